package io.djambi.bot.game;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.render.DrawnMove;
import io.djambi.render.RenderOptions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.BiPredicate;

/**
 * What happened since a player last moved: the moves of the others, oldest first, at most
 * {@link RenderOptions#MAX_MOVES} (the latest). When it is his turn again he sees them all on one board, numbered,
 * and told in words, rather than only the last one.
 */
public final class RecentMoves {
    private RecentMoves() {}

    /** A move of the game: where it is in the record, the move, and who made it. */
    public record Recent(int index, Move move, Colour mover) {
        public DrawnMove drawn() {
            return new DrawnMove(move, mover);
        }

        /** The position the move was played from. */
        public Position before(Game game) {
            return game.positions().get(index);
        }

        public Position after(Game game) {
            return game.positions().get(index + 1);
        }
    }

    /**
     * The moves made since {@code player}'s last move (all of them if he has not moved yet), or only the game's last
     * move when nobody is to move: the game is over (its last event may be the draw that ended it, after the move).
     */
    public static List<Recent> since(Game game, Optional<Colour> player) {
        return since(game, player, RenderOptions.MAX_MOVES);
    }

    /** How many moves {@link #since} would give if it kept them all: more than it gives when it kept the latest. */
    public static int countSince(Game game, Optional<Colour> player) {
        return since(game, player, Integer.MAX_VALUE).size();
    }

    private static List<Recent> since(Game game, Optional<Colour> player, int most) {
        List<Recent> recent = new ArrayList<>();
        List<GameEvent> events = game.events();
        for (int i = events.size() - 1; i >= 0 && recent.size() < most; i--) {
            Optional<Colour> mover = game.positions().get(i).toMove();
            if (mover.isEmpty() || mover.equals(player)) {
                break;
            }
            if (events.get(i) instanceof GameEvent.Played played) {
                recent.add(new Recent(i, played.move(), mover.get()));
                if (player.isEmpty()) {
                    break;
                }
            }
        }
        Collections.reverse(recent);
        return List.copyOf(recent);
    }

    /**
     * The moves no post has shown yet, oldest first: the latest, and before it each move after which an AI was to
     * move ({@code aiAt} says whether an AI played a colour at an event: a seat an AI took over was a person's before,
     * and a board reached back past his turn to tell moves already shown; found by the play-test). A move that hands
     * the turn to an AI is not posted while a person is still in the game: the post after the AIs' run draws and
     * tells it with theirs, so that a person's move and the AIs' answer make one board, not two.
     */
    public static List<Recent> unposted(Game game, BiPredicate<Colour, Integer> aiAt) {
        return unposted(game, aiAt, RenderOptions.MAX_MOVES);
    }

    /** How many moves {@link #unposted} would give if it kept them all: a long run of AIs' moves has more. */
    public static int countUnposted(Game game, BiPredicate<Colour, Integer> aiAt) {
        return unposted(game, aiAt, Integer.MAX_VALUE).size();
    }

    private static List<Recent> unposted(Game game, BiPredicate<Colour, Integer> aiAt, int most) {
        List<Recent> recent = new ArrayList<>();
        List<GameEvent> events = game.events();
        for (int i = events.size() - 1; i >= 0 && recent.size() < most; i--) {
            Optional<Colour> mover = game.positions().get(i).toMove();
            if (mover.isEmpty()) {
                break;
            }
            if (!(events.get(i) instanceof GameEvent.Played played)) {
                continue; // the draw that ended the game, a skip: no move to draw
            }
            if (!recent.isEmpty()) {
                Optional<Colour> next = game.positions().get(i + 1).toMove();
                if (next.isEmpty() || !aiAt.test(next.get(), i + 1)) {
                    break; // a person was to move after it: its own post showed it
                }
            }
            recent.add(new Recent(i, played.move(), mover.get()));
        }
        Collections.reverse(recent);
        return List.copyOf(recent);
    }
}

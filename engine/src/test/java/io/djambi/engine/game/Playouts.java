package io.djambi.engine.game;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Random legal games for property tests. A game is driven by a list of choices rather than a seed, so that jqwik
 * shrinks a failing game to a short one (small choices mean "the first legal move").
 */
public final class Playouts {
    /** Each choice is below this; the top of the range is kept for the rare events. */
    private static final int RANGE = 1_000_000;
    private static final int SKIP_FROM = RANGE - 6_000;
    private static final int RESIGN_FROM = RANGE - 3_000;
    private static final int DRAW_FROM = RANGE - 500;

    private Playouts() {}

    /** Games from the 4-player start or a 3-player start (any hostage), up to {@code maxEvents} events long. */
    public static Arbitrary<Game> games(int maxEvents) {
        Arbitrary<Position> start = Arbitraries.oneOf(
                Arbitraries.just(StartPosition.fourPlayers()),
                Arbitraries.of(Colour.values()).map(StartPosition::threePlayers));
        Arbitrary<List<Integer>> choices = Arbitraries.integers().between(0, RANGE - 1).list().ofMaxSize(maxEvents);
        return Combinators.combine(start, choices).as(Playouts::play);
    }

    /** Positions reached by random legal play, from the start to a game's end. */
    public static Arbitrary<Position> positions(int maxEvents) {
        return games(maxEvents).flatMap(g -> Arbitraries.of(g.positions()));
    }

    /** Plays one event a choice: mostly moves, now and then a skip, a resignation or (rarely) a draw. */
    public static Game play(Position start, List<Integer> choices) {
        Game game = Game.startingFrom(start);
        for (int choice : choices) {
            Position now = game.position();
            if (now.isOver()) {
                break;
            }
            game = game.play(event(now, choice)).orThrow();
        }
        return game;
    }

    private static GameEvent event(Position now, int choice) {
        if (choice >= DRAW_FROM) {
            return new GameEvent.Draw();
        }
        if (choice >= RESIGN_FROM) {
            List<Colour> active = Arrays.stream(Colour.values()).filter(now::isActive).toList();
            return new GameEvent.Resign(active.get(choice % active.size()));
        }
        if (choice >= SKIP_FROM) {
            return new GameEvent.Skip();
        }
        List<Move> moves = Rules.legalMoves(now);
        return new GameEvent.Played(moves.get(choice % moves.size()));
    }
}

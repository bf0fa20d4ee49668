package io.djambi.bot.game;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Whole games of random legal moves, for tests that play a game to its end through a front end. */
public final class RandomGames {
    /** One move of a game: who plays it (his colour) and its text. */
    public record Step(Colour player, String move) {}

    private RandomGames() {}

    /** A game from the 4-player start, or the 3-player start with {@code hostage}, played until it ends. */
    public static List<Step> play(Colour hostage, long seed) {
        Position start = hostage == null ? StartPosition.fourPlayers() : StartPosition.threePlayers(hostage);
        Game game = Game.startingFrom(start);
        Random random = new Random(seed);
        List<Step> steps = new ArrayList<>();
        while (!game.position().isOver()) {
            List<Move> moves = Rules.legalMoves(game.position());
            Move m = moves.get(random.nextInt(moves.size()));
            steps.add(new Step(game.position().toMove().orElseThrow(), m.text()));
            game = game.play(new GameEvent.Played(m)).orThrow();
        }
        return steps;
    }
}

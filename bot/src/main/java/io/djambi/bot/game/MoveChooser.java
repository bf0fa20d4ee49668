package io.djambi.bot.game;

import io.djambi.engine.ai.Ai;
import io.djambi.engine.ai.Level;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import java.util.List;

/**
 * How an AI chooses a move, for an AI seat or for a late player under {@code timeout:ai}: the engine's AI in the bot, a fake in tests (one that fails, to show that a
 * failed search does not stop the game). Called on the AI pool, outside the game's lock, possibly for several games
 * at once.
 */
@FunctionalInterface
public interface MoveChooser {
    /** A legal move for the player to move in {@code position}; the same seed gives the same move. */
    Move choose(Position position, Level level, long seed);

    /**
     * A legal move, knowing the positions the game has been through ({@code history}, the last being {@code
     * position}): the engine's AI uses them to avoid repeating itself and to press on in a long quiet endgame.
     */
    default Move choose(Position position, List<Position> history, Level level, long seed) {
        return choose(position, level, seed);
    }

    /** The seed of an AI decision: the same table at the same version always gets the same move. */
    static long seed(long tableId, int version) {
        return tableId * 1_000_003L + version;
    }

    /** The engine's AI at the seat's level. */
    static MoveChooser engine() {
        return new MoveChooser() {
            @Override
            public Move choose(Position position, Level level, long seed) {
                return Ai.of(level, seed).choose(position);
            }

            @Override
            public Move choose(Position position, List<Position> history, Level level, long seed) {
                return Ai.of(level, seed).choose(position, history);
            }
        };
    }
}

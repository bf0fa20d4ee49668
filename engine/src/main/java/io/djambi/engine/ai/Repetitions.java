package io.djambi.engine.ai;

import io.djambi.engine.model.Board;
import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Position;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How often each position has already stood on the board in this game. Two positions are the same here when
 * everything but the ply count is: the same pieces on the same squares, the same camps, and the same player to move
 * with the same turn order (R6) to come. The rules have no draw by repetition, so going round in circles never ends
 * a game: the AI counts repetitions to steer away from them when it has something better to do.
 */
final class Repetitions {
    static final Repetitions NONE = new Repetitions(List.of());

    private record Key(Board board, Camps camps, int toMove, int cursor, int bonus) {
        static Key of(Position p) {
            return new Key(
                    p.board(),
                    p.camps(),
                    p.toMove().map(Enum::ordinal).orElse(-1),
                    p.cursor().map(Enum::ordinal).orElse(-1),
                    p.bonus());
        }
    }

    private final Map<Key, Integer> seen = new HashMap<>();

    Repetitions(List<Position> history) {
        for (Position p : history) {
            seen.merge(Key.of(p), 1, Integer::sum);
        }
    }

    /** How many times {@code position} (its ply aside) has been seen before. */
    int count(Position position) {
        return seen.isEmpty() ? 0 : seen.getOrDefault(Key.of(position), 0);
    }
}

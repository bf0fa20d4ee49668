package io.djambi.engine.rules;

import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;

/** Counts complete move sequences of a given depth (passes are not moves), to check the generator against others. */
public final class Perft {
    private Perft() {}

    public static long count(Position position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must not be negative: " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        var moves = Rules.legalMoves(position);
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (Move m : moves) {
            total += count(Rules.applyLegal(position, m), depth - 1);
        }
        return total;
    }
}

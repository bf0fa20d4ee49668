package io.djambi.engine.ai;

import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import java.util.List;

/**
 * How long a game has gone without a kill, and the boldness that follows from it. When the last Chiefs have dug in
 * and nobody has killed anything for many moves, playing safe only leads to the move cap; the AI then values its
 * pieces, its Chief too (a Chief kills, R12), for being near the rival Chiefs, more and more as the quiet goes on.
 * Losing a piece this way is a risk worth taking: a game that nobody can win is worth nothing to anybody.
 */
final class Stalemate {
    /** Moves without a kill before the AI grows bold. */
    static final int QUIET = 40;
    /** Moves after that until it is fully bold. */
    static final int RAMP = 80;
    /** Per step closer to the nearest rival Chief (around the corpses), per piece, when fully bold. */
    static final double PULL = 0.25;

    private Stalemate() {}

    /** From 0 (a kill lately) to 1 (no kill for {@code QUIET + RAMP} moves), by the game's positions, oldest first. */
    static double boldness(List<Position> history) {
        return Math.clamp((quiet(history) - QUIET) / (double) RAMP, 0.0, 1.0);
    }

    /** How many moves have gone by without a kill, by the game's positions, oldest first. */
    static int quiet(List<Position> history) {
        if (history.isEmpty()) {
            return 0;
        }
        int now = living(history.get(history.size() - 1));
        int quiet = 0;
        for (int i = history.size() - 2; i >= 0 && living(history.get(i)) == now; i--) {
            quiet++;
        }
        return quiet;
    }

    private static int living(Position p) {
        int n = 0;
        for (byte cell : p.board().cells()) {
            n += Cell.isPiece(cell) ? 1 : 0;
        }
        return n;
    }

    /** {@code player}'s pull toward the rival Chiefs: each of his pieces, his Chief too, by its steps around corpses. */
    static double pull(Position p, Colour player) {
        byte[] cells = p.board().cells();
        int[] steps = Routes.toRivalChiefs(cells, Endgame.chiefs(cells, p.camps()), player.ordinal());
        double pull = 0;
        for (int i = 0; i < Square.COUNT; i++) {
            int cell = cells[i];
            if (Cell.isPiece(cell) && p.camps().code(Cell.camp(cell)) == player.ordinal()) {
                pull += PULL * Routes.closeness(steps[i]);
            }
        }
        return pull;
    }
}

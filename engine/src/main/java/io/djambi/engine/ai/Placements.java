package io.djambi.engine.ai;

import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Lines;
import io.djambi.engine.move.Move;
import java.util.ArrayList;
import java.util.List;

/**
 * The placements worth searching below the root. A kill by a Militant or Chief, a Necromobile's move and a
 * Provocateur's each come in one move per empty square the corpse or piece may be put down on (R11, R12, R15, R16):
 * nine in ten of a middle game's moves, most of them alike but for a corpse far from any Chief. Below the root the
 * search keeps, for each such action, the placements next to a living Chief as the board stands before the move (where
 * a corpse walls in or blocks, and a placed piece threatens or shields) and the first other one in the board's order
 * (put out of the way, as far as the search is concerned: a corpse elsewhere can still block a line, which it then
 * misses). A move that takes a Chief off his square, killed or moved by a Provocateur, keeps every placement: where a
 * moved Chief is put down decides whether the next rival kills him. The root keeps every move, so the AI still
 * chooses among all of them; the search sees deeper in the same budget.
 */
final class Placements {
    private Placements() {}

    /**
     * {@code moves} without the placements left out. The rules list each action's placements together; were they
     * not, more placements would be kept, never fewer.
     */
    static List<Move> worthSearching(Position position, List<Move> moves) {
        byte[] cells = position.board().cells();
        boolean[] nearChief = nearChiefs(cells);
        List<Move> kept = new ArrayList<>(moves.size());
        Square from = null;
        Square to = null;
        boolean otherKept = false;
        for (Move m : moves) {
            if (!(m instanceof Move.Displace d)) {
                kept.add(m);
                continue;
            }
            if (!d.from().equals(from) || !d.to().equals(to)) {
                from = d.from();
                to = d.to();
                otherKept = false;
            }
            int placed = cells[d.to().index()];
            boolean chiefDisplaced = Cell.isPiece(placed) && Cell.role(placed) == Cell.CHIEF;
            if (chiefDisplaced || nearChief[d.place().index()]) {
                kept.add(m);
            } else if (!otherKept) {
                kept.add(m);
                otherKept = true;
            }
        }
        return kept;
    }

    /** The squares next to a living Chief, of any camp. */
    private static boolean[] nearChiefs(byte[] cells) {
        boolean[] near = new boolean[Square.COUNT];
        for (int i = 0; i < Square.COUNT; i++) {
            int cell = cells[i];
            if (Cell.isPiece(cell) && Cell.role(cell) == Cell.CHIEF) {
                for (int n : Lines.neighbours(i)) {
                    near[n] = true;
                }
            }
        }
        return near;
    }
}

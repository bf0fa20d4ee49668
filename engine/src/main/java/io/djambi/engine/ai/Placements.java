package io.djambi.engine.ai;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Lines;
import io.djambi.engine.move.Move;
import io.djambi.engine.move.MoveCode;
import io.djambi.engine.move.MoveList;
import io.djambi.engine.rules.Pockets;
import java.util.Arrays;

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
    /** A pocket with this many ways out or fewer can be walled in within the search's reach: one corpse a rival. */
    static final int FEW_WAYS = 3;

    private Placements() {}

    /**
     * The packed moves of {@code moves} ({@link MoveCode}) without the placements left out, in the order generated.
     * The rules list each action's placements together; were they not, more placements would be kept, never fewer.
     * Packed codes rather than {@link Move}s: nine in ten of a middle game's moves are dropped here, and are never
     * made into records.
     */
    static int[] worthSearching(Position position, MoveList moves) {
        byte[] cells = position.board().cells();
        boolean[] nearChief = nearChiefs(cells, position.camps());
        int[] kept = new int[moves.size()];
        int count = 0;
        int from = -1;
        int to = -1;
        boolean otherKept = false;
        for (int i = 0; i < moves.size(); i++) {
            int code = moves.code(i);
            if (MoveCode.kind(code) != MoveCode.DISPLACE) {
                kept[count++] = code;
                continue;
            }
            if (MoveCode.from(code) != from || MoveCode.to(code) != to) {
                from = MoveCode.from(code);
                to = MoveCode.to(code);
                otherKept = false;
            }
            int placed = cells[to];
            boolean chiefDisplaced = Cell.isPiece(placed) && Cell.role(placed) == Cell.CHIEF;
            if (chiefDisplaced || nearChief[MoveCode.third(code)]) {
                kept[count++] = code;
            } else if (!otherKept) {
                kept[count++] = code;
                otherKept = true;
            }
        }
        return Arrays.copyOf(kept, count);
    }

    /**
     * The squares next to a living Chief, of any camp, and the ways out of a Chief's pocket that has at most
     * {@link #FEW_WAYS} left (R18): there one corpse more walls him in, yet the square may lie beyond his pieces, two
     * steps or more from him. Left out below the root, those placements were the encircling move of 13 of the 23
     * Chiefs of {@code hard} encircled in seed 414's 400 games (no agreement): the search never saw them coming.
     */
    private static boolean[] nearChiefs(byte[] cells, Camps camps) {
        boolean[] near = new boolean[Square.COUNT];
        byte[] control = camps.codes();
        int[] ways = new int[FEW_WAYS + 1];
        for (int i = 0; i < Square.COUNT; i++) {
            int cell = cells[i];
            if (Cell.isPiece(cell) && Cell.role(cell) == Cell.CHIEF) {
                for (int n : Lines.neighbours(i)) {
                    near[n] = true;
                }
                int player = control[Cell.camp(cell)];
                if (player < 4 && i != Square.MAZE.index()) {
                    // The ways out first: most pockets have more than a few, and then the board need not be searched
                    // for a Necromobile (with one, the Chief is never walled in)
                    int found = Pockets.waysOut(cells, control, i, player, ways);
                    if (found <= FEW_WAYS && !Pockets.rulesNecromobile(cells, control, player)) {
                        for (int w = 0; w < found; w++) {
                            near[ways[w]] = true;
                        }
                    }
                }
            }
        }
        return near;
    }
}

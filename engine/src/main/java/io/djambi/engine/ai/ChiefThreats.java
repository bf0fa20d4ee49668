package io.djambi.engine.ai;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Square;

/**
 * Whether a Chief can be killed on the next move of a rival: the danger a shallow search misses when the killer's
 * turn comes three or four moves later, which is often the case with four players. Killers by R11-R14: an Assassin or
 * a Chief on a clear line, a Militant on a clear line one or two squares away (never against the Chief in power), and
 * a Reporter that can stop on a square orthogonally next to the Chief. Pieces of a frozen or hostage camp kill nobody.
 */
final class ChiefThreats {
    private static final int[][] LINES = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final int[][] ORTHOGONAL = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

    private ChiefThreats() {}

    /** Whether a living piece ruled by an active player other than {@code owner} can kill the Chief on {@code at}. */
    static boolean attacked(byte[] cells, Camps camps, int at, int owner) {
        int file = at % Square.SIZE;
        int rank = at / Square.SIZE;
        boolean onMaze = at == Square.MAZE.index();
        for (int[] d : LINES) {
            int steps = 0;
            int f = file + d[0];
            int r = rank + d[1];
            while (Square.onBoard(f, r)) {
                steps++;
                int cell = cells[r * Square.SIZE + f];
                if (cell != Cell.EMPTY) {
                    if (isRival(cell, camps, owner) && kills(Cell.role(cell), steps, onMaze)) {
                        return true;
                    }
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return reporterReaches(cells, camps, file, rank, owner);
    }

    private static boolean kills(int role, int steps, boolean onMaze) {
        return switch (role) {
            case Cell.ASSASSIN, Cell.CHIEF -> true;
            case Cell.MILITANT -> steps <= 2 && !onMaze;
            default -> false;
        };
    }

    /** A rival Reporter that can move onto an empty square orthogonally next to the Chief (R14). */
    private static boolean reporterReaches(byte[] cells, Camps camps, int file, int rank, int owner) {
        for (int[] n : ORTHOGONAL) {
            int nf = file + n[0];
            int nr = rank + n[1];
            int stop = nr * Square.SIZE + nf;
            if (!Square.onBoard(nf, nr) || cells[stop] != Cell.EMPTY || stop == Square.MAZE.index()) {
                continue;
            }
            for (int[] d : LINES) {
                int f = nf + d[0];
                int r = nr + d[1];
                while (Square.onBoard(f, r) && cells[r * Square.SIZE + f] == Cell.EMPTY) {
                    f += d[0];
                    r += d[1];
                }
                if (Square.onBoard(f, r)) {
                    int cell = cells[r * Square.SIZE + f];
                    if (Cell.isPiece(cell) && Cell.role(cell) == Cell.REPORTER && isRival(cell, camps, owner)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean isRival(int cell, Camps camps, int owner) {
        if (!Cell.isPiece(cell)) {
            return false;
        }
        int ruler = camps.code(Cell.camp(cell));
        return ruler < 4 && ruler != owner && camps.code(ruler) == ruler;
    }
}

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

    /**
     * Whether a rival Provocateur can move onto the Chief on {@code at} (R15): he may then put him down on any empty
     * square, in the line of another rival's killer or in a pocket of corpses that walls him in at once (R18). The
     * other project's AI plays that pair of moves whenever the next player can finish the Chief.
     */
    static boolean provoked(byte[] cells, Camps camps, int at, int owner) {
        int file = at % Square.SIZE;
        int rank = at / Square.SIZE;
        for (int[] d : LINES) {
            int f = file + d[0];
            int r = rank + d[1];
            while (Square.onBoard(f, r) && cells[r * Square.SIZE + f] == Cell.EMPTY) {
                f += d[0];
                r += d[1];
            }
            if (Square.onBoard(f, r)) {
                int cell = cells[r * Square.SIZE + f];
                if (Cell.isPiece(cell) && Cell.role(cell) == Cell.PROVOCATEUR && isRival(cell, camps, owner)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether the Chief on {@code at} has one way out left (R18): his pocket (he and his player's pieces next to him,
     * and next to them) touches a single square that is empty or holds a rival's living piece. One corpse put down
     * there walls him in, and every kill by a rival Militant or Chief anywhere lets its player put one down (R11,
     * R12), as does every move of a rival Necromobile (R16). A Chief on the maze, or whose player rules a Necromobile,
     * is never walled in.
     */
    static boolean cornered(byte[] cells, Camps camps, int at, int owner) {
        if (at == Square.MAZE.index() || twoWaysOutBeside(cells, camps, at, owner)) {
            return false;
        }
        boolean[] seen = new boolean[Square.COUNT];
        int[] stack = new int[Square.COUNT];
        int top = 0;
        stack[top++] = at;
        seen[at] = true;
        int exits = 0;
        while (top > 0) {
            int s = stack[--top];
            int file = s % Square.SIZE;
            int rank = s / Square.SIZE;
            for (int df = -1; df <= 1; df++) {
                for (int dr = -1; dr <= 1; dr++) {
                    int f = file + df;
                    int r = rank + dr;
                    if ((df == 0 && dr == 0) || !Square.onBoard(f, r)) {
                        continue;
                    }
                    int n = r * Square.SIZE + f;
                    if (seen[n]) {
                        continue;
                    }
                    seen[n] = true;
                    int cell = cells[n];
                    if (cell == Cell.EMPTY) {
                        exits++;
                    } else if (Cell.isPiece(cell)) {
                        int ruler = camps.code(Cell.camp(cell));
                        if (ruler == owner) {
                            if (Cell.role(cell) == Cell.NECROMOBILE) {
                                return false; // he can never be walled in while his player rules a Necromobile
                            }
                            stack[top++] = n;
                        } else if (ruler != Camps.FROZEN) {
                            exits++;
                        }
                    }
                    if (exits > 1) {
                        return false;
                    }
                }
            }
        }
        return exits == 1 && !rulesNecromobile(cells, camps, owner);
    }

    /** Whether two squares next to the Chief himself are ways out: most Chiefs, found without following his pocket. */
    private static boolean twoWaysOutBeside(byte[] cells, Camps camps, int at, int owner) {
        int file = at % Square.SIZE;
        int rank = at / Square.SIZE;
        int exits = 0;
        for (int df = -1; df <= 1; df++) {
            for (int dr = -1; dr <= 1; dr++) {
                if ((df != 0 || dr != 0) && Square.onBoard(file + df, rank + dr)) {
                    int cell = cells[(rank + dr) * Square.SIZE + file + df];
                    boolean out = cell == Cell.EMPTY
                            || (Cell.isPiece(cell)
                                    && camps.code(Cell.camp(cell)) != owner
                                    && camps.code(Cell.camp(cell)) != Camps.FROZEN);
                    if (out && ++exits == 2) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean rulesNecromobile(byte[] cells, Camps camps, int owner) {
        for (int cell : cells) {
            if (Cell.isPiece(cell) && Cell.role(cell) == Cell.NECROMOBILE && camps.code(Cell.camp(cell)) == owner) {
                return true;
            }
        }
        return false;
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

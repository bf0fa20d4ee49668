package io.djambi.engine.ai;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Lines;
import io.djambi.engine.rules.Pockets;

/**
 * Whether a Chief can be killed on the next move of a rival: the danger a shallow search misses when the killer's
 * turn comes three or four moves later, which is often the case with four players. Killers by R11-R14: an Assassin or
 * a Chief on a clear line, a Militant on a clear line one or two squares away (never against the Chief in power), and
 * a Reporter that can stop on a square orthogonally next to the Chief. Pieces of a frozen or hostage camp kill nobody.
 */
final class ChiefThreats {
    private ChiefThreats() {}

    /** Whether a living piece ruled by an active player other than {@code owner} can kill the Chief on {@code at}. */
    static boolean attacked(byte[] cells, Camps camps, int at, int owner) {
        boolean onMaze = at == Square.MAZE.index();
        for (int d = 0; d < 8; d++) {
            int[] ray = Lines.ray(at, d);
            int steps = firstMet(cells, ray);
            if (steps < ray.length) {
                int cell = cells[ray[steps]];
                if (isRival(cell, camps, owner) && kills(Cell.role(cell), steps + 1, onMaze)) {
                    return true;
                }
            }
        }
        return reporterReaches(cells, camps, at, owner);
    }

    /**
     * Whether a rival Provocateur can move onto the Chief on {@code at} (R15): he may then put him down on any empty
     * square, in the line of another rival's killer or in a pocket of corpses that walls him in at once (R18). The
     * other project's AI plays that pair of moves whenever the next player can finish the Chief.
     */
    static boolean provoked(byte[] cells, Camps camps, int at, int owner) {
        for (int d = 0; d < 8; d++) {
            if (rivalMet(cells, camps, Lines.ray(at, d), Cell.PROVOCATEUR, owner)) {
                return true;
            }
        }
        return false;
    }

    /** How many empty squares {@code ray} starts with: the index of the first square not empty, or its length. */
    private static int firstMet(byte[] cells, int[] ray) {
        int k = 0;
        while (k < ray.length && cells[ray[k]] == Cell.EMPTY) {
            k++;
        }
        return k;
    }

    /** Whether the first piece met along {@code ray} is a rival's {@code role}. */
    private static boolean rivalMet(byte[] cells, Camps camps, int[] ray, int role, int owner) {
        int k = firstMet(cells, ray);
        if (k == ray.length) {
            return false;
        }
        int met = cells[ray[k]];
        return Cell.isPiece(met) && Cell.role(met) == role && isRival(met, camps, owner);
    }

    /**
     * Whether the Chief on {@code at} has one way out left (R18, {@link Pockets}): a single square next to his pocket,
     * empty or held by a rival's living piece. An empty one is filled by one corpse, and every kill by a rival
     * Militant or Chief anywhere lets its player put one down (R11, R12), as does every move of a rival Necromobile
     * (R16); a rival piece there frees him only until it steps away. A Chief on the maze, or whose player rules a
     * Necromobile, is never walled in. The empty maze as his one way out counts too, though no corpse goes there: a
     * rare case, and a Chief with one way out is short of room in any case.
     */
    static boolean cornered(byte[] cells, byte[] control, int at, int owner) {
        return at != Square.MAZE.index()
                && Pockets.waysOut(cells, control, at, owner, 2) == 1
                && !Pockets.rulesNecromobile(cells, control, owner);
    }

    private static boolean kills(int role, int steps, boolean onMaze) {
        return switch (role) {
            case Cell.ASSASSIN, Cell.CHIEF -> true;
            case Cell.MILITANT -> steps <= 2 && !onMaze;
            default -> false;
        };
    }

    /** A rival Reporter that can move onto an empty square orthogonally next to the Chief (R14). */
    private static boolean reporterReaches(byte[] cells, Camps camps, int at, int owner) {
        for (int stop : Lines.orthogonalNeighbours(at)) {
            if (cells[stop] != Cell.EMPTY || stop == Square.MAZE.index()) {
                continue;
            }
            for (int d = 0; d < 8; d++) {
                if (rivalMet(cells, camps, Lines.ray(stop, d), Cell.REPORTER, owner)) {
                    return true;
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

package io.djambi.engine.ai;

import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Square;
import java.util.Arrays;

/**
 * How far a piece really is from the rival Chiefs: king steps around the corpses, which block every piece and never
 * move without a Necromobile. A straight-line count would call a piece behind a wall of corpses close and leave it
 * there; the way round is what it has to travel. Living pieces do not block the way (they move, or can be killed),
 * except on the maze.
 */
final class Routes {
    /** The steps of a square that no way reaches. */
    static final int UNREACHABLE = Integer.MAX_VALUE;
    /** Beyond this many steps a piece is simply far: the pull counts the steps closer than this. */
    static final int RANGE = 16;

    private static final int MAZE = Square.MAZE.index();
    private static final int[][] NEIGHBOURS = neighbours();

    private Routes() {}

    /**
     * King steps from each square to the nearest living Chief on {@code chief} (by colour ordinal, -1 for none)
     * other than {@code ruler}'s, around the corpses; {@link #UNREACHABLE} where no way leads.
     */
    static int[] toRivalChiefs(byte[] cells, int[] chief, int ruler) {
        int[] steps = new int[Square.COUNT];
        Arrays.fill(steps, UNREACHABLE);
        int[] queue = new int[Square.COUNT];
        int tail = 0;
        for (int c = 0; c < chief.length; c++) {
            if (c != ruler && chief[c] >= 0) {
                steps[chief[c]] = 0;
                queue[tail++] = chief[c];
            }
        }
        for (int head = 0; head < tail; head++) {
            int at = queue[head];
            for (int next : NEIGHBOURS[at]) {
                if (steps[next] == UNREACHABLE && open(cells, next)) {
                    steps[next] = steps[at] + 1;
                    queue[tail++] = next;
                }
            }
        }
        return steps;
    }

    /**
     * Whether a piece can cross square {@code at}: not a corpse, and not the maze while someone sits on it (pieces
     * pass through the maze only when it is empty, R9): a Chief in power blocks his own pieces' way through it too.
     */
    private static boolean open(byte[] cells, int at) {
        return at == MAZE ? cells[at] == Cell.EMPTY : cells[at] != Cell.CORPSE;
    }

    /** From 0 ({@link #RANGE} steps or more, or no way) to {@link #RANGE} (on the Chief's square): how close. */
    static int closeness(int steps) {
        return steps >= RANGE ? 0 : RANGE - steps;
    }

    /** The squares a king's step away from square {@code at}; the caller must not change the array. */
    static int[] around(int at) {
        return NEIGHBOURS[at];
    }

    /** The squares a king's step away from each square. */
    private static int[][] neighbours() {
        int[][] n = new int[Square.COUNT][];
        for (int i = 0; i < Square.COUNT; i++) {
            int[] around = new int[8];
            int count = 0;
            for (int df = -1; df <= 1; df++) {
                for (int dr = -1; dr <= 1; dr++) {
                    int f = i % Square.SIZE + df;
                    int r = i / Square.SIZE + dr;
                    if ((df != 0 || dr != 0) && Square.onBoard(f, r)) {
                        around[count++] = r * Square.SIZE + f;
                    }
                }
            }
            n[i] = Arrays.copyOf(around, count);
        }
        return n;
    }
}

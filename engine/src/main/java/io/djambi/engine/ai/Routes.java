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
    /** The 9 files of one rank, as bits. */
    private static final int ROW = (1 << Square.SIZE) - 1;

    private static final int[][] NEIGHBOURS = neighbours();

    private Routes() {}

    /**
     * King steps from each square to the nearest living Chief on {@code chief} (by colour ordinal, -1 for none)
     * other than {@code ruler}'s, around the corpses; {@link #UNREACHABLE} where no way leads.
     */
    static int[] toRivalChiefs(byte[] cells, int[] chief, int ruler) {
        int[] steps = new int[Square.COUNT];
        Arrays.fill(steps, UNREACHABLE);
        // Breadth first, a whole ring of squares at a time: each rank a row of 9 bits. It gives the same steps as a
        // queue of squares, in a few shifts and masks a ring instead of a test per neighbour (the search's evaluation
        // spent a fifth of its time here)
        int[] open = new int[Square.SIZE];
        for (int i = 0; i < Square.COUNT; i++) {
            if (open(cells, i)) {
                open[i / Square.SIZE] |= 1 << (i % Square.SIZE);
            }
        }
        int[] ring = new int[Square.SIZE];
        int[] reached = new int[Square.SIZE];
        boolean any = false;
        for (int c = 0; c < chief.length; c++) {
            if (c != ruler && chief[c] >= 0) {
                steps[chief[c]] = 0;
                ring[chief[c] / Square.SIZE] |= 1 << (chief[c] % Square.SIZE);
                any = true;
            }
        }
        System.arraycopy(ring, 0, reached, 0, Square.SIZE);
        int[] next = new int[Square.SIZE];
        for (int step = 1; any; step++) {
            Arrays.fill(next, 0);
            for (int r = 0; r < Square.SIZE; r++) {
                int row = ring[r];
                if (row != 0) {
                    int spread = (row | row << 1 | row >>> 1) & ROW;
                    next[r] |= spread;
                    if (r > 0) {
                        next[r - 1] |= spread;
                    }
                    if (r < Square.SIZE - 1) {
                        next[r + 1] |= spread;
                    }
                }
            }
            any = false;
            for (int r = 0; r < Square.SIZE; r++) {
                int fresh = next[r] & open[r] & ~reached[r];
                reached[r] |= fresh;
                ring[r] = fresh;
                any |= fresh != 0;
                while (fresh != 0) {
                    steps[r * Square.SIZE + Integer.numberOfTrailingZeros(fresh)] = step;
                    fresh &= fresh - 1;
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

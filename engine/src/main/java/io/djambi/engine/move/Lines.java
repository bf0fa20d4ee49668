package io.djambi.engine.move;

import io.djambi.engine.model.Square;

/** Precomputed lines of squares (R8): from each square, the squares along each of the 8 directions, nearest first. */
public final class Lines {
    static final int MAZE = Square.MAZE.index();
    private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final int[][][] RAYS = new int[Square.COUNT][8][];
    private static final int[][] ORTHOGONAL = new int[Square.COUNT][];
    private static final int[][] AROUND = new int[Square.COUNT][];

    static {
        for (int s = 0; s < Square.COUNT; s++) {
            int file = s % 9;
            int rank = s / 9;
            int orthogonal = 0;
            int around = 0;
            int[] ortho = new int[4];
            int[] all = new int[8];
            for (int d = 0; d < 8; d++) {
                int df = DIRECTIONS[d][0];
                int dr = DIRECTIONS[d][1];
                int n = 0;
                while (Square.onBoard(file + df * (n + 1), rank + dr * (n + 1))) {
                    n++;
                }
                int[] ray = new int[n];
                for (int k = 0; k < n; k++) {
                    ray[k] = (rank + dr * (k + 1)) * 9 + file + df * (k + 1);
                }
                RAYS[s][d] = ray;
                if (n > 0) {
                    all[around++] = ray[0];
                    if (d < 4) {
                        ortho[orthogonal++] = ray[0];
                    }
                }
            }
            ORTHOGONAL[s] = java.util.Arrays.copyOf(ortho, orthogonal);
            AROUND[s] = java.util.Arrays.copyOf(all, around);
        }
    }

    private Lines() {}

    /** The squares from {@code square} outwards in direction {@code direction} (0-7), not including it. */
    public static int[] ray(int square, int direction) {
        return RAYS[square][direction];
    }

    /** The up to 4 squares orthogonally next to {@code square}. */
    public static int[] orthogonalNeighbours(int square) {
        return ORTHOGONAL[square];
    }

    /** The up to 8 squares touching {@code square}. */
    public static int[] neighbours(int square) {
        return AROUND[square];
    }
}

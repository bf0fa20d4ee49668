package io.djambi.render;

import java.util.Arrays;

/**
 * The nearest palette entry to a colour, by a distance weighted for the eye (most sensitive to green). The
 * entries are kept sorted by green, and the search walks outward from the colour's green until green alone is
 * farther than the best match found: a few steps instead of the whole palette. Among equally near entries the
 * lowest index wins, so the answer is the same as a plain search's. Shared by the PNG and GIF encoders.
 */
final class NearestColour {
    private static final int RED_WEIGHT = 2;
    private static final int GREEN_WEIGHT = 4;
    private static final int BLUE_WEIGHT = 3;
    private final long[] byGreen;

    NearestColour(int[] palette) {
        byGreen = new long[palette.length];
        for (int i = 0; i < palette.length; i++) {
            byGreen[i] = (long) (palette[i] >>> 8 & 0xFF) << 40 | (long) palette[i] << 8 | i;
        }
        Arrays.sort(byGreen);
    }

    int of(int rgb) {
        int green = rgb >>> 8 & 0xFF;
        int from = Arrays.binarySearch(byGreen, (long) green << 40);
        from = from < 0 ? -from - 1 : from;
        int best = -1;
        long bestDistance = Long.MAX_VALUE;
        for (int up = from, down = from - 1; up < byGreen.length || down >= 0; up++, down--) {
            boolean any = false;
            if (up < byGreen.length && gap(up, green) <= bestDistance) {
                any = true;
                long d = distance(up, rgb);
                if (d < bestDistance || d == bestDistance && index(up) < best) {
                    bestDistance = d;
                    best = index(up);
                }
            }
            if (down >= 0 && gap(down, green) <= bestDistance) {
                any = true;
                long d = distance(down, rgb);
                if (d < bestDistance || d == bestDistance && index(down) < best) {
                    bestDistance = d;
                    best = index(down);
                }
            }
            if (!any) { // green alone only grows farther out on both sides: nothing nearer remains
                break;
            }
        }
        return best;
    }

    private long gap(int at, int green) {
        long dg = (int) (byGreen[at] >>> 40) - green;
        return GREEN_WEIGHT * dg * dg;
    }

    private long distance(int at, int rgb) {
        int entry = (int) (byGreen[at] >>> 8);
        int dr = (rgb >>> 16 & 0xFF) - (entry >>> 16 & 0xFF);
        int dg = (rgb >>> 8 & 0xFF) - (entry >>> 8 & 0xFF);
        int db = (rgb & 0xFF) - (entry & 0xFF);
        return RED_WEIGHT * dr * dr + GREEN_WEIGHT * dg * dg + BLUE_WEIGHT * db * db;
    }

    private int index(int at) {
        return (int) (byGreen[at] & 0xFF);
    }
}

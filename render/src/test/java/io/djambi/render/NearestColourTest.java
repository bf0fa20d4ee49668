package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class NearestColourTest {
    /** The whole palette, tried entry by entry: the answer the fast search must give, ties to the lowest index. */
    private static int plainSearch(int[] palette, int rgb) {
        int best = 0;
        long bestDistance = Long.MAX_VALUE;
        for (int i = 0; i < palette.length; i++) {
            long dr = (rgb >>> 16 & 0xFF) - (palette[i] >>> 16 & 0xFF);
            long dg = (rgb >>> 8 & 0xFF) - (palette[i] >>> 8 & 0xFF);
            long db = (rgb & 0xFF) - (palette[i] & 0xFF);
            long d = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return best;
    }

    @Test
    void findsWhatAPlainSearchFindsTiesIncluded() {
        Random random = new Random(9);
        for (int round = 0; round < 50; round++) {
            // coarse channel values make many equal distances, and repeated entries test the lowest-index rule
            int[] palette = new int[1 + random.nextInt(255)];
            for (int i = 0; i < palette.length; i++) {
                palette[i] = random.nextInt(8) * 32 << 16 | random.nextInt(8) * 32 << 8 | random.nextInt(8) * 32;
            }
            NearestColour nearest = new NearestColour(palette);
            for (int k = 0; k < 500; k++) {
                int rgb = random.nextInt(1 << 24);
                assertEquals(plainSearch(palette, rgb), nearest.of(rgb), "colour " + Integer.toHexString(rgb));
            }
        }
    }
}

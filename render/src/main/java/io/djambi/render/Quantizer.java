package io.djambi.render;

import java.awt.Rectangle;
import java.awt.image.IndexColorModel;
import java.util.Arrays;

/**
 * Maps RGB pixels to the nearest palette entry, remembering each colour it has seen: a board has few distinct
 * colours, so nearly every pixel is a cache hit. Index {@link #TRANSPARENT} is kept free. Not thread-safe.
 */
final class Quantizer {
    static final int TRANSPARENT = 255;
    private static final int SLOTS = 1 << 14;

    private final NearestColour nearest;
    private final int[] keys = new int[SLOTS];
    private final byte[] values = new byte[SLOTS];
    private int cached;

    Quantizer(IndexColorModel palette) {
        int[] colours = new int[TRANSPARENT];
        for (int i = 0; i < TRANSPARENT; i++) {
            colours[i] = palette.getRed(i) << 16 | palette.getGreen(i) << 8 | palette.getBlue(i);
        }
        nearest = new NearestColour(colours);
        Arrays.fill(keys, -1);
    }

    /**
     * The palette indices of one area of an image, row by row; pixels equal to {@code previous} (when given) become
     * {@link #TRANSPARENT}, long runs that LZW packs away.
     */
    byte[] indices(int[] pixels, int[] previous, int width, Rectangle area) {
        byte[] out = new byte[area.width * area.height];
        int last = -1;
        byte lastIndex = 0;
        for (int y = 0; y < area.height; y++) {
            int src = (area.y + y) * width + area.x;
            int dst = y * area.width;
            int x = 0;
            while (x < area.width) {
                if (previous != null) { // skip the unchanged stretch at once
                    int differs =
                            Arrays.mismatch(previous, src + x, src + area.width, pixels, src + x, src + area.width);
                    int same = differs < 0 ? area.width - x : differs;
                    Arrays.fill(out, dst + x, dst + x + same, (byte) TRANSPARENT);
                    x += same;
                    if (x == area.width) {
                        break;
                    }
                }
                int p = pixels[src + x] & 0xFFFFFF;
                if (p != last) {
                    lastIndex = index(p);
                    last = p;
                }
                out[dst + x] = lastIndex;
                x++;
            }
        }
        return out;
    }

    private byte index(int rgb) {
        int slot = (rgb * 0x9E3779B1 >>> 18) & (SLOTS - 1);
        while (keys[slot] != -1) {
            if (keys[slot] == rgb) {
                return values[slot];
            }
            slot = (slot + 1) & (SLOTS - 1);
        }
        byte best = (byte) nearest.of(rgb);
        if (cached < SLOTS / 2) { // keep the table sparse; past that, compute without caching
            keys[slot] = rgb;
            values[slot] = best;
            cached++;
        }
        return best;
    }
}

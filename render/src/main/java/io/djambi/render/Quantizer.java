package io.djambi.render;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.awt.image.IndexColorModel;
import java.util.Arrays;

/**
 * Maps RGB pixels to the nearest palette entry, remembering each colour it has seen: a board has few distinct
 * colours, so nearly every pixel is a cache hit. Index {@link #TRANSPARENT} is kept free. Not thread-safe.
 */
final class Quantizer {
    static final int TRANSPARENT = 255;
    private static final int SLOTS = 1 << 14;

    private final int[] reds = new int[TRANSPARENT];
    private final int[] greens = new int[TRANSPARENT];
    private final int[] blues = new int[TRANSPARENT];
    private final int[] keys = new int[SLOTS];
    private final byte[] values = new byte[SLOTS];
    private int cached;

    Quantizer(IndexColorModel palette) {
        for (int i = 0; i < TRANSPARENT; i++) {
            reds[i] = palette.getRed(i);
            greens[i] = palette.getGreen(i);
            blues[i] = palette.getBlue(i);
        }
        Arrays.fill(keys, -1);
    }

    /** One palette index a pixel, row by row. */
    byte[] indices(BufferedImage rgb) {
        int[] pixels = rgb.getRaster().getDataBuffer() instanceof DataBufferInt data
                ? data.getData()
                : rgb.getRGB(0, 0, rgb.getWidth(), rgb.getHeight(), null, 0, rgb.getWidth());
        byte[] out = new byte[pixels.length];
        for (int i = 0; i < pixels.length; i++) {
            out[i] = index(pixels[i] & 0xFFFFFF);
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
        byte best = nearest(rgb);
        if (cached < SLOTS / 2) { // keep the table sparse; past that, compute without caching
            keys[slot] = rgb;
            values[slot] = best;
            cached++;
        }
        return best;
    }

    private byte nearest(int rgb) {
        int r = rgb >>> 16 & 0xFF;
        int g = rgb >>> 8 & 0xFF;
        int b = rgb & 0xFF;
        int best = 0;
        int bestDistance = Integer.MAX_VALUE;
        for (int i = 0; i < TRANSPARENT; i++) {
            int dr = r - reds[i];
            int dg = g - greens[i];
            int db = b - blues[i];
            int d = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return (byte) best;
    }
}

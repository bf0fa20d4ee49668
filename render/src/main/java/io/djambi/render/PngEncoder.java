package io.djambi.render;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * A small PNG writer for board images: 8-bit indexed colour, no row filter, and only the IHDR, PLTE, IDAT and IEND
 * chunks, so equal images give equal bytes. A board is flat colours plus antialiased edges: the 256 most frequent
 * colours cover all its flat areas exactly, and the rarer edge blends take the nearest of them, which no eye sees at
 * an edge's single pixel. One byte a pixel instead of three makes deflate, the bulk of the cost, three times faster
 * and the file about half as big (docs/benchmarks.md). An image with too many colours to count quickly (none the
 * renderer makes) is written as plain RGB. Thread-safe.
 */
final class PngEncoder {
    private static final byte[] SIGNATURE = {(byte) 137, 80, 78, 71, 13, 10, 26, 10};
    private static final int FILTER_NONE = 0;
    private static final int DEFLATE_LEVEL = 6;
    private static final int PALETTE_SIZE = 256;
    private static final int SLOTS = 1 << 15;
    private static final int MAX_DISTINCT = 1 << 14; // colour numbers fit a short and the sort key's low bits
    private static final int COLOUR_TYPE_RGB = 2;
    private static final int COLOUR_TYPE_INDEXED = 3;

    byte[] encode(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        int[] pixels = image.getRaster().getDataBuffer() instanceof DataBufferInt data
                        && image.getType() == BufferedImage.TYPE_INT_RGB
                ? data.getData()
                : image.getRGB(0, 0, w, h, null, 0, w);
        ColourTable table = ColourTable.count(pixels, w, h);
        return table == null ? truecolour(pixels, w, h) : indexed(w, h, table);
    }

    private static byte[] indexed(int w, int h, ColourTable table) {
        int[] palette = table.palette();
        byte[] ofColour = table.paletteIndexOfEachColour();
        short[] colours = table.colourOfEachPixel();
        int stride = 1 + w;
        byte[] raw = new byte[stride * h];
        for (int y = 0; y < h; y++) {
            int o = y * stride;
            raw[o++] = FILTER_NONE;
            if (table.sameAsRowAbove(y)) {
                System.arraycopy(raw, o - stride, raw, o, w);
                continue;
            }
            for (int x = 0, i = y * w; x < w; x++, i++) {
                raw[o++] = ofColour[colours[i]];
            }
        }
        byte[] plte = new byte[3 * palette.length];
        for (int i = 0; i < palette.length; i++) {
            plte[3 * i] = (byte) (palette[i] >>> 16);
            plte[3 * i + 1] = (byte) (palette[i] >>> 8);
            plte[3 * i + 2] = (byte) palette[i];
        }
        return file(w, h, COLOUR_TYPE_INDEXED, plte, deflate(raw));
    }

    private static byte[] truecolour(int[] pixels, int w, int h) {
        int stride = 1 + 3 * w;
        byte[] raw = new byte[stride * h];
        for (int y = 0; y < h; y++) {
            int o = y * stride;
            raw[o++] = FILTER_NONE;
            for (int x = 0; x < w; x++) {
                int p = pixels[y * w + x];
                raw[o++] = (byte) (p >>> 16);
                raw[o++] = (byte) (p >>> 8);
                raw[o++] = (byte) p;
            }
        }
        return file(w, h, COLOUR_TYPE_RGB, null, deflate(raw));
    }

    private static byte[] deflate(byte[] raw) {
        Deflater deflater = new Deflater(DEFLATE_LEVEL);
        try {
            deflater.setInput(raw);
            deflater.finish();
            ByteArrayOutputStream z = new ByteArrayOutputStream(raw.length / 16);
            byte[] buffer = new byte[64 * 1024];
            while (!deflater.finished()) {
                int n = deflater.deflate(buffer);
                z.write(buffer, 0, n);
            }
            return z.toByteArray();
        } finally {
            deflater.end();
        }
    }

    private static byte[] file(int w, int h, int colourType, byte[] palette, byte[] compressed) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(compressed.length + 1024);
        out.writeBytes(SIGNATURE);
        byte[] header = new byte[13];
        putInt(header, 0, w);
        putInt(header, 4, h);
        header[8] = 8; // bit depth
        header[9] = (byte) colourType;
        chunk(out, "IHDR", header);
        if (palette != null) {
            chunk(out, "PLTE", palette);
        }
        chunk(out, "IDAT", compressed);
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
        byte[] length = new byte[4];
        putInt(length, 0, data.length);
        out.writeBytes(length);
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        out.writeBytes(typeBytes);
        out.writeBytes(data);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data);
        byte[] sum = new byte[4];
        putInt(sum, 0, (int) crc.getValue());
        out.writeBytes(sum);
    }

    private static void putInt(byte[] b, int at, int v) {
        b[at] = (byte) (v >>> 24);
        b[at + 1] = (byte) (v >>> 16);
        b[at + 2] = (byte) (v >>> 8);
        b[at + 3] = (byte) v;
    }

    /**
     * The colours of one image: each pixel's colour as a number in order of first appearance, how often each occurs,
     * and the palette: the most frequent colours (ties broken by colour value, so the output is deterministic), with
     * every other colour mapped to its nearest palette entry.
     */
    private static final class ColourTable {
        private final int[] slots = new int[SLOTS];
        private final int[] rgbOf = new int[MAX_DISTINCT];
        private final int[] counts = new int[MAX_DISTINCT];
        private final short[] colourOfPixel;
        private final boolean[] sameAsAbove;
        private int distinct;
        private int[] palette;
        private byte[] paletteIndex;

        private ColourTable(int pixels, int rows) {
            colourOfPixel = new short[pixels];
            sameAsAbove = new boolean[rows];
            Arrays.fill(slots, -1);
        }

        /** The table of an image, or null when it has more colours than the table holds. */
        static ColourTable count(int[] pixels, int w, int h) {
            ColourTable table = new ColourTable(pixels.length, h);
            int[] runColours = new int[w];
            int[] runLengths = new int[w];
            int runs = 0;
            for (int y = 0; y < h; y++) {
                int start = y * w;
                // A board repeats whole rows (a flat square is the same row many times over): copy, do not look up.
                if (y > 0 && Arrays.equals(pixels, start - w, start, pixels, start, start + w)) {
                    table.sameAsAbove[y] = true;
                    System.arraycopy(table.colourOfPixel, start - w, table.colourOfPixel, start, w);
                    for (int r = 0; r < runs; r++) {
                        table.counts[runColours[r]] += runLengths[r];
                    }
                    continue;
                }
                runs = 0;
                for (int x = 0; x < w; ) {
                    int rgb = pixels[start + x] & 0xFFFFFF;
                    int end = x + 1;
                    while (end < w && (pixels[start + end] & 0xFFFFFF) == rgb) {
                        end++;
                    }
                    int colour = table.number(rgb);
                    if (colour < 0) {
                        return null;
                    }
                    Arrays.fill(table.colourOfPixel, start + x, start + end, (short) colour);
                    table.counts[colour] += end - x;
                    runColours[runs] = colour;
                    runLengths[runs++] = end - x;
                    x = end;
                }
            }
            table.choosePalette();
            return table;
        }

        boolean sameAsRowAbove(int y) {
            return sameAsAbove[y];
        }

        int[] palette() {
            return palette;
        }

        byte[] paletteIndexOfEachColour() {
            return paletteIndex;
        }

        short[] colourOfEachPixel() {
            return colourOfPixel;
        }

        /** The colour's number, given it on first sight; -1 when the table is full. */
        private int number(int rgb) {
            int s = (rgb * 0x9E3779B1 >>> 17) & (SLOTS - 1);
            while (slots[s] != -1) {
                if (rgbOf[slots[s]] == rgb) {
                    return slots[s];
                }
                s = (s + 1) & (SLOTS - 1);
            }
            if (distinct == MAX_DISTINCT) {
                return -1;
            }
            rgbOf[distinct] = rgb;
            slots[s] = distinct;
            return distinct++;
        }

        private void choosePalette() {
            long[] byFrequency = new long[distinct];
            for (int c = 0; c < distinct; c++) {
                byFrequency[c] = (long) counts[c] << 38 | (long) rgbOf[c] << 14 | c;
            }
            Arrays.sort(byFrequency);
            palette = new int[Math.min(PALETTE_SIZE, distinct)];
            paletteIndex = new byte[distinct];
            for (int i = 0; i < palette.length; i++) {
                int c = (int) (byFrequency[distinct - 1 - i] & 0x3FFF);
                palette[i] = rgbOf[c];
                paletteIndex[c] = (byte) i;
            }
            NearestColour nearest = new NearestColour(palette);
            for (int i = palette.length; i < distinct; i++) {
                int c = (int) (byFrequency[distinct - 1 - i] & 0x3FFF);
                paletteIndex[c] = (byte) nearest.of(rgbOf[c]);
            }
        }
    }
}

package io.djambi.render;

import java.awt.Rectangle;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Writes an animated GIF89a: a loop-for-ever extension and frames that each cover a rectangle of the screen, drawn
 * over the previous frame (disposal "do not dispose") with one index transparent. The first frame's palette is the
 * global colour table; each later frame brings its own (a local colour table), so that every frame keeps its own
 * colours exactly. A table is only as long as its frame needs (a power of two), and LZW starts at that many bits.
 * Written here rather than through ImageIO, whose writer rebuilds its metadata tree for every frame and took three
 * quarters of a 200-move game's time (docs/benchmarks.md). Not thread-safe: one encoder, one file.
 */
final class GifEncoder {
    private static final int MAX_CODE_SIZE = 12;
    private static final int MAX_CODES = 1 << MAX_CODE_SIZE;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 20);
    /**
     * The string table: open addressing on (prefix code, next byte), twice as many slots as codes. Small enough to
     * stay in the processor's cache, which a table indexed directly by all 2^20 keys did not, at twice the time.
     */
    private static final int SLOTS = MAX_CODES * 2;

    private final int[] keys = new int[SLOTS];
    private final short[] codes = new short[SLOTS];
    private final short[] runCodes = new short[MAX_CODES + 1];

    // the bit packer's state while one frame's data is written
    private final byte[] block = new byte[255];
    private int blockLength;
    private int bits;
    private int bitCount;

    private GifEncoder() {}

    /**
     * A GIF whose first frame is {@code first}: its palette becomes the global colour table. {@code first}'s
     * transparent index is ignored: there is nothing below the first frame.
     */
    static GifEncoder start(int width, int height, Quantizer.Frame first, int delayMillis) {
        GifEncoder gif = new GifEncoder();
        int tableBits = tableBits(first.palette().length);
        gif.out.writeBytes("GIF89a".getBytes(StandardCharsets.US_ASCII));
        gif.short16(width);
        gif.short16(height);
        gif.out.write(0x80 | 7 << 4 | tableBits - 1); // a global colour table, 8 bits a channel
        gif.out.write(0); // background colour index
        gif.out.write(0); // no pixel aspect ratio
        gif.colourTable(first.palette(), tableBits);
        gif.out.write(0x21);
        gif.out.write(0xFF);
        gif.out.write(11);
        gif.out.writeBytes("NETSCAPE2.0".getBytes(StandardCharsets.US_ASCII));
        gif.out.write(3);
        gif.out.write(1);
        gif.short16(0); // loop for ever
        gif.out.write(0);
        gif.image(first.indices(), first.area(), delayMillis, -1, null, tableBits);
        return gif;
    }

    /** A later frame, with its own colour table. */
    void frame(Quantizer.Frame frame, int delayMillis) {
        int entries = Math.max(frame.palette().length, frame.transparent() + 1);
        int tableBits = tableBits(entries);
        image(frame.indices(), frame.area(), delayMillis, frame.transparent(), frame.palette(), tableBits);
    }

    byte[] finish() {
        out.write(0x3B);
        return out.toByteArray();
    }

    /** The bits of a colour table holding {@code entries} colours: 2^bits entries, 1 to 8 bits. */
    private static int tableBits(int entries) {
        int tableBits = 1;
        while (1 << tableBits < entries) {
            tableBits++;
        }
        return tableBits;
    }

    /**
     * One image: {@code pixels} holds the area's palette indices row by row; {@code transparent} is the index that
     * leaves the previous frame showing, or -1 for none; {@code local} the frame's own colour table, or null for the
     * global one.
     */
    private void image(byte[] pixels, Rectangle area, int delayMillis, int transparent, int[] local, int tableBits) {
        out.write(0x21);
        out.write(0xF9);
        out.write(4);
        out.write(1 << 2 | (transparent >= 0 ? 1 : 0)); // disposal: do not dispose
        short16(Math.max(1, delayMillis / 10));
        out.write(Math.max(transparent, 0));
        out.write(0);
        out.write(0x2C);
        short16(area.x);
        short16(area.y);
        short16(area.width);
        short16(area.height);
        if (local == null) {
            out.write(0); // no local colour table, not interlaced
        } else {
            out.write(0x80 | tableBits - 1); // a local colour table, not interlaced
            colourTable(local, tableBits);
        }
        int minCodeSize = Math.max(2, tableBits); // GIF's LZW starts at 2 bits at least, even for a 2-colour table
        out.write(minCodeSize);
        compress(pixels, area.width * area.height, transparent, minCodeSize);
        out.write(0);
    }

    /** The colours, then black up to the table's 2^bits entries. */
    private void colourTable(int[] palette, int tableBits) {
        for (int i = 0; i < 1 << tableBits; i++) {
            int rgb = i < palette.length ? palette[i] : 0;
            out.write(rgb >>> 16 & 0xFF);
            out.write(rgb >>> 8 & 0xFF);
            out.write(rgb & 0xFF);
        }
    }

    /**
     * LZW, variable code size from 9 to 12 bits, a clear code whenever the table is full. Most of a frame is long
     * runs of the transparent index, so the codes for runs of it (i, ii, iii, ...) are remembered as they are made:
     * inside a run the encoder jumps straight to the longest run code it has instead of looking up each pixel. The
     * codes written are exactly those of plain LZW.
     */
    private void compress(byte[] pixels, int length, int runByte, int minCodeSize) {
        int clear = 1 << minCodeSize;
        int firstFree = clear + 2; // after the clear and end codes
        int codeSize = minCodeSize + 1;
        int next = firstFree;
        Arrays.fill(keys, 0);
        int longestRun = 1; // runCodes[n] is the code of runByte repeated n times, for n up to longestRun
        runCodes[1] = (short) runByte;
        write(clear, codeSize);
        int prefix = pixels[0] & 0xFF;
        int prefixRun = prefix == runByte ? 1 : 0; // how many runBytes the prefix is, or 0 if it is anything else
        for (int i = 1; i < length; i++) {
            int k = pixels[i] & 0xFF;
            if (k == runByte && prefixRun > 0 && prefixRun < longestRun) {
                int end = runEnd(pixels, i + 1, Math.min(length, i + longestRun - prefixRun), runByte);
                prefixRun += end - i;
                prefix = runCodes[prefixRun];
                i = end - 1;
                continue;
            }
            int key = (prefix << 8 | k) + 1; // 0 marks an empty slot
            int slot = slotOf(key);
            if (keys[slot] == key) {
                prefix = codes[slot];
                prefixRun = 0; // a longer run would have been found above
                continue;
            }
            write(prefix, codeSize);
            // Widen once the next free code no longer fits. The decoder learns each code one step later than the
            // encoder, so this test comes before the new code is added (GIF's "late change").
            if (next >= 1 << codeSize && codeSize < MAX_CODE_SIZE) {
                codeSize++;
            }
            if (next < MAX_CODES) {
                keys[slot] = key;
                if (k == runByte && prefixRun == longestRun) {
                    runCodes[++longestRun] = (short) next;
                }
                codes[slot] = (short) next++;
            } else {
                write(clear, codeSize);
                codeSize = minCodeSize + 1;
                next = firstFree;
                Arrays.fill(keys, 0);
                longestRun = 1;
            }
            prefix = k;
            prefixRun = k == runByte ? 1 : 0;
        }
        endFrame(prefix, clear + 1, codeSize, next);
    }

    /** Where the run of {@code runByte} starting at {@code from} ends, looking no further than {@code limit}. */
    private static int runEnd(byte[] pixels, int from, int limit, int runByte) {
        int end = from;
        while (end < limit && (pixels[end] & 0xFF) == runByte) {
            end++;
        }
        return end;
    }

    /** The slot of {@code key} in the string table: where it is, or the empty slot where it would go. */
    private int slotOf(int key) {
        int slot = key * 0x9E3779B1 >>> 19;
        while (keys[slot] != 0 && keys[slot] != key) {
            slot = (slot + 1) & (SLOTS - 1);
        }
        return slot;
    }

    /** The last prefix, the end code (widened as the decoder expects by then), and the bits still held back. */
    private void endFrame(int prefix, int end, int codeSize, int next) {
        write(prefix, codeSize);
        write(end, next >= 1 << codeSize && codeSize < MAX_CODE_SIZE ? codeSize + 1 : codeSize);
        if (bitCount > 0) {
            pack(bits & 0xFF);
        }
        bits = 0;
        bitCount = 0;
        flushBlock();
    }

    private void write(int code, int size) {
        bits |= code << bitCount;
        bitCount += size;
        while (bitCount >= 8) {
            pack(bits & 0xFF);
            bits >>>= 8;
            bitCount -= 8;
        }
    }

    private void pack(int b) {
        block[blockLength++] = (byte) b;
        if (blockLength == block.length) {
            flushBlock();
        }
    }

    private void flushBlock() {
        if (blockLength > 0) {
            out.write(blockLength);
            out.write(block, 0, blockLength);
            blockLength = 0;
        }
    }

    private void short16(int v) {
        out.write(v & 0xFF);
        out.write(v >>> 8 & 0xFF);
    }
}

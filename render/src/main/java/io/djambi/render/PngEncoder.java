package io.djambi.render;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * A small PNG writer for board images: 8-bit RGB, no row filter, deflate level 3, and only the IHDR, IDAT and IEND
 * chunks, so equal images give equal bytes. Measured on a crowded midgame (docs/benchmarks.md): unfiltered rows
 * compress better than Sub or Up on these flat-colour images, and level 3 is the last level before deflate's time
 * doubles; ImageIO's writer, which tries every filter on every row, took three times as long. Thread-safe.
 */
final class PngEncoder {
    private static final byte[] SIGNATURE = {(byte) 137, 80, 78, 71, 13, 10, 26, 10};
    private static final int FILTER_NONE = 0;
    private static final int DEFLATE_LEVEL = 3;

    byte[] encode(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        int[] pixels = image.getRaster().getDataBuffer() instanceof DataBufferInt data && image.getType() == BufferedImage.TYPE_INT_RGB
                ? data.getData()
                : image.getRGB(0, 0, w, h, null, 0, w);
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
        Deflater deflater = new Deflater(DEFLATE_LEVEL);
        byte[] compressed;
        try {
            deflater.setInput(raw);
            deflater.finish();
            ByteArrayOutputStream z = new ByteArrayOutputStream(raw.length / 16);
            byte[] buffer = new byte[64 * 1024];
            while (!deflater.finished()) {
                int n = deflater.deflate(buffer);
                z.write(buffer, 0, n);
            }
            compressed = z.toByteArray();
        } finally {
            deflater.end();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(compressed.length + 64);
        out.writeBytes(SIGNATURE);
        byte[] header = new byte[13];
        putInt(header, 0, w);
        putInt(header, 4, h);
        header[8] = 8; // bit depth
        header[9] = 2; // colour type: RGB
        chunk(out, "IHDR", header);
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
}

package io.djambi.render;

import java.awt.image.BufferedImage;

/**
 * How far a rendered image is from its golden image, forgiving what differs between JDKs and nothing else.
 *
 * <p>Font antialiasing and curve edges may come out a little differently on another JDK (the build runs on 21 and
 * 25): such noise is a few tens of levels on scattered edge pixels. So a pixel counts as different only when a channel
 * is off by more than {@link #CHANNEL_TOLERANCE}, and the image passes when few pixels differ overall and no block of
 * {@link #BLOCK} x {@link #BLOCK} pixels has many of them: the block rule is what catches a small missing thing (an
 * arrow, a ring, a piece) that the overall share alone would drown in a million pixels.
 */
record ImageComparison(
        boolean sameSize,
        int differingPixels,
        int totalPixels,
        int worstBlockPixels,
        int worstBlockX,
        int worstBlockY) {
    static final int CHANNEL_TOLERANCE = 40;
    static final int BLOCK = 32;
    /** At most 1% of the image may differ (every glyph's edge moving by a pixel stays under it)... */
    static final double MAX_SHARE = 0.01;
    /** ...and at most 10% of any one block: a missing arrow, ring, dot or piece fills more. */
    static final int MAX_PER_BLOCK = BLOCK * BLOCK / 10;

    static ImageComparison of(BufferedImage expected, BufferedImage actual) {
        int w = expected.getWidth();
        int h = expected.getHeight();
        if (w != actual.getWidth() || h != actual.getHeight()) {
            return new ImageComparison(false, w * h, w * h, BLOCK * BLOCK, 0, 0);
        }
        int columns = (w + BLOCK - 1) / BLOCK;
        int[] perBlock = new int[columns * ((h + BLOCK - 1) / BLOCK)];
        int differing = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (differs(expected.getRGB(x, y), actual.getRGB(x, y))) {
                    differing++;
                    perBlock[(y / BLOCK) * columns + x / BLOCK]++;
                }
            }
        }
        int worst = 0;
        for (int b = 1; b < perBlock.length; b++) {
            if (perBlock[b] > perBlock[worst]) {
                worst = b;
            }
        }
        return new ImageComparison(
                true, differing, w * h, perBlock[worst], (worst % columns) * BLOCK, (worst / columns) * BLOCK);
    }

    static boolean differs(int expectedRgb, int actualRgb) {
        for (int shift = 0; shift <= 16; shift += 8) {
            int e = (expectedRgb >> shift) & 0xFF;
            int a = (actualRgb >> shift) & 0xFF;
            if (Math.abs(e - a) > CHANNEL_TOLERANCE) {
                return true;
            }
        }
        return false;
    }

    boolean acceptable() {
        return sameSize && differingPixels <= totalPixels * MAX_SHARE && worstBlockPixels <= MAX_PER_BLOCK;
    }

    /** An image the size of {@code actual}: the actual image faded, with every differing pixel in magenta. */
    static BufferedImage diff(BufferedImage expected, BufferedImage actual) {
        BufferedImage out = new BufferedImage(actual.getWidth(), actual.getHeight(), BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < actual.getHeight(); y++) {
            for (int x = 0; x < actual.getWidth(); x++) {
                int a = actual.getRGB(x, y);
                boolean inside = x < expected.getWidth() && y < expected.getHeight();
                if (!inside || differs(expected.getRGB(x, y), a)) {
                    out.setRGB(x, y, 0xFF00FF);
                } else {
                    int grey = (((a >> 16) & 0xFF) + ((a >> 8) & 0xFF) + (a & 0xFF)) / 3;
                    int faded = 160 + grey * 95 / 255;
                    out.setRGB(x, y, faded << 16 | faded << 8 | faded);
                }
            }
        }
        return out;
    }

    @Override
    public String toString() {
        if (!sameSize) {
            return "the sizes differ";
        }
        return String.format(
                "%d of %d pixels differ (%.3f%%, at most %.1f%%); the worst %dx%d block, at (%d, %d), "
                        + "has %d (at most %d)",
                differingPixels,
                totalPixels,
                100.0 * differingPixels / totalPixels,
                100 * MAX_SHARE,
                BLOCK,
                BLOCK,
                worstBlockX,
                worstBlockY,
                worstBlockPixels,
                MAX_PER_BLOCK);
    }
}

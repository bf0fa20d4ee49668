package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.notation.PositionNotation;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

class PngEncoderTest {
    private static final String MIDGAME =
            "gCgR2yM2yAyC/gA4XyMyP1/gMX3yMX2/2XXyR3X/2rM1X3gM/2gNrN5/2X4rM1/rRrPrM2XbM1bA/rCrArMX2bMbR1 r ryyh r 0 30";

    @Test
    void aBoardDecodesWithEveryFlatColourExactAndEdgesClose() throws IOException {
        BufferedImage board =
                new BoardRenderer().render(PositionNotation.read(MIDGAME).orThrow(), RenderOptions.defaults());
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(new PngEncoder().encode(board)));
        assertEquals(board.getWidth(), decoded.getWidth());
        assertEquals(board.getHeight(), decoded.getHeight());
        Map<Integer, Integer> counts = new HashMap<>();
        for (int y = 0; y < board.getHeight(); y++) {
            for (int x = 0; x < board.getWidth(); x++) {
                counts.merge(board.getRGB(x, y), 1, Integer::sum);
            }
        }
        long far = 0;
        int worst = 0;
        for (int y = 0; y < board.getHeight(); y++) {
            for (int x = 0; x < board.getWidth(); x++) {
                int p = board.getRGB(x, y);
                int q = decoded.getRGB(x, y);
                if (counts.get(p) >= 500) { // a flat area's colour is in the palette as it is
                    assertEquals(p, q, "flat colour changed at " + x + "," + y);
                }
                int d = Math.abs((p >> 16 & 255) - (q >> 16 & 255))
                        + Math.abs((p >> 8 & 255) - (q >> 8 & 255))
                        + Math.abs((p & 255) - (q & 255));
                far += d > 48 ? 1 : 0;
                worst = Math.max(worst, d);
            }
        }
        // An edge pixel may take a neighbouring blend; one in a thousand may be visibly off, none wildly
        assertTrue(far < board.getWidth() * board.getHeight() / 1000, far + " edge pixels are far from their colour");
        assertTrue(worst < 200, "an edge pixel is off by " + worst);
    }

    @Test
    void anImageOfAtMost256ColoursIsKeptExactly() throws IOException {
        BufferedImage image = new BufferedImage(40, 30, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 30; y++) {
            for (int x = 0; x < 40; x++) {
                image.setRGB(x, y, (x % 10) * 0x1A0000 + (y % 20) * 0x000C00 + 5); // 200 colours
            }
        }
        assertSameImage(image, ImageIO.read(new ByteArrayInputStream(new PngEncoder().encode(image))));
    }

    @Test
    void anImageOfTooManyColoursToCountIsWrittenAsRgbExactly() throws IOException {
        BufferedImage image = new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 100; y++) {
            for (int x = 0; x < 200; x++) {
                image.setRGB(x, y, x << 16 | y << 8 | (x + y) & 0xFF); // 20,000 colours
            }
        }
        assertSameImage(image, ImageIO.read(new ByteArrayInputStream(new PngEncoder().encode(image))));
    }

    private static void assertSameImage(BufferedImage expected, BufferedImage actual) {
        assertEquals(expected.getWidth(), actual.getWidth());
        assertEquals(expected.getHeight(), actual.getHeight());
        for (int y = 0; y < expected.getHeight(); y++) {
            for (int x = 0; x < expected.getWidth(); x++) {
                assertEquals(expected.getRGB(x, y), actual.getRGB(x, y), "pixel " + x + "," + y);
            }
        }
    }
}

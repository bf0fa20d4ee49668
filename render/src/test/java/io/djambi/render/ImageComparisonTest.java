package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Rules;
import java.awt.image.BufferedImage;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The golden-image tolerance lets through what differs between JDKs, and not a missing piece or arrow. */
class ImageComparisonTest {
    private final BoardRenderer renderer = new BoardRenderer();

    private static Position read(String text) {
        return PositionNotation.read(text).orThrow();
    }

    @Test
    void anImageMatchesItself() {
        BufferedImage start = renderer.render(read("start"), RenderOptions.defaults());
        ImageComparison same = ImageComparison.of(start, renderer.render(read("start"), RenderOptions.defaults()));
        assertTrue(same.acceptable(), same::toString);
        assertTrue(same.differingPixels() == 0, same::toString);
    }

    @Test
    void antialiasingNoiseIsForgiven() {
        // GIVEN the start, and a copy with every edge pixel off by up to the channel tolerance and 0.5% of all
        // pixels, scattered, replaced outright: more than two JDKs' font rasterisers differ by
        BufferedImage golden = renderer.render(read("start"), RenderOptions.defaults());
        BufferedImage noisy = copy(golden);
        Random random = new Random(7);
        for (int y = 0; y < noisy.getHeight(); y++) {
            for (int x = 0; x + 1 < noisy.getWidth(); x++) {
                if (ImageComparison.differs(golden.getRGB(x, y), golden.getRGB(x + 1, y))) {
                    noisy.setRGB(x, y, nudge(golden.getRGB(x, y), random));
                }
                if (random.nextInt(200) == 0) {
                    noisy.setRGB(x, y, ~golden.getRGB(x, y));
                }
            }
        }
        // WHEN compared THEN it passes
        ImageComparison c = ImageComparison.of(golden, noisy);
        assertTrue(c.differingPixels() > 0, "the noise must show at all: " + c);
        assertTrue(c.acceptable(), c::toString);
    }

    @Test
    void aMissingPieceIsNoticedThoughItIsUnderOnePercentOfTheImage() {
        // GIVEN the start and the start without Red's Necromobile on C3
        BufferedImage golden = renderer.render(read("start"), RenderOptions.defaults());
        Position without = read(
                "gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/9/9/9/rMrM4bNbMbM/rRrPrM3bMbPbA/rCrArM3bMbRbC r rbyg r 0 0");
        BufferedImage actual = renderer.render(without, RenderOptions.defaults());
        // WHEN compared
        ImageComparison c = ImageComparison.of(golden, actual);
        // THEN the overall share alone would let it through; the block rule does not
        assertTrue(c.differingPixels() < c.totalPixels() * ImageComparison.MAX_SHARE, c::toString);
        assertFalse(c.acceptable(), c::toString);
    }

    @Test
    void aMissingLastMoveArrowIsNoticed() {
        // GIVEN a board after C3-F6 with the last move drawn, and the same board without it
        Position start = read("start");
        Move move = MoveNotation.read(start, "C3-F6").orThrow();
        Position after = Rules.applyLegal(start, move);
        BufferedImage golden = renderer.render(after, RenderOptions.defaults().withLastMove(move));
        BufferedImage actual = renderer.render(after, RenderOptions.defaults());
        // WHEN compared THEN they differ
        ImageComparison c = ImageComparison.of(golden, actual);
        assertFalse(c.acceptable(), c::toString);
    }

    @Test
    void anotherSizeIsNoticed() {
        BufferedImage golden = renderer.render(read("start"), RenderOptions.defaults());
        BufferedImage smaller =
                renderer.render(read("start"), RenderOptions.defaults().withWidth(600));
        assertFalse(ImageComparison.of(golden, smaller).acceptable());
    }

    private static int nudge(int rgb, Random random) {
        int out = 0;
        for (int shift = 0; shift <= 16; shift += 8) {
            int c = (rgb >> shift) & 0xFF;
            int d = random.nextInt(2 * ImageComparison.CHANNEL_TOLERANCE + 1) - ImageComparison.CHANNEL_TOLERANCE;
            out |= Math.clamp(c + d, 0, 255) << shift;
        }
        return out;
    }

    private static BufferedImage copy(BufferedImage image) {
        BufferedImage out = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_RGB);
        out.getGraphics().drawImage(image, 0, 0, null);
        return out;
    }
}

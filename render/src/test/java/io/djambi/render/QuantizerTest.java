package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;

/** Images made up for the case, through {@link Quantizer} and {@link GifEncoder}, decoded by ImageIO. */
class QuantizerTest {
    private static final int W = 40;
    private static final int H = 20;

    /** Images as GIF frames, and the frames as a viewer shows them, each laid over the ones before. */
    private static List<int[]> shown(List<int[]> images) throws IOException {
        Quantizer quantizer = new Quantizer(W, H);
        GifEncoder gif = GifEncoder.start(W, H, quantizer.next(images.get(0)), 100);
        for (int i = 1; i < images.size(); i++) {
            gif.frame(quantizer.next(images.get(i)), 100);
        }
        List<int[]> shown = new ArrayList<>();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif.finish()))) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            BufferedImage canvas = new BufferedImage(W, H, BufferedImage.TYPE_INT_RGB);
            for (int i = 0; i < images.size(); i++) {
                var descriptor = reader.getImageMetadata(i)
                        .getAsTree("javax_imageio_gif_image_1.0")
                        .getFirstChild()
                        .getAttributes();
                int x = Integer.parseInt(
                        descriptor.getNamedItem("imageLeftPosition").getNodeValue());
                int y = Integer.parseInt(
                        descriptor.getNamedItem("imageTopPosition").getNodeValue());
                Graphics2D g = canvas.createGraphics();
                g.drawImage(reader.read(i), x, y, null);
                g.dispose();
                int[] rgb = canvas.getRGB(0, 0, W, H, null, 0, W);
                for (int p = 0; p < rgb.length; p++) {
                    rgb[p] &= 0xFFFFFF;
                }
                shown.add(rgb);
            }
        }
        return shown;
    }

    @Test
    void fewColoursAndFramesThatChangeNothingComeOutExactly() throws IOException {
        // GIVEN a two-colour image, the same again, then one pixel of a third colour
        int[] first = new int[W * H];
        for (int p = 0; p < first.length; p++) {
            first[p] = p % W < 10 ? 0x2B2D31 : 0xEFE6D0;
        }
        int[] third = first.clone();
        third[5 * W + 30] = 0x5AA0F0;
        // WHEN they become GIF frames (the second covers one transparent pixel, in a table of two entries)
        List<int[]> shown = shown(List.of(first, first.clone(), third));
        // THEN every frame shows its image exactly
        assertArrayEquals(first, shown.get(0));
        assertArrayEquals(first, shown.get(1));
        assertArrayEquals(third, shown.get(2));
    }

    @Test
    void aColourThatBecomesFrequentIsShownExactlyWhereItDidNotChange() throws IOException {
        // GIVEN an image of 250 colours of 3 pixels each and 50 colours of one pixel: more than a GIF table holds,
        // so the rarest (ties broken by colour value) are drawn as the nearest frequent one, among them the rare
        // colour of lowest value
        int[] before = new int[W * H];
        for (int p = 0; p < 750; p++) {
            before[p] = colour(p / 3);
        }
        int at = 750;
        for (int p = 750; p < W * H; p++) {
            before[p] = colour(1000 + p);
            at = before[p] < before[at] ? p : at;
        }
        int rare = before[at];
        // AND a next image where ten other pixels take that colour, which is then among the most frequent
        int[] after = before.clone();
        for (int p = 0; p < 30; p += 3) {
            after[p] = rare;
        }
        // WHEN both become GIF frames
        List<int[]> shown = shown(List.of(before, after));
        // THEN the first frame shows that pixel as another colour, and the second shows it exactly, though it did not
        // change
        assertEquals(before[0], shown.get(0)[0]);
        assertNotEquals(rare, shown.get(0)[at]);
        assertEquals(rare, shown.get(1)[at]);
        assertEquals(rare, shown.get(1)[0]);
        assertEquals(before[1], shown.get(1)[1]);
    }

    /** Distinct, well spread colours. */
    private static int colour(int k) {
        return (k * 0x9E3779B1 >>> 8) & 0xFFFFFF;
    }
}

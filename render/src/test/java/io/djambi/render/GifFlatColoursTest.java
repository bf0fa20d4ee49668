package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.notation.RecordNotation;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The replay GIF against the board PNG of the same position, drawn at the same width: every flat colour of the PNG
 * (one covering at least {@link #FLAT_PIXELS} pixels, or a theme colour it shows at all) is in the GIF's frame
 * exactly and at the same pixels. Squares, camp tints, the maze, the last move's tint and text must not drift to a
 * neighbouring palette colour; only rare antialiased edge colours may.
 */
class GifFlatColoursTest {
    private static final int FLAT_PIXELS = 200;
    private static final String RECORD = """
            start
            C3-D4
            I3-I4
            G7-F6
            A7-A6
            """;

    private final BoardRenderer boards = new BoardRenderer();
    private final Theme theme = Theme.standard();

    @ParameterizedTest(name = "{0} px wide")
    @ValueSource(ints = {360, 720})
    void theFirstFrameShowsEveryFlatColourOfTheStartPngExactly(int width) throws IOException {
        // GIVEN the start position as a PNG and a replay GIF starting from it, at one width
        GameRecord record = RecordNotation.read(RECORD).orThrow();
        RenderOptions options = RenderOptions.defaults().withWidth(width);
        Game game = Game.replay(record.start(), record.events()).orThrow();
        BufferedImage png = ImageIO.read(
                new ByteArrayInputStream(boards.png(game.positions().get(0), options)));
        // WHEN ImageIO decodes the GIF's first frame
        List<BufferedImage> frames = frames(new GifRenderer(boards).gif(record, options, 500, 0));
        // THEN each flat colour of the PNG is in the frame, exactly where the PNG has it
        assertSameFlatColours(png, null, frames.get(0), "frame 0");
    }

    @ParameterizedTest(name = "{0} px wide")
    @ValueSource(ints = {360, 720})
    void everyLaterFrameShowsTheFlatColoursOfItsPositionsPng(int width) throws IOException {
        // GIVEN a replay of four moves, each frame drawing the move that led to it
        GameRecord record = RecordNotation.read(RECORD).orThrow();
        RenderOptions options = RenderOptions.defaults().withWidth(width);
        Game game = Game.replay(record.start(), record.events()).orThrow();
        List<BufferedImage> frames = frames(new GifRenderer(boards).gif(record, options, 500, 0));
        assertEquals(game.positions().size(), frames.size());
        // WHEN each frame is seen as a viewer shows it, laid over the frames before
        for (int i = 1; i < frames.size(); i++) {
            GameEvent.Played played = (GameEvent.Played) game.events().get(i - 1);
            RenderOptions drawn = options.withLastMove(played.move());
            BufferedImage png = ImageIO.read(
                    new ByteArrayInputStream(boards.png(game.positions().get(i), drawn)));
            // THEN it has the flat colours of its own position's PNG: the last move's tint on plain and camp squares
            // too
            assertSameFlatColours(png, boards.render(game.positions().get(i), drawn), frames.get(i), "frame " + i);
        }
    }

    /** The frames as a viewer shows them: each decoded frame laid at its offset over the ones before. */
    private static List<BufferedImage> frames(byte[] gif) throws IOException {
        List<BufferedImage> shown = new ArrayList<>();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            int n = reader.getNumImages(true);
            BufferedImage first = reader.read(0);
            BufferedImage canvas = new BufferedImage(first.getWidth(), first.getHeight(), BufferedImage.TYPE_INT_RGB);
            for (int i = 0; i < n; i++) {
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
                BufferedImage copy =
                        new BufferedImage(canvas.getWidth(), canvas.getHeight(), BufferedImage.TYPE_INT_RGB);
                copy.setData(canvas.getData());
                shown.add(copy);
            }
        }
        return shown;
    }

    /**
     * Checks {@code frame} where {@code png} shows one of its flat colours; with {@code drawing}, only where the
     * drawing has that colour too. A later position has more edge colours than a PNG's 256 (the header's new words,
     * the last move's tint under letters), and then the PNG itself merges some rare edge colours into a neighbouring
     * flat colour: there the drawing, not the PNG, says what the pixel is.
     */
    private void assertSameFlatColours(BufferedImage png, BufferedImage drawing, BufferedImage frame, String what) {
        assertEquals(png.getWidth(), frame.getWidth(), what + " width");
        assertEquals(png.getHeight(), frame.getHeight(), what + " height");
        Map<Integer, Integer> flat = flatColours(png);
        assertTrue(flat.size() >= 10, what + ": only " + flat.size() + " flat colours in the PNG");
        Map<Integer, Integer> wrong = new TreeMap<>();
        int checked = 0;
        for (int y = 0; y < png.getHeight(); y++) {
            for (int x = 0; x < png.getWidth(); x++) {
                int p = png.getRGB(x, y) & 0xFFFFFF;
                if (!flat.containsKey(p) || drawing != null && (drawing.getRGB(x, y) & 0xFFFFFF) != p) {
                    continue;
                }
                checked++;
                if ((frame.getRGB(x, y) & 0xFFFFFF) != p) {
                    wrong.merge(p, 1, Integer::sum);
                }
            }
        }
        int pixels = png.getWidth() * png.getHeight();
        assertTrue(checked > pixels * 9 / 10, what + ": only " + checked + " of " + pixels + " pixels checked");
        assertTrue(
                wrong.isEmpty(),
                () -> what + ": " + wrong.size() + " of the PNG's " + flat.size()
                        + " flat colours are elsewhere or shifted (colour: pixels wrong of pixels): "
                        + wrong.entrySet().stream()
                                .map(e ->
                                        String.format("%06x: %d of %d", e.getKey(), e.getValue(), flat.get(e.getKey())))
                                .collect(Collectors.joining(", ")));
    }

    /** The PNG's flat colours and how many pixels each covers. */
    private Map<Integer, Integer> flatColours(BufferedImage png) {
        Map<Integer, Integer> counts = new TreeMap<>();
        for (int y = 0; y < png.getHeight(); y++) {
            for (int x = 0; x < png.getWidth(); x++) {
                counts.merge(png.getRGB(x, y) & 0xFFFFFF, 1, Integer::sum);
            }
        }
        List<Integer> themeColours = themeColours();
        counts.entrySet().removeIf(e -> e.getValue() < FLAT_PIXELS && !themeColours.contains(e.getKey()));
        return counts;
    }

    private List<Integer> themeColours() {
        List<Integer> colours = new ArrayList<>();
        for (var component : Theme.class.getRecordComponents()) {
            try {
                colours.add(((Color) component.getAccessor().invoke(theme)).getRGB() & 0xFFFFFF);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }
        return colours;
    }
}

package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.game.GameRecord;
import io.djambi.engine.notation.RecordNotation;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;

class GifRendererTest {
    private static final String RECORD = """
            start
            C3-E5
            I3-I4
            G7-F6
            A7-A6
            """.replace("C3-E5", "C3-D4");

    private static int frames(byte[] gif) throws IOException {
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            return reader.getNumImages(true);
        }
    }

    @Test
    void oneFrameAPositionAndTheLastMovesOnlyWhenAsked() throws IOException {
        GameRecord record = RecordNotation.read(RECORD).orThrow();
        GifRenderer gifs = new GifRenderer(new BoardRenderer());
        RenderOptions small = RenderOptions.defaults().withWidth(300);
        assertEquals(5, frames(gifs.gif(record, small, 500, 0)));
        assertEquals(3, frames(gifs.gif(record, small, 500, 2)));
    }

    @Test
    void layingEveryFrameOverTheLastGivesTheFinalBoard() throws IOException {
        // GIVEN a 200-move game, so the LZW tables fill and clear many times and frames overlap in many ways
        GameRecord record;
        try (var in = getClass().getResourceAsStream("/game-200-moves.txt")) {
            record = RecordNotation.read(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8))
                    .orThrow();
        }
        BoardRenderer boards = new BoardRenderer();
        RenderOptions options = RenderOptions.defaults().withWidth(360);
        byte[] gif = new GifRenderer(boards).gif(record, options, 500, 0);
        // WHEN ImageIO decodes each frame and lays it at its offset over the frames before
        java.awt.image.BufferedImage canvas;
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            int n = reader.getNumImages(true);
            assertEquals(record.events().size() + 1, n);
            java.awt.image.BufferedImage first = reader.read(0);
            canvas = new java.awt.image.BufferedImage(
                    first.getWidth(), first.getHeight(), java.awt.image.BufferedImage.TYPE_INT_ARGB);
            java.awt.Graphics2D g = canvas.createGraphics();
            for (int i = 0; i < n; i++) {
                var descriptor = reader.getImageMetadata(i)
                        .getAsTree("javax_imageio_gif_image_1.0")
                        .getFirstChild()
                        .getAttributes();
                int x = Integer.parseInt(
                        descriptor.getNamedItem("imageLeftPosition").getNodeValue());
                int y = Integer.parseInt(
                        descriptor.getNamedItem("imageTopPosition").getNodeValue());
                g.drawImage(reader.read(i), x, y, null);
            }
            g.dispose();
        }
        // THEN the result is the last position's board, up to the palette's rounding
        var game = io.djambi.engine.game.Game.replay(record.start(), record.events())
                .orThrow();
        var last = (io.djambi.engine.game.GameEvent.Played)
                record.events().get(record.events().size() - 1);
        java.awt.image.BufferedImage expected = boards.render(game.position(), options.withLastMove(last.move()));
        long far = 0;
        for (int y = 0; y < expected.getHeight(); y++) {
            for (int x = 0; x < expected.getWidth(); x++) {
                int p = expected.getRGB(x, y);
                int q = canvas.getRGB(x, y);
                int d = Math.abs((p >> 16 & 255) - (q >> 16 & 255))
                        + Math.abs((p >> 8 & 255) - (q >> 8 & 255))
                        + Math.abs((p & 255) - (q & 255));
                far += d > 60 ? 1 : 0;
            }
        }
        assertTrue(far < expected.getWidth() * expected.getHeight() / 1000, far + " pixels are far off");
    }

    @Test
    void aReplayOfNMovesHasNPlusOneFramesTheStartIncluded() throws IOException {
        // GIVEN a record of four moves
        GameRecord record = RecordNotation.read(RECORD).orThrow();
        // WHEN the whole game is drawn
        byte[] gif = new GifRenderer(new BoardRenderer())
                .gif(record, RenderOptions.defaults().withWidth(300), 500, 0);
        // THEN there is the start and one frame a move
        assertEquals(record.events().size() + 1, frames(gif));
        assertEquals(5, frames(gif));
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}''s Chief")
    @org.junit.jupiter.params.provider.CsvSource({"RED, A1", "BLUE, I1", "YELLOW, I9", "GREEN, A9"})
    void theCampsKeepTheirExactColoursInEveryFrame(io.djambi.engine.model.Colour camp, String chief)
            throws IOException {
        // GIVEN a replay drawn at the bot's replay width
        GameRecord record = RecordNotation.read(RECORD).orThrow();
        Theme theme = Theme.standard();
        RenderOptions options = RenderOptions.defaults().withWidth(720);
        byte[] gif = new GifRenderer(new BoardRenderer()).gif(record, options, 500, 0);
        // WHEN ImageIO decodes the first frame, the whole board
        java.awt.image.BufferedImage first;
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            first = reader.read(0);
        }
        // THEN the Chief's token, beside its letter, is exactly the theme's camp colour
        BoardGeometry geo = options.geometry();
        io.djambi.engine.model.Square s = io.djambi.engine.model.Square.parse(chief);
        int x = (int) (geo.centreX(s) - PieceSprites.radius(geo.cell()) * 0.82);
        int y = (int) geo.centreY(s);
        assertEquals(
                Integer.toHexString(theme.camp(camp).getRGB() & 0xFFFFFF),
                Integer.toHexString(first.getRGB(x, y) & 0xFFFFFF));
    }
}

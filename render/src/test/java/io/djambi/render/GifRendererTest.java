package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
        GifRenderer gifs = new GifRenderer(new BoardRenderer(), Theme.standard());
        RenderOptions small = RenderOptions.defaults().withWidth(300);
        assertEquals(5, frames(gifs.gif(record, small, 500, 0)));
        assertEquals(3, frames(gifs.gif(record, small, 500, 2)));
    }
}

package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.PositionNotation;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BoardRendererTest {
    static final String MIDGAME =
            "gCgR2yM2yAyC/gA4XyMyP1/gMX3yMX2/2XXyR3X/2rM1X3gM/2gNrN5/2X4rM1/rRrPrM2XbM1bA/rCrArMX2bMbR1 r ryyh r 0 30";
    private final BoardRenderer renderer = new BoardRenderer();
    private final Theme theme = Theme.standard();

    private static Position read(String text) {
        return PositionNotation.read(text).orThrow();
    }

    /** The colour of a point a third of the way from the centre to the left edge: on the disc, off the symbol. */
    private static Color discColour(BufferedImage image, RenderOptions options, String square) {
        BoardGeometry geo = options.geometry();
        Square s = Square.parse(square);
        return new Color(image.getRGB((int) (geo.centreX(s) - geo.cell() * 0.27), (int) geo.centreY(s)));
    }

    private static Color cornerColour(BufferedImage image, RenderOptions options, String square) {
        java.awt.Rectangle b = options.geometry().bounds(Square.parse(square));
        return new Color(image.getRGB(b.x + 4, b.y + 4));
    }

    private static boolean near(Color a, Color b, int tolerance) {
        return Math.abs(a.getRed() - b.getRed()) <= tolerance
                && Math.abs(a.getGreen() - b.getGreen()) <= tolerance
                && Math.abs(a.getBlue() - b.getBlue()) <= tolerance;
    }

    @Test
    void piecesShowTheirCampColourAndCorpsesTheDeadColour() {
        RenderOptions o = RenderOptions.defaults();
        BufferedImage image = renderer.render(read(MIDGAME), o);
        assertTrue(near(discColour(image, o, "A1"), theme.red(), 8), "Red Chief on A1");
        assertTrue(near(discColour(image, o, "H1"), theme.blue(), 8), "Blue Reporter on H1");
        assertTrue(near(discColour(image, o, "I9"), theme.yellow(), 8), "Yellow Chief on I9");
        assertTrue(near(discColour(image, o, "A9"), theme.green(), 8), "hostage Green Chief on A9");
        assertTrue(near(discColour(image, o, "D1"), theme.corpse(), 8), "corpse on D1");
        assertTrue(near(cornerColour(image, o, "E5"), theme.mazeFill(), 8), "the maze");
        assertTrue(!near(cornerColour(image, o, "E4"), theme.mazeFill(), 60), "the field is not the maze");
    }

    @Test
    void satellitesWearTheirControllersColour() {
        RenderOptions o = RenderOptions.defaults();
        BufferedImage image = renderer.render(read(MIDGAME), o);
        BoardGeometry geo = o.geometry();
        Square blueSatellite = Square.parse("H1"); // Blue's camp is Yellow's in this game
        Color ring = new Color(image.getRGB((int) (geo.centreX(blueSatellite) - geo.cell() * 0.41), (int) geo.centreY(blueSatellite)));
        assertTrue(near(ring, theme.yellow(), 20), "ring " + ring);
    }

    @Test
    void lastMoveOverlayTintsItsSquares() {
        Position before = read("start");
        RenderOptions plain = RenderOptions.defaults();
        RenderOptions marked = plain.withLastMove(MoveNotation.read(before, "C3-F6").orThrow());
        Position after = read("gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/5rN3/9/9/rMrM4bNbMbM/rRrPrM3bMbPbA/rCrArM3bMbRbC b rbyg b 0 1");
        BufferedImage a = renderer.render(after, plain);
        BufferedImage b = renderer.render(after, marked);
        assertTrue(!near(cornerColour(a, plain, "F6"), cornerColour(b, marked, "F6"), 10), "destination tinted");
        assertTrue(!near(cornerColour(a, plain, "C3"), cornerColour(b, marked, "C3"), 10), "origin tinted");
        assertTrue(near(cornerColour(a, plain, "H5"), cornerColour(b, marked, "H5"), 0), "elsewhere untouched");
    }

    @Test
    void selectionMarksTheLegalTargets() {
        RenderOptions o = RenderOptions.defaults().withSelection(Square.parse("C3"), null);
        BufferedImage image = renderer.render(read("start"), o);
        BoardGeometry geo = o.geometry();
        Color target = new Color(image.getRGB((int) geo.centreX(Square.parse("D4")), (int) geo.centreY(Square.parse("D4"))));
        Color notTarget = new Color(image.getRGB((int) geo.centreX(Square.parse("D5")), (int) geo.centreY(Square.parse("D5"))));
        assertTrue(near(target, theme.selection(), 60), "D4 is a target: " + target);
        assertTrue(!near(notTarget, theme.selection(), 60), "D5 is not");
    }

    @ParameterizedTest(name = "bottom {0}: {1} in the bottom-left corner")
    @CsvSource({"RED, A1, RED", "BLUE, I1, BLUE", "YELLOW, I9, YELLOW", "GREEN, A9, GREEN"})
    void orientationPutsTheChosenCornerAtTheBottom(Colour bottom, String corner, Colour chief) {
        RenderOptions o = RenderOptions.defaults().withBottom(bottom);
        BufferedImage image = renderer.render(read("start"), o);
        BoardGeometry geo = o.geometry();
        int x = geo.margin() + (int) (geo.cell() * 0.5 - geo.cell() * 0.27);
        int y = geo.top() + geo.margin() + 8 * geo.cell() + geo.cell() / 2;
        assertTrue(near(new Color(image.getRGB(x, y)), theme.camp(chief), 8), corner + " shows " + chief);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            start            | start
            hostage start    | start3
            crowded midgame  | gCgR2yM2yAyC/gA4XyMyP1/gMX3yMX2/2XXyR3X/2rM1X3gM/2gNrN5/2X4rM1/rRrPrM2XbM1bA/rCrArMX2bMbR1 r ryyh r 0 30
            chief in power   | gCgR2X2yAyC/gAX3XXyMyR/3X1yMXyM1/1gMgMXXX3/4bC4/1XXrM5/rM1XX4bM/rA2X3yMbA/rC1rMX1bM3 b rbyg y 1 38
            corpse on maze   | gC7yC/9/9/9/4X4/9/2rN6/9/rC7bC r rbyg r 0 3
            frozen camp      | 2XXX2XX/X2gA2XXX/6X1yM/XXXgCXXX1X/3X3XbM/rM1XyM3XX/rM6X1/rR5rA2/XXrC5X r rg-g r 0 76
            game over        | 9/9/9/9/9/9/9/9/rC5X1rM - rrrr - 0 1
            puppet on maze   | 8yC/9/9/9/4gC4/2rP6/9/9/rC7bC b rbyh b 0 1
            """)
    void everyKindOfStateRendersAsAPng(String name, String position) throws IOException {
        byte[] png = renderer.png(read(position), RenderOptions.defaults());
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(png));
        BufferedImage drawn = renderer.render(read(position), RenderOptions.defaults());
        assertEquals(drawn.getWidth(), decoded.getWidth());
        assertEquals(drawn.getRGB(500, 500), decoded.getRGB(500, 500) & 0xFFFFFF | 0xFF000000);
    }

    @Test
    void equalInputGivesEqualBytes() {
        RenderOptions o = RenderOptions.defaults().withNames(java.util.Map.of(Colour.RED, "Ann"));
        assertArrayEquals(renderer.png(read(MIDGAME), o), renderer.png(read(MIDGAME), o));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            start.png    | start                                                     | RED
            midgame.png  | gCgR2yM2yAyC/gA4XyMyP1/gMX3yMX2/2XXyR3X/2rM1X3gM/2gNrN5/2X4rM1/rRrPrM2XbM1bA/rCrArMX2bMbR1 r ryyh r 0 30 | BLUE
            frozen.png   | 2XXX2XX/X2gA2XXX/6X1yM/XXXgCXXX1X/3X3XbM/rM1XyM3XX/rM6X1/rR5rA2/XXrC5X r rg-g r 0 76 | YELLOW
            """)
    void imagesMatchTheGoldenImages(String file, String position, Colour bottom) throws IOException {
        BufferedImage actual = renderer.render(read(position), RenderOptions.defaults().withBottom(bottom));
        BufferedImage golden;
        try (InputStream in = getClass().getResourceAsStream("/golden/" + file)) {
            golden = ImageIO.read(in);
        }
        assertEquals(golden.getWidth(), actual.getWidth());
        assertEquals(golden.getHeight(), actual.getHeight());
        long differing = 0;
        for (int y = 0; y < actual.getHeight(); y++) {
            for (int x = 0; x < actual.getWidth(); x++) {
                if (!near(new Color(golden.getRGB(x, y)), new Color(actual.getRGB(x, y)), 48)) {
                    differing++;
                }
            }
        }
        // Antialiasing may differ a little between JDKs; the picture may not.
        assertTrue(differing < actual.getWidth() * actual.getHeight() / 200, differing + " pixels differ from " + file);
    }
}

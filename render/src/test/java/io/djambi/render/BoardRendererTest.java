package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Rules;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
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

    /** The colour at the exact centre of a square, found with the geometry the renderer itself uses. */
    private static Color centreColour(BufferedImage image, RenderOptions options, String square) {
        BoardGeometry geo = options.geometry();
        Square s = Square.parse(square);
        return new Color(image.getRGB((int) geo.centreX(s), (int) geo.centreY(s)));
    }

    /** {@code over} drawn with {@code alpha} (0-255) on {@code under}, as Java2D's SrcOver composes them. */
    private static Color blend(Color under, Color over, int alpha) {
        return new Color(
                (over.getRed() * alpha + under.getRed() * (255 - alpha)) / 255,
                (over.getGreen() * alpha + under.getGreen() * (255 - alpha)) / 255,
                (over.getBlue() * alpha + under.getBlue() * (255 - alpha)) / 255);
    }

    @ParameterizedTest(name = "{0} is a {1} square")
    @CsvSource({"D4, dark", "D5, light", "E4, light", "F6, dark", "F4, dark", "E6, light", "D6, dark"})
    void emptySquaresOfTheFieldShowTheirSquareColour(String square, String shade) {
        // GIVEN the start, whose middle squares are empty and outside every camp's home corner
        RenderOptions o = RenderOptions.defaults();
        BufferedImage image = renderer.render(read("start"), o);
        // THEN the centre of each is exactly the theme's square colour
        Color expected = shade.equals("dark") ? theme.darkSquare() : theme.lightSquare();
        assertEquals(expected, centreColour(image, o, square), square);
    }

    @ParameterizedTest(name = "bottom {0}")
    @CsvSource({"RED", "BLUE", "YELLOW", "GREEN"})
    void theMazeIsInTheMiddleWhicheverCampIsAtTheBottom(Colour bottom) {
        RenderOptions o = RenderOptions.defaults().withBottom(bottom);
        BufferedImage image = renderer.render(read("start"), o);
        assertEquals(theme.mazeFill(), centreColour(image, o, "E5"));
    }

    @Test
    void theLastMoveTintsItsDestinationWithTheThemesColour() {
        // GIVEN C3-F6 from the start, drawn as the last move
        Position start = read("start");
        Move move = MoveNotation.read(start, "C3-F6").orThrow();
        RenderOptions o = RenderOptions.defaults().withLastMove(move);
        BufferedImage image = renderer.render(Rules.applyLegal(start, move), o);
        // THEN F6's corner (off the piece) is the last-move colour laid over the dark square, and C3's over the
        // dark square of Red's home corner, more faintly
        Color destination = cornerColour(image, o, "F6");
        assertTrue(near(destination, blend(theme.darkSquare(), theme.lastMove(), 170), 3), "F6 " + destination);
        Color origin = cornerColour(image, o, "C3");
        Color home = blend(theme.darkSquare(), theme.red(), 46);
        assertTrue(near(origin, blend(home, theme.lastMove(), 110), 3), "C3 " + origin);
    }

    @Test
    void theMazeActionArrowPassesThroughTheMaze() {
        // GIVEN Red's Provocateur lifts Blue's Chief off the maze (E1 to E5, out to H5, the Chief laid on A5)
        Position before = read("gC7yC/9/9/9/4bC4/9/2rA3bM2/9/rC3rP3bN r rbyg r 0 0");
        Move move = MoveNotation.read(before, "E1xE5-H5>A5").orThrow();
        RenderOptions o = RenderOptions.defaults().withLastMove(move);
        BufferedImage image = renderer.render(Rules.applyLegal(before, move), o);
        // THEN the arrow, in the mover's camp colour, runs through the middle of E3 (on the way in) and of F5 (out)
        assertEquals(theme.red(), centreColour(image, o, "E3"), "E3");
        assertEquals(theme.red(), centreColour(image, o, "F5"), "F5");
        // AND the square the Chief was laid on is ringed in the placement colour
        java.awt.Rectangle a5 = o.geometry().bounds(Square.parse("A5"));
        int inset = Math.round(o.cell() * 0.06f);
        Color ring = new Color(image.getRGB(a5.x + inset, a5.y + a5.height / 2));
        assertTrue(near(ring, theme.placement(), 12), "A5 ring " + ring);
    }

    @Test
    void satellitesWearTheirControllersColour() {
        RenderOptions o = RenderOptions.defaults();
        BufferedImage image = renderer.render(read(MIDGAME), o);
        BoardGeometry geo = o.geometry();
        Square blueSatellite = Square.parse("H1"); // Blue's camp is Yellow's in this game
        Color ring = new Color(
                image.getRGB((int) (geo.centreX(blueSatellite) - geo.cell() * 0.41), (int) geo.centreY(blueSatellite)));
        assertTrue(near(ring, theme.yellow(), 20), "ring " + ring);
    }

    @Test
    void lastMoveOverlayTintsItsSquares() {
        Position before = read("start");
        RenderOptions plain = RenderOptions.defaults();
        RenderOptions marked =
                plain.withLastMove(MoveNotation.read(before, "C3-F6").orThrow());
        Position after = read(
                "gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/5rN3/9/9/rMrM4bNbMbM/rRrPrM3bMbPbA/rCrArM3bMbRbC b rbyg b 0 1");
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
        Color target =
                new Color(image.getRGB((int) geo.centreX(Square.parse("D4")), (int) geo.centreY(Square.parse("D4"))));
        Color notTarget =
                new Color(image.getRGB((int) geo.centreX(Square.parse("D5")), (int) geo.centreY(Square.parse("D5"))));
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
}

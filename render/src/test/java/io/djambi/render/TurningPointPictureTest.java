package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.review.TurningPoint;
import io.djambi.engine.rules.Rules;
import java.awt.Color;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A turning point's picture: the move played and the better one, two arrows that read apart (a solid one edged in
 * dark, a dashed one edged in a band that stands out against the mover's colour), and like its golden image (regenerate with
 * {@code -Dtest=TurningPointPictureTest -Dgolden.update=true} and look at it).
 */
class TurningPointPictureTest {
    private static final Position START = PositionNotation.read("start").orThrow();
    private static final Theme THEME = Theme.standard();

    private final BoardRenderer renderer = new BoardRenderer();
    private final TurningPointPicture picture = new TurningPointPicture(renderer);

    /** Red's Militant on C3 runs to F6 and loses 22%; C3-C6 would have kept 31%. */
    static TurningPoint point() {
        Move played = MoveNotation.read(START, "C3-F6").orThrow();
        Move better = MoveNotation.read(START, "C3-C6").orThrow();
        return new TurningPoint(0, Colour.RED, played, better, 0.30, 0.08, 0.31);
    }

    @Test
    void thePictureDrawsTheMovePlayedAndTheBetterOneInTwoStyles() {
        TurningPoint point = point();
        RenderOptions options = TurningPointPicture.options(point);
        BufferedImage both = picture.render(START, point);
        BufferedImage playedOnly =
                renderer.render(START, options.withMoves(List.of(new DrawnMove(point.played(), Colour.RED))));
        BufferedImage betterOnly = renderer.render(
                START,
                options.withMoves(List.of(new DrawnMove(point.better(), Colour.RED, DrawnMove.Style.SUGGESTED))));
        assertEquals(TurningPointPicture.WIDTH, both.getWidth(), 2);
        int band = THEME.suggestionEdge(THEME.red()).getRGB();
        // the better move's band, which a move played never wears (white is on the board already, in letters)
        assertTrue(
                count(both, band) > count(playedOnly, band) + 100,
                "the band of the better move: " + count(both, band) + " against " + count(playedOnly, band));
        assertTrue(count(betterOnly, band) > count(playedOnly, band) + 100, "the band of the better move alone");
        // the move played is there too: its solid arrow adds Red to the squares the better one leaves alone
        int red = THEME.red().getRGB();
        assertTrue(count(both, red) > count(betterOnly, red) + 100, "the move played's red arrow");
        assertTrue(differing(both, playedOnly) > 1000, "the better move changes the picture");
    }

    @ParameterizedTest
    @EnumSource(Colour.class)
    void theBetterMovesBandStandsOutAgainstTheMoversColourWhoeverHeIs(Colour mover) {
        // the Maze's gold is almost Yellow's colour: on a Yellow arrow it read as a wider arrow, told apart by its
        // dashes alone (found by the review of the pictures)
        Color camp = THEME.camp(mover);
        Color band = THEME.suggestionEdge(camp);
        double ratio = Contrast.ratio(band, camp);
        assertTrue(ratio >= 3, mover + ": " + band + " on " + camp + " stands out by " + ratio + ":1 only");
        TurningPoint point = point();
        TurningPoint his = new TurningPoint(0, mover, point.played(), point.better(), 0.30, 0.08, 0.31);
        RenderOptions options = TurningPointPicture.options(his);
        BufferedImage both = picture.render(START, his);
        BufferedImage playedOnly =
                renderer.render(START, options.withMoves(List.of(new DrawnMove(his.played(), mover))));
        assertTrue(count(both, band.getRGB()) > count(playedOnly, band.getRGB()) + 100, "the band is drawn");
    }

    @ParameterizedTest
    @CsvSource({
        "Assassin,  gC7yC/9/9/9/9/3bR1bM3/2rA6/9/rC7bC r rbyg r 0 0, C3xD4",
        "Militant,  gC7yC/9/9/9/9/3bR1bM3/2rM6/9/rC7bC r rbyg r 0 0, C3xD4>C3"
    })
    void aCorpseLaidOnTheSquareTheMoverLeavesIsNotRingedAroundHimBeforeTheMove(
            String killer, String board, String kill) {
        // GIVEN a kill whose corpse goes on the square the killer leaves, and a better move
        Position before = PositionNotation.read(board).orThrow();
        Move played = MoveNotation.read(before, kill).orThrow();
        Move better = MoveNotation.read(before, "C3-C5").orThrow();
        TurningPoint point = new TurningPoint(0, Colour.RED, played, better, 0.30, 0.08, 0.31);
        Square from = Square.parse("C3");
        // WHEN the turning point is drawn on the board before it
        BufferedImage image = picture.render(before, point);
        // THEN no ring circles the killer, which would read as his selection (found by the review of the pictures)
        int ring = THEME.placement().getRGB();
        Rectangle square = TurningPointPicture.options(point).geometry().bounds(from);
        assertEquals(0, count(image, ring, square), killer + ": the ring of a placement around the killer");
        // while the board after the move still rings the corpse laid there
        Position after = Rules.play(before, played).orThrow();
        BufferedImage afterwards =
                renderer.render(after, TurningPointPicture.options(point).withLastMove(played));
        assertTrue(count(afterwards, ring, square) > 100, killer + ": the corpse is ringed once laid");
    }

    @Test
    void aSuggestedMoveIsNeverNumbered() {
        RenderOptions options = TurningPointPicture.options(point()).withMoves(TurningPointPicture.moves(point()));
        List<MoveArrows.Arrow> arrows = new MoveArrows(THEME, options.geometry()).arrows(START, options);
        assertEquals(
                List.of(0, 0), arrows.stream().map(MoveArrows.Arrow::number).toList());
        assertEquals(
                List.of(DrawnMove.Style.SUGGESTED, DrawnMove.Style.PLAYED),
                arrows.stream().map(MoveArrows.Arrow::style).toList());
    }

    @Test
    void thePictureLooksLikeItsGoldenImage() throws IOException {
        Goldens.check("turning-point.png", picture.render(START, point()));
    }

    private static long count(BufferedImage image, int rgb, Rectangle area) {
        long n = 0;
        for (int x = area.x; x < area.x + area.width; x++) {
            for (int y = area.y; y < area.y + area.height; y++) {
                if (image.getRGB(x, y) == rgb) {
                    n++;
                }
            }
        }
        return n;
    }

    private static long count(BufferedImage image, int rgb) {
        return Arrays.stream(pixels(image)).filter(p -> p == rgb).count();
    }

    private static long differing(BufferedImage a, BufferedImage b) {
        int[] pa = pixels(a);
        int[] pb = pixels(b);
        long n = 0;
        for (int i = 0; i < pa.length; i++) {
            if (pa[i] != pb[i]) {
                n++;
            }
        }
        return n;
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }
}

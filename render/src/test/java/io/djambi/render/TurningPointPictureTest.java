package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.review.TurningPoint;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A turning point's picture: the move played and the better one, two arrows that read apart (a solid one edged in
 * dark, a dashed one edged in gold), and like its golden image (regenerate with
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
        int gold = THEME.power().getRGB();
        // the better move's gold edge, which a move played never wears
        assertEquals(0, count(playedOnly, gold), "no gold on the move played alone");
        assertTrue(count(both, gold) > 100, "the gold edge of the better move: " + count(both, gold));
        assertTrue(count(betterOnly, gold) > 100, "the gold edge of the better move alone");
        // the move played is there too: its solid arrow adds Red to the squares the better one leaves alone
        int red = THEME.red().getRGB();
        assertTrue(count(both, red) > count(betterOnly, red) + 100, "the move played's red arrow");
        assertTrue(differing(both, playedOnly) > 1000, "the better move changes the picture");
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

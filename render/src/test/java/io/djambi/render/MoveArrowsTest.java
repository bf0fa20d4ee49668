package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.PositionNotation;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Which placements get a dashed arrow from where the piece or corpse was lifted: not one that runs back along the
 * move's own first leg, which it would hide (the rules guide's first picture, an Assassin's kill, read as a line with a
 * head at each end).
 */
class MoveArrowsTest {
    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void anAssassinsVictimLaidWhereHeCameFromGetsNoDashedArrow() {
        assertEquals(Optional.empty(), MoveArrows.carried(new Move.Assassination(sq("F4"), sq("I1"))));
        assertEquals(Optional.empty(), MoveArrows.carried(new Move.MazeAssassination(sq("C3"), sq("H5"))));
    }

    @Test
    void aCorpsePutOnTheSquareTheKillerLeftGetsNoDashedArrow() {
        assertEquals(Optional.empty(), MoveArrows.carried(new Move.Displace(sq("H7"), sq("I8"), sq("H7"))));
    }

    @Test
    void aPieceOrCorpsePutElsewhereKeepsItsDashedArrow() {
        assertEquals(
                Optional.of(new MoveArrows.Placement(sq("D4"), sq("H8"))),
                MoveArrows.carried(new Move.Displace(sq("B2"), sq("D4"), sq("H8"))));
        assertEquals(
                Optional.of(new MoveArrows.Placement(Square.MAZE, sq("A9"))),
                MoveArrows.carried(new Move.MazeAction(sq("B8"), sq("H5"), sq("A9"))));
    }

    @Test
    void aReportersVictimStillStandingKeepsHisLetterClearOfTheCross() {
        // GIVEN Red's Reporter on C3 who may step to C4 and kill Blue's Militant on D4, drawn as a move not yet made
        Position p = PositionNotation.read("gC7yC/9/9/9/9/3bM5/2rR6/9/rC7bC r rbyg r 0 0")
                .orThrow();
        Move kill = new Move.ReporterKill(sq("C3"), sq("C4"), sq("D4"));
        RenderOptions plain = RenderOptions.defaults().withHeader(false);
        BufferedImage bare = new BoardRenderer().render(p, plain);
        BufferedImage shown = new BoardRenderer()
                .render(p, plain.withMoves(List.of(new DrawnMove(kill, Colour.RED, DrawnMove.Style.SUGGESTED))));
        // THEN the victim's square is marked, but not in the middle, where his letter is
        LetterBox changed = LetterBox.changes(bare, shown, plain.geometry().bounds(sq("D4")));
        assertEquals(0, changed.middle(), "the victim's letter is left alone");
        assertEquals(true, changed.around() > 0, "the victim is still marked");
    }

    @Test
    void aMoveOfOneSquareOntoAnEmptySquareReachesNearItsCentre() {
        // GIVEN Red's Reporter on C3, drawn before his step to C4 (a review's better move, a page of the guide)
        Position p = PositionNotation.read("gC7yC/9/9/9/9/9/2rR6/9/rC7bC r rbyg r 0 0")
                .orThrow();
        RenderOptions options = RenderOptions.defaults()
                .withHeader(false)
                .withMoves(List.of(new DrawnMove(new Move.Step(sq("C3"), sq("C4")), Colour.RED)));
        BufferedImage image = new BoardRenderer().render(p, options);
        // THEN the arrow runs on into the empty square, past where a piece's edge would be: a stub a few pixels long
        // between two pieces was all a phone showed of it
        BoardGeometry geo = options.geometry();
        Square to = sq("C4");
        int x = (int) geo.centreX(to);
        int y = (int) (geo.centreY(to) + (geo.centreY(sq("C3")) - geo.centreY(to)) * 0.25);
        java.awt.Color there = new java.awt.Color(image.getRGB(x, y));
        java.awt.Color red = Theme.standard().camp(Colour.RED);
        assertEquals(
                true,
                Math.abs(there.getRed() - red.getRed())
                                + Math.abs(there.getGreen() - red.getGreen())
                                + Math.abs(there.getBlue() - red.getBlue())
                        < 30,
                "the arrow's colour a quarter square short of C4's centre: " + there);
    }
}

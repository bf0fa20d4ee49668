package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Rules;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The marks a move picker draws are exactly the squares it is given, here the engine's legal choices: probed square
 * by square against the same board drawn without marks.
 */
class MarksProbeTest {
    private final BoardRenderer renderer = new BoardRenderer();

    /** The squares whose pixels differ between two drawings of the same position. */
    private static Set<Square> changed(BufferedImage a, BufferedImage b, BoardGeometry geo) {
        Set<Square> changed = new TreeSet<>((x, y) -> Integer.compare(x.index(), y.index()));
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.of(i);
            Rectangle r = geo.bounds(s);
            outer:
            for (int x = r.x + 2; x < r.x + r.width - 2; x++) {
                for (int y = r.y + 2; y < r.y + r.height - 2; y++) {
                    if (a.getRGB(x, y) != b.getRGB(x, y)) {
                        changed.add(s);
                        break outer;
                    }
                }
            }
        }
        return changed;
    }

    @Test
    void aPiecesDestinationsAndTargetsAreMarkedAndNoOtherSquareIs() {
        // GIVEN Red's Assassin among enemies: some squares it reaches, some pieces it kills
        Position p = PositionNotation.read("gC7yC/9/9/9/9/3bR1bM3/2rA6/9/rC7bC r rbyg r 0 0")
                .orThrow();
        Square from = Square.parse("C3");
        Set<Square> reach = new HashSet<>();
        Set<Square> take = new HashSet<>();
        for (Move m : Rules.legalMovesFrom(p, from)) {
            (p.board().isEmpty(m.target()) ? reach : take).add(m.target());
        }
        Marks marks = new Marks(Set.of(from), reach, take, Set.of());
        RenderOptions plain = RenderOptions.defaults().withHeader(false);
        // WHEN the board is drawn with the marks and without
        BufferedImage marked = renderer.render(p, plain.withMarks(marks));
        BufferedImage bare = renderer.render(p, plain);
        // THEN exactly the piece, its destinations and its victims changed
        Set<Square> expected = new TreeSet<>((x, y) -> Integer.compare(x.index(), y.index()));
        expected.add(from);
        expected.addAll(reach);
        expected.addAll(take);
        assertEquals(expected, changed(marked, bare, plain.geometry()));
    }

    @Test
    void aCorpseLaidWhereThePieceStandsLeavesItsMiddleAsTheRingAlone() {
        // A Militant that kills may lay the corpse on the square he leaves: the diamond drawn over his middle hid his
        // letter in the picker (found by the play-test); it goes in a corner, the middle as with the ring alone
        Square militant = Square.parse("C3");
        assertMarkedInACornerOnly(militant, Set.of(militant));
    }

    @Test
    void aPlaceOnAnotherPiecesSquareLeavesThatPiecesMiddleAlone() {
        // A place that holds a piece as the board stands, though not the one moving (the picker marks only the
        // mover): at phone size a diamond in its middle covered the piece's letter (found by the play-test)
        assertMarkedInACornerOnly(Square.parse("D4"), Set.of(Square.parse("C3")));
    }

    /** Marking {@code place} as a place changes its square only outside the letter's box in the middle. */
    private void assertMarkedInACornerOnly(Square place, Set<Square> pieces) {
        Position p = PositionNotation.read("gC7yC/9/9/9/9/3bR1bM3/2rM6/9/rC7bC r rbyg r 0 0")
                .orThrow();
        RenderOptions plain = RenderOptions.defaults().withHeader(false);
        BufferedImage ringed = renderer.render(p, plain.withMarks(new Marks(pieces, Set.of(), Set.of(), Set.of())));
        BufferedImage laidThere =
                renderer.render(p, plain.withMarks(new Marks(pieces, Set.of(), Set.of(), Set.of(place))));
        LetterBox changed =
                LetterBox.changes(ringed, laidThere, plain.geometry().bounds(place));
        assertEquals(0, changed.middle(), "the piece's letter is left alone");
        assertEquals(true, changed.around() > 0, "the place is still marked");
    }
}

package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import org.junit.jupiter.api.Test;

/** The search's table of positions already valued: what tells two positions apart, and what a stored value means. */
class TranspositionsTest {
    private static final double ALPHA = -2;
    private static final double BETA = 3;

    @Test
    void aPositionHasOneKeyWhateverItsPly() {
        Position start = read("start");
        Position later = new Position(start.board(), start.camps(), Colour.RED, Colour.RED, 0, start.ply() + 40);
        assertEquals(Transpositions.key(start), Transpositions.key(later));
    }

    @Test
    void anyOtherDifferenceGivesAnotherKey() {
        Position start = read("start");
        Position moved = Rules.applyLegal(start, new Move.Step(Square.parse("C3"), Square.parse("D4")));
        assertNotEquals(Transpositions.key(start), Transpositions.key(moved), "a piece on another square");

        Position bonus1 = new Position(start.board(), start.camps(), Colour.RED, Colour.BLUE, 1, 0);
        Position bonus2 = new Position(start.board(), start.camps(), Colour.RED, Colour.BLUE, 2, 0);
        Position cursor = new Position(start.board(), start.camps(), Colour.RED, Colour.YELLOW, 1, 0);
        Position toMove = new Position(start.board(), start.camps(), Colour.GREEN, Colour.BLUE, 1, 0);
        assertNotEquals(Transpositions.key(bonus1), Transpositions.key(bonus2), "the bonus move (R6)");
        assertNotEquals(Transpositions.key(bonus1), Transpositions.key(cursor), "the turn order's cursor (R6)");
        assertNotEquals(Transpositions.key(bonus1), Transpositions.key(toMove), "the player to move");

        Position takenOver =
                new Position(start.board(), Camps.ofCodes(new byte[] {0, 0, 2, 3}), Colour.RED, Colour.RED, 0, 0);
        assertNotEquals(Transpositions.key(start), Transpositions.key(takenOver), "who rules each camp (R17)");
    }

    @Test
    void anEmptyTableKnowsNoPositionNotEvenKeyZero() {
        Transpositions table = new Transpositions(5_000);
        assertEquals(-1, table.find(0));
        assertEquals(-1, table.find(12345));
    }

    @Test
    void aStoredValueIsFoundWithItsDepthBoundAndMove() {
        Transpositions table = new Transpositions(5_000);
        Move best = new Move.Step(Square.parse("C3"), Square.parse("D4"));
        table.store(77, 5, 1.25, Transpositions.LOWER, best);
        int slot = table.find(77);
        assertTrue(slot >= 0);
        assertEquals(5, table.depth(slot));
        assertEquals(1.25, table.value(slot));
        assertEquals(Transpositions.LOWER, table.bound(slot));
        assertSame(best, table.move(slot));
    }

    @Test
    void aPositionStoredInTheSameSlotReplacesTheOlderOne() {
        Transpositions table = new Transpositions(5_000); // 8,192 slots
        table.store(77, 5, 1.25, Transpositions.EXACT, null);
        long sameSlot = 77 + 8_192;
        table.store(sameSlot, 2, -4, Transpositions.UPPER, null);
        assertEquals(-1, table.find(77), "a different position: its value must not be taken for the older one's");
        int slot = table.find(sameSlot);
        assertEquals(-4, table.value(slot));
        assertNull(table.move(slot));
    }

    @Test
    void aValueInsideTheWindowIsExactAndAtItsEdgesABound() {
        assertEquals(Transpositions.EXACT, Transpositions.bound(0.5, ALPHA, BETA));
        assertEquals(Transpositions.UPPER, Transpositions.bound(ALPHA, ALPHA, BETA), "nothing better than alpha");
        assertEquals(Transpositions.LOWER, Transpositions.bound(BETA, ALPHA, BETA), "cut off at beta");
        assertEquals(Transpositions.LOWER, Transpositions.bound(BETA + 1, ALPHA, BETA), "cut off above beta");
        assertEquals(
                Transpositions.UPPER,
                Transpositions.bound(ALPHA - 1, ALPHA, BETA),
                "a rival's reply that cut off below alpha");
    }

    @Test
    void anExactValueSettlesAnyWindowAndABoundOnlyTheWindowItLiesOutside() {
        assertTrue(Transpositions.settles(Transpositions.EXACT, 0.5, ALPHA, BETA));
        assertTrue(Transpositions.settles(Transpositions.LOWER, BETA, ALPHA, BETA));
        assertFalse(
                Transpositions.settles(Transpositions.LOWER, BETA - 1, ALPHA, BETA),
                "at least 2 says nothing about a window up to 3");
        assertTrue(Transpositions.settles(Transpositions.UPPER, ALPHA, ALPHA, BETA));
        assertFalse(
                Transpositions.settles(Transpositions.UPPER, ALPHA + 1, ALPHA, BETA),
                "at most -1 says nothing about a window from -2");
    }
}

package io.djambi.engine.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** Positions are values: equal when all six fields are, so replays and stale-click checks can compare them. */
class PositionValueTest {

    @Test
    void positionsWithTheSameFieldsAreEqualAndAnyDifferentFieldMakesThemDiffer() {
        Position start = StartPosition.fourPlayers();
        Position same = StartPosition.fourPlayers();
        assertEquals(start, same);
        assertEquals(start.hashCode(), same.hashCode());
        Position laterPly = new Position(start.board(), start.camps(), Colour.RED, Colour.RED, 0, 1);
        assertNotEquals(start, laterPly);
        assertNotEquals(start.hashCode(), laterPly.hashCode());
        assertNotEquals(start, new Position(start.board(), start.camps(), Colour.BLUE, Colour.BLUE, 0, 0));
        assertNotEquals(start, StartPosition.threePlayers(Colour.GREEN));
        assertNotEquals(start, "start");
    }

    @Test
    void coloursAreReadByLetterOrFullNameInAnyCase() {
        assertEquals(Colour.YELLOW, Colour.parse("y"));
        assertEquals(Colour.YELLOW, Colour.parse(" Yellow "));
        assertEquals(Colour.GREEN, Colour.parse("GREEN"));
        assertNull(Colour.parse("purple"));
        assertNull(Colour.parse("x"));
    }
}

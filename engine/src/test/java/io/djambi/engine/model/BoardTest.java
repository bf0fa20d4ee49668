package io.djambi.engine.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The 81 squares and their contents (R1-R4). */
class BoardTest {
    private static final Board START = StartPosition.fourPlayers().board();

    @Test
    void eachChiefStandsInHisCornerAtTheStartAndADeadChiefStandsNowhere() {
        assertEquals(Optional.of(Square.parse("A1")), START.chiefOf(Colour.RED));
        assertEquals(Optional.of(Square.parse("I1")), START.chiefOf(Colour.BLUE));
        assertEquals(Optional.of(Square.parse("I9")), START.chiefOf(Colour.YELLOW));
        assertEquals(Optional.of(Square.parse("A9")), START.chiefOf(Colour.GREEN));
        byte[] cells = START.cells();
        cells[Square.parse("I9").index()] = Cell.CORPSE;
        assertEquals(Optional.empty(), Board.ofCells(cells).chiefOf(Colour.YELLOW), "R4: a corpse is nobody's Chief");
    }

    @Test
    void theMazeIsEmptyAtTheStartAndTheCornersAreNot() {
        assertTrue(START.isEmpty(Square.MAZE));
        assertFalse(START.isEmpty(Square.parse("A1")));
        assertEquals(Optional.empty(), START.at(Square.MAZE));
        assertEquals(Optional.of(new Piece(Colour.RED, Role.CHIEF)), START.at(Square.parse("A1")));
    }

    @Test
    void cellCodesAreCheckedUpToTheLastPieceOfTheLastCamp() {
        byte[] cells = new byte[Square.COUNT];
        cells[0] = (byte) Cell.piece(Colour.GREEN.ordinal(), Cell.MILITANT); // 25, the highest code
        assertEquals(
                Optional.of(new Piece(Colour.GREEN, Role.MILITANT)),
                Board.ofCells(cells).at(Square.of(0)));
        cells[0] = 26;
        assertThrows(IllegalArgumentException.class, () -> Board.ofCells(cells));
        cells[0] = -1;
        assertThrows(IllegalArgumentException.class, () -> Board.ofCells(cells));
        assertThrows(IllegalArgumentException.class, () -> Board.ofCells(new byte[80]));
    }

    @Test
    void boardsWithTheSameContentsAreEqualAndOthersAreNot() {
        Board same = Board.ofCells(START.cells());
        assertEquals(START, same);
        assertEquals(START.hashCode(), same.hashCode());
        Board empty = Board.ofCells(new byte[Square.COUNT]);
        assertNotEquals(START, empty);
        assertNotEquals(START.hashCode(), empty.hashCode());
        assertNotEquals(START, "start");
    }

    @Test
    void aPieceHasTheCellCodeOfItsCampAndRole() {
        assertEquals(Cell.piece(2, Cell.REPORTER), Cell.piece(new Piece(Colour.YELLOW, Role.REPORTER)));
        assertEquals(2 + 2 * 6 + 2, Cell.piece(new Piece(Colour.YELLOW, Role.REPORTER)));
    }
}

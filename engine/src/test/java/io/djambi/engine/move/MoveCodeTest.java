package io.djambi.engine.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.djambi.engine.model.Square;
import org.junit.jupiter.api.Test;

/** Packed moves: every part of a move survives the trip through one int, and each kind says where it ends. */
class MoveCodeTest {
    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void theFromSquareIsTheLowSevenBitsOfEveryKind() {
        int code = MoveCode.pack(
                MoveCode.MAZE_ACTION, sq("I9").index(), Square.MAZE.index(), sq("F5").index(), sq("A1").index());
        assertEquals(sq("I9").index(), MoveCode.from(code));
        assertEquals(new Move.MazeAction(sq("I9"), sq("F5"), sq("A1")), MoveCode.decode(code));
        assertThrows(IllegalArgumentException.class, () -> MoveCode.decode(7 << 28));
    }

    @Test
    void eachKindOfMoveEndsWhereItsPieceStops() {
        assertEquals(sq("D4"), new Move.Step(sq("C3"), sq("D4")).destination());
        assertEquals(sq("D4"), new Move.Displace(sq("C3"), sq("D4"), sq("H8")).destination());
        assertEquals(sq("D4"), new Move.Assassination(sq("B1"), sq("D4")).destination());
        assertEquals(sq("D4"), new Move.ReporterKill(sq("A2"), sq("D4"), sq("D5")).destination());
        // R20: a maze action ends on its exit square, though it acted on the maze
        assertEquals(sq("F6"), new Move.MazeAssassination(sq("B1"), sq("F6")).destination());
        assertEquals(sq("F6"), new Move.MazeAction(sq("B2"), sq("F6"), sq("A5")).destination());
        assertEquals(Square.MAZE, new Move.MazeAction(sq("B2"), sq("F6"), sq("A5")).target());
        assertEquals(sq("D4"), new Move.Assassination(sq("B1"), sq("D4")).target());
    }

    @Test
    void aMoveListGivesBackWhatWasAddedAndNothingBeyond() {
        MoveList list = new MoveList();
        for (int i = 0; i < 300; i++) {
            list.add(MoveCode.pack(MoveCode.STEP, i % 81, (i + 1) % 81, 0, 0));
        }
        assertEquals(300, list.size());
        assertEquals(MoveCode.pack(MoveCode.STEP, 299 % 81, 300 % 81, 0, 0), list.code(299));
        assertThrows(IndexOutOfBoundsException.class, () -> list.code(300));
        list.clear();
        assertEquals(0, list.size());
        assertThrows(IndexOutOfBoundsException.class, () -> list.code(0));
    }
}

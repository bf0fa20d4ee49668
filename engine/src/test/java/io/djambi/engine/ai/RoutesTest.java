package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import org.junit.jupiter.api.Test;

/** The way to the rival Chiefs: king steps around the corpses, and through the maze only while it is empty. */
class RoutesTest {
    private static int stepsToBlue(Position p, String from) {
        byte[] cells = p.board().cells();
        int[] steps = Routes.toRivalChiefs(cells, Endgame.chiefs(cells, p.camps()), Colour.RED.ordinal());
        return steps[Square.parse(from).index()];
    }

    @Test
    void onAnOpenBoardTheWayIsTheKingsSteps() {
        Position p = read("8bC/9/9/9/9/9/9/9/rC3rM4 r rbrb r 0 0");
        assertEquals(8, stepsToBlue(p, "A1"));
        assertEquals(8, stepsToBlue(p, "E1"));
        assertEquals(0, stepsToBlue(p, "I9"));
    }

    @Test
    void theMazeLetsAPieceThroughOnlyWhileNobodySitsOnIt() {
        // Corpses fill rank 5 but for the maze: Red's Militant on E4 reaches Blue's Chief on E6 only through E5
        Position empty = read("9/9/9/4bC4/XXXX1XXXX/4rM4/9/9/rC8 r rbrb r 0 0");
        Position taken = read("9/9/9/4bC4/XXXXrCXXXX/4rM4/9/9/9 b rbrb b 0 0");
        assertEquals(2, stepsToBlue(empty, "E4"));
        assertEquals(Routes.UNREACHABLE, stepsToBlue(taken, "E4"), "Red's own Chief in power blocks the way");
        assertEquals(0, Routes.closeness(stepsToBlue(taken, "E4")));
    }
}

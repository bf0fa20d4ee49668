package io.djambi.engine.rules;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** R18: the ways out of a Chief's pocket, counted up to a bound, as the rules and the AI ask for them. */
class PocketsTest {
    private static int redWaysOut(String notation, int atMost) {
        Position p = read(notation);
        return Pockets.waysOut(
                p.board().cells(), p.camps().codes(), Square.parse("A1").index(), Colour.RED.ordinal(), atMost);
    }

    @Test
    void thePocketSpreadsOverHisPlayersPiecesAndCountsEmptySquaresAndRivalsBesideIt() {
        // Corpses on A2, B2 and C1; B1 empty: one way out
        assertEquals(1, redWaysOut("8bC/9/9/9/9/9/9/XX7/rC1X6 r rbrb r 0 0", 2));
        // His Militant on B1: the pocket reaches C2, its one way out
        assertEquals(1, redWaysOut("8bC/9/9/9/9/9/9/XX7/rCrMX6 r rbrb r 0 0", 2));
        // Blue's Militant on B1 is a way out (R18: an enemy living piece next to him sets him free)
        assertEquals(1, redWaysOut("8bC/9/9/9/9/9/9/XX7/rCbMX6 r rbrb r 0 0", 2));
        // No corpse on C1: C1 and C2 beside his Militant, counted up to the bound
        assertEquals(2, redWaysOut("8bC/9/9/9/9/9/9/XX7/rCrM7 r rbrb r 0 0", 2));
        assertEquals(1, redWaysOut("8bC/9/9/9/9/9/9/XX7/rCrM7 r rbrb r 0 0", 1));
        assertEquals(0, redWaysOut("8bC/9/9/9/9/9/9/XX7/rCX7 r rbrb r 0 0", 2), "walled in");
    }

    @Test
    void theWaysOutAreNamedAsWellAsCounted() {
        // His Militant on B1, corpses on A2 and B2: C1 and C2 beside the Militant, two steps from the Chief
        Position p = read("8bC/9/9/9/9/9/9/XX7/rCrM7 r rbrb r 0 0");
        int[] ways = new int[3];
        int found = Pockets.waysOut(
                p.board().cells(), p.camps().codes(), Square.parse("A1").index(), Colour.RED.ordinal(), ways);
        assertEquals(2, found);
        assertEquals(Set.of(Square.parse("C1").index(), Square.parse("C2").index()), Set.of(ways[0], ways[1]));
        int[] one = new int[1];
        assertEquals(
                1,
                Pockets.waysOut(
                        p.board().cells(), p.camps().codes(), Square.parse("A1").index(), Colour.RED.ordinal(), one),
                "a full array: that many or more");
    }

    @Test
    void frozenPiecesWallHimInAndHostagePiecesSetHimFree() {
        // Green's camp frozen (R19): its Militant on B1 is a wall
        assertEquals(0, redWaysOut("8bC/9/9/9/9/9/9/XX7/rCgMX6 r rbr- r 0 0", 2));
        // Green the hostage camp (R25): its Militant on B1 sets him free
        assertEquals(1, redWaysOut("gC7bC/9/9/9/9/9/9/XX7/rCgMX6 r rbrh r 0 0", 2));
    }

    @Test
    void aNecromobileOfHisPlayersOwnOrASatelliteOneCounts() {
        Position own = read("8bC/9/9/9/9/9/9/XX5rN1/rCX7 r rbrb r 0 0");
        Position satellite = read("8bC/9/9/9/9/9/9/XX5yN1/rCX7 r rbrb r 0 0");
        Position rivals = read("8bC/9/9/9/9/9/9/XX5bN1/rCX7 r rbrb r 0 0");
        assertTrue(Pockets.rulesNecromobile(own.board().cells(), own.camps().codes(), 0));
        assertTrue(Pockets.rulesNecromobile(
                satellite.board().cells(), satellite.camps().codes(), 0));
        assertFalse(
                Pockets.rulesNecromobile(rivals.board().cells(), rivals.camps().codes(), 0));
    }
}

package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Boldness after a long quiet: it grows with the moves since the last kill, and pulls every piece forward. */
class StalemateTest {
    private static final double EXACT = 1e-9;
    private static final Position QUIET = read("8bC/9/9/9/9/9/9/9/rC3rM4 r rbrb r 0 0");
    private static final Position BEFORE_A_KILL = read("8bC/9/9/9/9/9/9/4bM4/rC3rM4 r rbrb r 0 0");

    private static List<Position> quietFor(int moves) {
        List<Position> history = new ArrayList<>(List.of(BEFORE_A_KILL));
        history.addAll(Collections.nCopies(moves + 1, QUIET));
        return history;
    }

    @Test
    void boldnessGrowsFromNothingToFullOverTheRampAfterTheQuietMoves() {
        assertEquals(0, Stalemate.boldness(List.of()), EXACT);
        assertEquals(0, Stalemate.boldness(quietFor(Stalemate.QUIET)), EXACT);
        assertEquals(0.5, Stalemate.boldness(quietFor(Stalemate.QUIET + Stalemate.RAMP / 2)), EXACT);
        assertEquals(1, Stalemate.boldness(quietFor(Stalemate.QUIET + 5 * Stalemate.RAMP)), EXACT);
    }

    /** R24: AIs left alone agree to a draw once a standoff has outlasted their boldness. */
    @Test
    void aisAgreeToADrawOnlyAfterThreeHundredMovesWithoutAKill() {
        assertFalse(Ai.stalled(quietFor(Ai.STALLED - 1)));
        assertTrue(Ai.stalled(quietFor(Ai.STALLED)));
        List<Position> killed = quietFor(Ai.STALLED);
        killed.add(BEFORE_A_KILL);
        assertFalse(Ai.stalled(killed), "a kill starts the count again");
        assertTrue(Ai.STALLED > Stalemate.QUIET + Stalemate.RAMP, "only after the AIs are as bold as they get");
    }

    @Test
    void aKillEndsTheQuiet() {
        List<Position> history = quietFor(10 * Stalemate.RAMP);
        history.add(BEFORE_A_KILL); // a piece fewer or more than just before: something died since
        assertEquals(0, Stalemate.boldness(history), EXACT);
    }

    @Test
    void everyPieceOfThePlayerTheChiefTooIsPulledTowardTheNearestRivalChief() {
        // Red's Chief on A1 and Militant on E1 are both 8 king steps from Blue's Chief on I9; on E3 the Militant is 6
        double far = Stalemate.pull(QUIET, Colour.RED);
        assertEquals(2 * Stalemate.PULL * (Routes.RANGE - 8), far, EXACT);
        Position closer = read("8bC/9/9/9/9/9/4rM4/9/rC8 r rbrb r 0 0");
        assertEquals(2 * Stalemate.PULL, Stalemate.pull(closer, Colour.RED) - far, EXACT);
    }

    @Test
    void aChiefInPowerIsNotPulledForNoWayLeadsFromTheOccupiedMaze() {
        // Two players left, Red's Chief on the maze; on E4 he is 5 steps from Blue's Chief on I9. Power itself is worth
        // more than any pull: with two players left it is two moves for one, the best weapon to finish the game
        Position inPower = read("8bC/9/9/9/4rC4/9/9/9/9 b rbrb b 0 0");
        Position hunting = read("8bC/9/9/9/9/4rC4/9/9/9 b rbrb b 0 0");
        assertEquals(0, Stalemate.pull(inPower, Colour.RED), EXACT);
        assertEquals(Stalemate.PULL * (Routes.RANGE - 5), Stalemate.pull(hunting, Colour.RED), EXACT);
    }
}

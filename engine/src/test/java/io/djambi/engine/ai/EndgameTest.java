package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.notation.PositionNotation;
import org.junit.jupiter.api.Test;

/**
 * The endgame's terms: with two players left or few pieces on the board, the pieces are pulled toward the rival
 * Chief, a Chief's room and free squares count, and power is worth more.
 */
class EndgameTest {
    private static final double EXACT = 1e-9;

    private static double endgameTerms(Position p, Colour player) {
        double[] strength = new double[4];
        Endgame.add(p, strength);
        return strength[player.ordinal()];
    }

    @Test
    void theEndgameIsTwoPlayersLeftOrFewPiecesAndNeverTheOpening() {
        assertFalse(Endgame.applies(StartPosition.fourPlayers()), "36 pieces and four players");
        // The full start board, but Yellow's and Green's Chiefs are corpses and their camps Red's and Blue's (R17)
        Position twoLeft = read(PositionNotation.write(StartPosition.fourPlayers())
                .replace("yC", "X")
                .replace("gC", "X")
                .replace("rbyg", "rbrb"));
        assertTrue(Endgame.applies(twoLeft));
        assertTrue(Endgame.applies(read("gC7yC/9/9/9/9/9/9/9/rC7bC r rbyg r 0 0")), "four players, four pieces");
    }

    @Test
    void aHunterScoresForEachSquareCloserToTheNearestRivalChief() {
        // Red's Militant on E1 is 8 king steps from Blue's Chief on I9, on E3 only 6
        Position far = read("8bC/9/9/9/9/9/9/9/rC3rM4 r rbrb r 0 0");
        Position near = read("8bC/9/9/9/9/9/4rM4/9/rC8 r rbrb r 0 0");
        assertEquals(2 * Endgame.HUNTER, endgameTerms(near, Colour.RED) - endgameTerms(far, Colour.RED), EXACT);
        assertTrue(Evaluation.of(near, Colour.RED) > Evaluation.of(far, Colour.RED), "the evaluation follows");
    }

    @Test
    void aProvocateurOrNecromobileIsPulledTowardTheRivalChiefHalfAsHard() {
        Position far = read("8bC/9/9/9/9/9/9/9/rC3rP4 r rbrb r 0 0");
        Position near = read("8bC/9/9/9/9/9/4rP4/9/rC8 r rbrb r 0 0");
        assertEquals(2 * Endgame.HELPER, endgameTerms(near, Colour.RED) - endgameTerms(far, Colour.RED), EXACT);
    }

    @Test
    void aChiefScoresHisRoomToMoveAndHisFreeNeighboursSoAWalledInRivalIsWorthLess() {
        // Blue's Chief in the corner I9: in the open he has 8 + 8 + 7 squares, behind corpses on H9, H8 and I8 none;
        // a corpse on D4 keeps the Chiefs out of each other's line; Red's Necromobile on B3 keeps the walled-in
        // game open (without it nobody could ever reach Blue's Chief: a sealed game, see WallsTest)
        Position open = read("8bC/9/9/9/9/3X5/1rN7/9/rC8 r rbrb r 0 0");
        Position walled = read("7XbC/7XX/9/9/9/3X5/1rN7/9/rC8 r rbrb r 0 0");
        // and his pocket's three ways out, all three empty squares next to him (none when walled)
        double room = Endgame.ROOM * Endgame.ROOM_CAP + Endgame.LIBERTY * 3 + Endgame.WAY_OUT * 3;
        assertEquals(room, endgameTerms(open, Colour.BLUE), EXACT);
        assertEquals(0, endgameTerms(walled, Colour.BLUE), EXACT, "no room and no free square: encirclement is near");
        assertTrue(Evaluation.of(walled, Colour.RED) > Evaluation.of(open, Colour.RED));
    }

    @Test
    void aChiefScoresTheWaysOutOfHisPocketSoClosingARivalFortressOneCorpseAtATimeIsWorthIt() {
        // Blue's pocket (R18) is his Chief on I9 and his Militant on H9; its ways out are the empty squares next to
        // it. Corpses on G9, G8, H8 and I8 leave none; without the one on G8 it has one, without G9 too two
        Position none = read("6XbMbC/6XXX/9/9/9/3X5/9/9/rC8 r rbrb r 0 0");
        Position one = read("6XbMbC/7XX/9/9/9/3X5/9/9/rC8 r rbrb r 0 0");
        Position two = read("7bMbC/7XX/9/9/9/3X5/9/9/rC8 r rbrb r 0 0");
        byte[] control = none.camps().codes();
        int chief = Square.at(8, 8).index();
        assertEquals(0, Endgame.waysOut(none.board().cells(), control, chief, Colour.BLUE.ordinal(), false));
        assertEquals(1, Endgame.waysOut(one.board().cells(), control, chief, Colour.BLUE.ordinal(), false));
        assertEquals(2, Endgame.waysOut(two.board().cells(), control, chief, Colour.BLUE.ordinal(), false));
        assertEquals(
                Endgame.WAY_OUT, endgameTerms(two, Colour.BLUE) - endgameTerms(one, Colour.BLUE), EXACT, "a way out");
        // A Necromobile of his own (on B3, 2 steps from Red's Chief) and he can never be walled in: his pocket counts
        // as wide open
        Position withNecromobile = read("6XbMbC/6XXX/9/9/9/3X5/1bN7/9/rC8 r rbrb r 0 0");
        assertEquals(
                Endgame.WAYS_CAP,
                Endgame.waysOut(withNecromobile.board().cells(), control, chief, Colour.BLUE.ordinal(), true));
        assertEquals(
                Endgame.NECROMOBILE + (Routes.RANGE - 2) * Endgame.HELPER + Endgame.WAY_OUT * Endgame.WAYS_CAP,
                endgameTerms(withNecromobile, Colour.BLUE) - endgameTerms(none, Colour.BLUE),
                EXACT,
                "the Necromobile seen while counting the pieces");
        // And the rival who closes a way gains by it
        assertTrue(Evaluation.of(one, Colour.RED) > Evaluation.of(two, Colour.RED));
    }

    @Test
    void powerIsWorthMoreWithTwoPlayersLeftBecauseItBringsTwoBonusMoves() {
        // R6: with two players left the player in power moves twice after each of his rival's moves
        Position p = read("8bC/9/9/9/4rC4/9/9/9/9 b rbrb b 0 0");
        Position offMaze = read("8bC/9/9/9/3rC5/9/9/9/9 b rbrb b 0 0");
        double gained = endgameTerms(p, Colour.RED) - endgameTerms(offMaze, Colour.RED);
        assertTrue(gained >= Endgame.POWER - Endgame.ROOM * Endgame.ROOM_CAP, "gained " + gained);
    }

    @Test
    void aNecromobileCountsExtraBecauseItBreaksAWallOfCorpses() {
        // R16, R18: it can drop a corpse on the last free square beside a walled-in Chief; E3 is 6 steps from I9.
        // And his own Chief can no longer be walled in: his pocket counts as wide open, not as the corner's three ways
        Position withNecromobile = read("8bC/9/9/9/9/9/4rN4/9/rC8 r rbrb r 0 0");
        Position without = read("8bC/9/9/9/9/9/9/9/rC8 r rbrb r 0 0");
        assertEquals(
                Endgame.NECROMOBILE + (Routes.RANGE - 6) * Endgame.HELPER + Endgame.WAY_OUT * (Endgame.WAYS_CAP - 3),
                endgameTerms(withNecromobile, Colour.RED) - endgameTerms(without, Colour.RED),
                EXACT);
    }

    @Test
    void aHunterBehindAWallOfCorpsesIsAsFarAsTheWayRoundItAndNoWayIsNoPull() {
        // Red's Militant on E1 and Blue's Chief on E3: two king steps, but corpses fill rank 2 from A to H, so the
        // way goes round by I2: E1 F1 G1 H1 I2 H3 G3 F3 E3, eight steps; with I2 a corpse too there is no way at all
        assertEquals((Routes.RANGE - 2) * Endgame.HUNTER, militantOnE1("9"), EXACT);
        assertEquals((Routes.RANGE - 8) * Endgame.HUNTER, militantOnE1("XXXXXXXX1"), EXACT);
        assertEquals(0, militantOnE1("XXXXXXXXX"), EXACT);
    }

    /** What Red's Militant on E1 adds to Red's endgame terms, with {@code rank2} between him and Blue's Chief. */
    private static double militantOnE1(String rank2) {
        String board = "rC8/9/9/9/9/9/4bC4/" + rank2 + "/%s r rbrb r 0 0";
        return endgameTerms(read(board.formatted("4rM4")), Colour.RED)
                - endgameTerms(read(board.formatted("9")), Colour.RED);
    }
}

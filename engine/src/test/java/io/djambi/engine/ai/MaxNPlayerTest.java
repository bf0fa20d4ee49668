package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The {@code maxn} yardstick: material values, two plies, each player for himself. */
class MaxNPlayerTest {
    private static final double EXACT = 1e-9;

    @Test
    void eachPlayerScoresHisMaterialLessHisActiveRivalsTogether() {
        // A camp: Chief 300, Assassin 15, Reporter 18, Provocateur 10, Necromobile 10, four Militants 20 = 373
        assertArrayEquals(
                new double[] {373 - 3 * 373, 373 - 3 * 373, 373 - 3 * 373, 373 - 3 * 373},
                MaxNPlayer.scores(StartPosition.fourPlayers()),
                EXACT);
        // Blue's Assassin and Militant are Red's satellites (R17) and count for him; Green is frozen, out of the game
        Position p = read("yC8/9/9/9/9/9/9/9/rC6bAbM r rry- r 0 0");
        assertArrayEquals(
                new double[] {320 - 300, MaxNPlayer.OUT, 300 - 320, MaxNPlayer.OUT}, MaxNPlayer.scores(p), EXACT);
    }

    @Test
    void maxnTakesTheRivalChiefRatherThanAnyOtherPiece() {
        // Red's Assassin on C7 sees Blue's Chief on I7 along the rank; Red's Militant on C1 could take Blue's Assassin
        Position p = read("9/9/2rA5bC/9/9/9/9/1bA7/rC1rM6 r rbrb r 0 0");
        for (long seed = 1; seed <= 5; seed++) {
            Move m = new MaxNPlayer(new SplittableRandom(seed)).choose(p);
            assertEquals(new Move.Assassination(Square.parse("C7"), Square.parse("I7")), m, "seed " + seed);
        }
    }

    @Test
    void maxnDoesNotHandItsAssassinToAReplyThatTakesIt() {
        // Red's Assassin on E2 could take Blue's Militant on E8 (through the empty maze, R9), but Blue's Assassin on E9
        // would take him back: a Militant is worth 5 and the Assassin 15, so maxn declines
        Position p = read("4bA3bC/4bM4/9/9/9/9/9/4rA4/rC8 r rbrb r 0 0");
        Move take = new Move.Assassination(Square.parse("E2"), Square.parse("E8"));
        assertTrue(Rules.isLegal(p, take));
        for (long seed = 1; seed <= 5; seed++) {
            assertTrue(!take.equals(new MaxNPlayer(new SplittableRandom(seed)).choose(p)), "seed " + seed);
        }
    }

    @Test
    void theSameSeedGivesTheSameMove() {
        Position start = StartPosition.fourPlayers();
        assertEquals(
                new MaxNPlayer(new SplittableRandom(3)).choose(start),
                new MaxNPlayer(new SplittableRandom(3)).choose(start));
        assertTrue(Rules.isLegal(start, new MaxNPlayer(new SplittableRandom(4)).choose(start)));
        assertEquals(Colour.RED, start.toMove().orElseThrow());
    }
}

package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The {@code maxn} yardstick as a port of the other project's AI (mabdelaal86/djambi, flutter/lib/models/ai/): the
 * choices below were worked out by hand from tree.dart and evaluation.dart.
 */
class MaxNPlayerTest {
    /**
     * Red's Militant on D4 can take Blue's Necromobile on D6 (R11), but Blue's Militant on E7 takes him back. Blue's
     * Chief on H9 watches the diagonal down to A2 and rank 9. Two players only.
     */
    private static final String TRADE = "7bC1/9/4bM4/3bN5/9/3rM5/9/9/rC8 r rb-- r 0 0";

    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void eachPlayerCountsHisLivingPiecesAndSatellitesButNotCorpsesOrFrozenPieces() {
        // evaluation.dart:8-17. A camp at the start: Chief 300, Assassin 15, Reporter 18, Provocateur 10,
        // Necromobile 10, four Militants 20 = 373
        assertArrayEquals(new int[] {373, 373, 373, 373}, MaxNPlayer.evaluation(StartPosition.fourPlayers()));
        // Blue's Assassin and Militant are Red's satellites (R17): 300 + 15 + 5. Green is frozen (R19): his Militant on
        // B9 counts for nobody, nor does the corpse on A5 (R4). Blue and Green, out, score 0 (not a penalty)
        Position p = read("yCgM7/9/9/9/X8/9/9/9/rC6bAbM r rry- r 0 0");
        int[] v = MaxNPlayer.evaluation(p);
        assertArrayEquals(new int[] {320, 0, 300, 0}, v);
        // tree.dart:56-57: the sum of (mine - each party's), i.e. 4 x mine - all four together
        assertEquals(4 * 320 - 620, MaxNPlayer.utility(v, Colour.RED));
        assertEquals(4 * 300 - 620, MaxNPlayer.utility(v, Colour.YELLOW));
        assertEquals(-620, MaxNPlayer.utility(v, Colour.BLUE));
    }

    @Test
    void atDepthOneAManoeuvreIsOneLevelAndTheTakingMoveWins() {
        // One level: Red's whole move D4xD6>place and nothing after it. Taking the Necromobile raises Red's
        // utility from 4 x 305 - 620 = 600 to 4 x 305 - 610 = 610; no other move changes anything
        Position p = read(TRADE);
        for (long seed = 1; seed <= 5; seed++) {
            Move m = new MaxNPlayer(new SplittableRandom(seed), 1).choose(p);
            Move.Displace d = assertInstanceOf(Move.Displace.class, m, "seed " + seed);
            assertEquals(sq("D4"), d.from());
            assertEquals(sq("D6"), d.to());
        }
    }

    @Test
    void atDepthTwoItDeclinesATradeThatCostsItsOwnPieceBecauseOwnLossesWeighThreeTimes() {
        // After D4xD6 Blue's best reply for himself is E7xD6 (+5 for Blue). Red ends with 300 against 305:
        // 4 x 300 - 605 = 595, below the 600 of a quiet move (one level with own minus rivals would take: -5 > -10).
        // Among the quiet moves of equal value, Red's Chief is first in the member list (parliament.dart:100,
        // tree.dart:39, 58), so a Chief move is played, but never onto H9's lines (A2, B3, A9): Blue would take him
        Position p = read(TRADE);
        Set<Square> destinations = new HashSet<>();
        for (long seed = 1; seed <= 8; seed++) {
            Move m = new MaxNPlayer(new SplittableRandom(seed)).choose(p);
            assertEquals(sq("A1"), m.from(), "seed " + seed + ": " + m.text());
            assertFalse(Set.of(sq("A2"), sq("B3"), sq("A9")).contains(m.destination()), m.text());
            destinations.add(m.destination());
        }
        assertTrue(destinations.size() > 1, "the Chief's squares are shuffled: " + destinations);
    }

    @Test
    void fromTheStartTheFirstMilitantMovesToASafeSquareShuffled() {
        // At the start only Militants and the Necromobile can move (R3); the Militant on C1 comes first (slot 2 in
        // parliament.dart:100, and first by square here). E1 is lost to Blue's Militant on G1, so D1, D2 or E3
        Set<Square> destinations = new HashSet<>();
        for (long seed = 1; seed <= 8; seed++) {
            Move m = new MaxNPlayer(new SplittableRandom(seed)).choose(StartPosition.fourPlayers());
            assertEquals(sq("C1"), m.from(), "seed " + seed + ": " + m.text());
            assertTrue(Set.of(sq("D1"), sq("D2"), sq("E3")).contains(m.destination()), m.text());
            destinations.add(m.destination());
        }
        assertTrue(destinations.size() > 1, "the destinations are shuffled: " + destinations);
        assertEquals(
                new MaxNPlayer(new SplittableRandom(3)).choose(StartPosition.fourPlayers()),
                new MaxNPlayer(new SplittableRandom(3)).choose(StartPosition.fourPlayers()));
    }

    @Test
    void movesGoPieceByPieceInTheMemberListWithEachStepShuffledUnderTheOneBefore() {
        // Red: Chief E1, Militant A5, Necromobile G5 next to a corpse on G6; Blue's Provocateur on C7 is Red's
        // satellite (R17) and comes after all of Red's own camp (parliament.dart:43, tree.dart:39). Yellow is in too
        Position p = read("X7yC/9/2bP6/6X2/rM5rN2/9/9/9/4rC4 r rry- r 0 0");
        List<Move> moves = Rules.legalMoves(p);
        List<Move> ordered = MaxNPlayer.order(p, moves, new SplittableRandom(1));
        assertEquals(new HashSet<>(moves), new HashSet<>(ordered));
        List<Square> pieces = new ArrayList<>();
        for (Move m : ordered) {
            if (pieces.isEmpty() || !pieces.get(pieces.size() - 1).equals(m.from())) {
                pieces.add(m.from());
            }
        }
        assertEquals(List.of(sq("E1"), sq("A5"), sq("G5"), sq("C7")), pieces);
        // a Necromobile's placements follow the square he goes to: each destination's moves come together
        List<Square> necroDestinations = new ArrayList<>();
        for (Move m : ordered) {
            if (m.from().equals(sq("G5"))
                    && (necroDestinations.isEmpty()
                            || !necroDestinations
                                    .get(necroDestinations.size() - 1)
                                    .equals(m.destination()))) {
                necroDestinations.add(m.destination());
            }
        }
        assertEquals(new HashSet<>(necroDestinations).size(), necroDestinations.size(), "grouped by destination");
        // and another seed shuffles the Chief's squares differently
        assertFalse(ordered.equals(MaxNPlayer.order(p, moves, new SplittableRandom(2))));
    }

    @Test
    void aReporterThatStopsNextToAnEnemyKillsAsTheAppsReporterMust() {
        // R14 lets a Reporter on C5 decline to kill Blue's Militant on C6; the app's Reporter cannot
        // (reporter.dart:27-30), so the port never plays A5-C5
        Position p = read("8bC/9/9/2bM6/rR8/9/9/9/rC8 r rb-- r 0 0");
        Move decline = new Move.Step(sq("A5"), sq("C5"));
        assertTrue(Rules.isLegal(p, decline));
        List<Move> candidates = MaxNPlayer.candidates(p, Rules.legalMoves(p));
        assertFalse(candidates.contains(decline));
        assertTrue(candidates.contains(new Move.ReporterKill(sq("A5"), sq("C5"), sq("C6"))));
        assertTrue(candidates.contains(new Move.Step(sq("A5"), sq("A6"))));
    }
}

package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Outcome;
import io.djambi.engine.rules.Rules;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The paranoid search's own rules: kills first, the node budget, the clock, and when it stops deepening. */
class ParanoidSearchTest {
    private static final Duration AN_HOUR = Duration.ofHours(1);

    private static Square sq(String name) {
        return Square.parse(name);
    }

    /** A search whose clock never moves: only the node budget ends it. */
    private static ParanoidSearch search(long nodes) {
        return new ParanoidSearch(new SearchLimits(nodes, AN_HOUR), new SplittableRandom(7), () -> 0L);
    }

    @Test
    void killValueRanksAChiefFirstThenTheVictimsRoleAndNonKillsAtZero() {
        Position start = read("start");
        assertEquals(20, ParanoidSearch.killValue(start, new Move.Assassination(sq("B1"), sq("I1"))), "Blue Chief");
        assertEquals(2 + 1, ParanoidSearch.killValue(start, new Move.Assassination(sq("B1"), sq("I2"))), "Assassin");
        assertEquals(
                2 + 4,
                ParanoidSearch.killValue(start, new Move.ReporterKill(sq("A2"), sq("G4"), sq("G3"))),
                "a Reporter's victim, the Necromobile");
        assertEquals(
                2 + 5,
                ParanoidSearch.killValue(start, new Move.Displace(sq("A3"), sq("G2"), sq("E6"))),
                "a Militant kills the Militant he displaces (R11)");
        assertEquals(
                20,
                ParanoidSearch.killValue(start, new Move.Displace(sq("A1"), sq("I9"), sq("E6"))),
                "a Chief kills the Chief he displaces (R12)");
        assertEquals(
                0,
                ParanoidSearch.killValue(start, new Move.Displace(sq("B2"), sq("I9"), sq("E6"))),
                "a Provocateur never kills (R15)");
        assertEquals(
                0,
                ParanoidSearch.killValue(start, new Move.Displace(sq("C3"), sq("G2"), sq("E6"))),
                "a Necromobile never kills (R16)");
        assertEquals(0, ParanoidSearch.killValue(start, new Move.Step(sq("C3"), sq("D4"))));
        assertEquals(0, ParanoidSearch.killValue(start, new Move.MazeAction(sq("B2"), sq("F6"), sq("A5"))));
    }

    @Test
    void killValueOfAMazeAssassinationIsTheChiefInPowerAndOfACorpseNothing() {
        Position inPower = read("gC7yC/9/9/9/4bC4/9/9/9/rCrA6X r rbyg r 0 0");
        assertEquals(20, ParanoidSearch.killValue(inPower, new Move.MazeAssassination(sq("B1"), sq("F6"))));
        Position corpse = read("gC7yC/9/9/9/9/9/9/1X7/rMrC6bC r rbyg r 0 0");
        assertEquals(
                0,
                ParanoidSearch.killValue(corpse, new Move.Displace(sq("A1"), sq("B2"), sq("E6"))),
                "a corpse cannot die twice");
    }

    @Test
    void withBudgetForOneNodeTheSearchPlaysTheBiggestKillBecauseKillsAreSearchedFirst() {
        // Red's Assassin on B1 can take Blue's Chief on I1 along the first rank, among many quiet moves; his Militants
        // on A2 and B2 keep his own Chief from reaching Green's or Yellow's
        Position p = read("gC7yC/9/9/9/9/9/9/rMrM7/rCrA6bC r rbyg r 0 0");
        ParanoidSearch.Decision d = search(1).decide(p);
        assertEquals(new Move.Assassination(sq("B1"), sq("I1")), d.move());
        assertEquals(1, d.depth());
    }

    @Test
    void theSearchStopsOneNodePastItsBudgetAndReportsTheNodes() {
        ParanoidSearch.Decision d = search(2000).decide(read("start"));
        assertEquals(2001, d.nodes(), "the node that found the budget spent is counted");
        assertTrue(Rules.isLegal(read("start"), d.move()));
    }

    @Test
    void aPlayerWithOneLegalMovePlaysItWithoutSearching() {
        // Red's Chief on A1, corpses on A2, B2 and C1: B1 is his only square, and Red has nothing else
        Position p = read("gC7yC/9/9/9/9/9/9/XX7/rC1X5bC r rbyg r 0 0");
        assertEquals(1, Rules.legalMoves(p).size());
        ParanoidSearch.Decision d = search(1000).decide(p);
        assertEquals(new Move.Step(sq("A1"), sq("B1")), d.move());
        assertEquals(0, d.depth());
        assertEquals(0, d.nodes());
    }

    @Test
    void aWinFoundAtTheFirstDepthEndsTheSearch() {
        Position p = read("9/9/9/9/9/9/9/9/rC5rM1bC r rbrb r 0 0");
        ParanoidSearch.Decision d = search(100_000).decide(p);
        assertEquals(new Outcome.Won(Colour.RED), Rules.outcome(Rules.applyLegal(p, d.move())));
        assertEquals(1, d.depth(), "deeper cannot change a win");
        assertTrue(d.value() >= Evaluation.WIN, "value " + d.value());
    }
}

package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Outcome;
import io.djambi.engine.rules.Rules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The searching AI in the endgame: it takes the last Chief, does not go round in circles, and finishes the game. */
class HardEndgameTest {
    /** Small enough for a quick test, and the clock never cuts in: only the node budget ends a search. */
    private static final SearchLimits BUDGET = new SearchLimits(20_000, Duration.ofHours(1));

    private static ParanoidSearch hard(long seed) {
        return new ParanoidSearch(BUDGET, new SplittableRandom(seed), () -> 0L);
    }

    @Test
    void hardAiTakesTheLoneChiefWhenItCan() {
        // Two players left (R22): Red's Assassin on C7 sees Blue's Chief on I7; Red's Militant could take an Assassin
        Position p = read("9/9/2rA5bC/9/9/9/9/1bA7/rC1rM6 r rbrb r 0 0");
        for (long seed = 1; seed <= 3; seed++) {
            Move m = hard(seed).choose(p);
            assertEquals(new Move.Assassination(Square.parse("C7"), Square.parse("I7")), m, "seed " + seed);
            assertEquals(new Outcome.Won(Colour.RED), Rules.outcome(Rules.applyLegal(p, m)));
        }
    }

    @Test
    void hardAiDoesNotRepeatAPositionWhenAnotherMoveIsAsGood() {
        // A quiet endgame: Red's Chief and Militant against Blue's lone Chief far away, nothing to take (on I9, the
        // Chief on A1 would take him along the diagonal, over the empty maze)
        Position p = read("7bC1/9/9/9/9/9/2rM6/9/rC8 r rbrb r 0 0");
        for (long seed = 1; seed <= 3; seed++) {
            ParanoidSearch.Decision fresh = hard(seed).decide(p);
            Position after = Rules.applyLegal(p, fresh.move());
            // The same position once stood on the board before (its ply count aside)
            List<Position> history = List.of(after, p);
            ParanoidSearch.Decision wary = hard(seed).decide(p, history);
            assertNotEquals(fresh.move(), wary.move(), "seed " + seed);
            assertTrue(
                    wary.value() > fresh.value() - ParanoidSearch.REPEAT,
                    "a move about as good was there: " + wary.value() + " against " + fresh.value());
        }
    }

    @Test
    void hardAiStillPlaysARepeatedMoveThatIsFarBetter() {
        // Red's Assassin on C7 can take Blue's Reporter on C3 (worth 3 pawns; a corpse on B2 keeps Red's Chief from
        // taking him); the position after it was seen before
        Position p = read("7bC1/9/2rA6/9/9/9/2bR6/1X7/rC8 r rbrb r 0 0");
        Move take = new Move.Assassination(Square.parse("C7"), Square.parse("C3"));
        Position after = Rules.applyLegal(p, take);
        assertEquals(take, hard(1).decide(p, List.of(after, p)).move());
    }

    @Test
    void hardAiWinsASmallEndgameAgainstTheMaxnYardstickWithinFortyMoves() {
        // Two players left: Red (hard) has his Chief, Assassin, Reporter and a Militant; Blue (maxn) has his Chief in
        // the I9 corner behind two Militants
        Position start = read("7bMbC/8bM/9/9/9/9/9/1rR7/rCrA1rM5 r rbrb r 0 0");
        for (long seed = 1; seed <= 2; seed++) {
            Position p = start;
            Player red = hard(seed);
            Player blue = new MaxNPlayer(new SplittableRandom(seed));
            List<Position> history = new ArrayList<>();
            while (!p.isOver() && p.ply() < 40) {
                history.add(p);
                Player mover = p.toMove().orElseThrow() == Colour.RED ? red : blue;
                p = Rules.applyLegal(p, mover.choose(p, history));
            }
            assertEquals(new Outcome.Won(Colour.RED), Rules.outcome(p), "seed " + seed + ", ply " + p.ply());
        }
    }
}

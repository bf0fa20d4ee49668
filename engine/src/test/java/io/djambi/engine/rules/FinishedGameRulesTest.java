package io.djambi.engine.rules;

import static io.djambi.engine.Fixtures.assertMentions;
import static io.djambi.engine.Fixtures.play;
import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.djambi.engine.Result;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The guards of {@link Rules} itself, called directly: the notation reader refuses most bad events before they reach
 * the rules, so these checks are otherwise never exercised (found by mutation testing).
 */
class FinishedGameRulesTest {
    /** Red has just won (R22): Blue's Chief was the last rival. */
    private static Position won() {
        return play(read("9/9/9/9/9/9/9/9/rC5rM1bC r rbrb r 0 0"), "G1xI1>G1");
    }

    private static String refusal(Result<Position> result) {
        return assertInstanceOf(Result.Rejected.class, result, "accepted").reason();
    }

    @Test
    @DisplayName("R22 once the game is over nobody may move, resign, skip or agree a draw")
    void aFinishedGameRefusesEveryEvent() {
        Position over = won();
        assertMentions(refusal(Rules.play(over, new Move.Step(Square.parse("A1"), Square.parse("A2")))), "over");
        assertMentions(refusal(Rules.resign(over, Colour.RED)), "over");
        assertMentions(refusal(Rules.skip(over)), "over");
        assertMentions(refusal(Rules.draw(over)), "over");
    }

    @Test
    @DisplayName("R22 a finished game has no legal move, from any square")
    void aFinishedGameHasNoLegalMove() {
        Position over = won();
        assertEquals(List.of(), Rules.legalMoves(over));
        assertEquals(List.of(), Rules.legalMovesFrom(over, Square.parse("A1")));
        assertThrows(
                IllegalArgumentException.class,
                () -> Rules.applyLegal(over, new Move.Step(Square.parse("A1"), Square.parse("A2"))));
    }

    @Test
    @DisplayName("R8, R10 a move the position does not allow is refused with its notation, and nothing changes")
    void anIllegalMoveIsRefusedByTheRules() {
        Position start = read("start");
        // A2 holds Red's own Reporter: the Chief on A1 cannot go there (R10), nor jump over it to A3 (R8)
        assertMentions(
                refusal(Rules.play(start, new Move.Step(Square.parse("A1"), Square.parse("A4")))),
                "A1-A4",
                "not a legal move");
        // Blue's Militant on G1 is not Red's to move
        assertMentions(refusal(Rules.play(start, new Move.Step(Square.parse("G1"), Square.parse("F1")))), "G1-F1");
        assertEquals(read("start"), start);
    }

    @Test
    @DisplayName("R23 a player already out of the game cannot resign again")
    void anEliminatedPlayerCannotResign() {
        Position blueOut = Rules.resign(read("start"), Colour.BLUE).orThrow();
        assertMentions(refusal(Rules.resign(blueOut, Colour.BLUE)), "Blue", "not in the game");
    }

    @Test
    @DisplayName("R22 a game still going has no winner and is not drawn")
    void aGameStillGoingIsOngoing() {
        assertEquals(new Outcome.Ongoing(), Rules.outcome(read("start")));
        assertEquals(new Outcome.Won(Colour.RED), Rules.outcome(won()));
    }

    @Test
    void perftCountsOneEmptySequenceAtDepthZeroAndRefusesANegativeDepth() {
        assertEquals(1, Perft.count(read("start"), 0));
        assertEquals(30, Perft.count(read("start"), 1), "R3: Red has 30 legal moves at the start");
        assertThrows(IllegalArgumentException.class, () -> Perft.count(read("start"), -1));
    }
}

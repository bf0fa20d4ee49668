package io.djambi.engine.notation;

import static io.djambi.engine.Fixtures.assertMentions;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.Fixtures;
import io.djambi.engine.Result;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MoveNotationTest {
    private static final Position START = Fixtures.read("start");

    @Test
    void everyLegalMoveReadsBackFromItsOwnText() {
        for (String name : new String[] {"start", "gC7yC/9/9/9/4bC4/9/2rA3bM2/9/rC3rP3bN r rbyg r 0 0"}) {
            Position p = Fixtures.read(name);
            for (Move m : Rules.legalMoves(p)) {
                assertEquals(m, MoveNotation.read(p, m.text()).orThrow(), m.text());
                assertEquals(
                        m,
                        MoveNotation.read(p, m.text().toLowerCase().replace("x", " x "))
                                .orThrow());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            hello      | cannot read 'hello' as a move
            C1-D1-E1   | cannot read
            Z1-A2      | cannot read
            D4-D5      | there is no piece on D4
            I1-H2      | is Blue's, and Red is to move
            A1-A4      | has no legal move
            C1-C4      | a Militant moves 1 or 2 squares
            C1-D4      | straight lines or diagonals
            A3-A5xA6   | only a Reporter
            C3-E5      | only a Chief may end a move on the maze
            C1xD1>E1   | D1 is empty
            C3xC2>D4   | your own
            C1-C1      | a move must leave C1
            """)
    void badMovesAreRefusedWithAReasonAndChangeNothing(String text, String reason) {
        String before = PositionNotation.write(START);
        Result<Move> read = MoveNotation.read(START, text);
        assertMentions(assertInstanceOf(Result.Rejected.class, read).reason(), reason);
        assertEquals(before, PositionNotation.write(START));
    }

    @Test
    void movesAreDescribedInWords() {
        Position p = Fixtures.read("gC7yC/9/9/9/9/3bR5/2rM6/9/rC7bC r rbyg r 0 0");
        Move kill = MoveNotation.read(p, "C3xD4>H8").orThrow();
        assertEquals(
                "Red Militant C3 kills Blue Reporter on D4; the corpse is laid on H8",
                MoveDescription.describe(p, kill).english());
        Position q = Fixtures.read("9/9/9/9/9/9/9/9/rC5rM1bC r rbrb r 0 0");
        Move win = MoveNotation.read(q, "G1xI1>G1").orThrow();
        assertEquals(
                "Red Militant G1 kills Blue Chief on I1; the corpse is laid on G1; Blue is eliminated",
                MoveDescription.describe(q, win, Rules.applyLegal(q, win)).english());
    }

    @Test
    void aRefusalEchoesNoMarkupOrMentionOfWhatWasTyped() {
        Result<Move> read =
                MoveNotation.read(io.djambi.engine.model.StartPosition.fourPlayers(), "hello<@123>@everyone **x**");
        String reason = assertInstanceOf(Result.Rejected.class, read).reason();
        assertTrue(reason.contains("'hello??123>?everyone ??x??'"), reason);
    }
}

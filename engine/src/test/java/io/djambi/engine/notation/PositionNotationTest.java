package io.djambi.engine.notation;

import static io.djambi.engine.Fixtures.assertMentions;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.djambi.engine.Result;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PositionNotationTest {
    private static final String START =
            "gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/9/9/9/rMrMrN3bNbMbM/rRrPrM3bMbPbA/rCrArM3bMbRbC r rbyg r 0 0";

    @Test
    void startPositionIsWrittenExactlyAsInTheNotation() {
        assertEquals(START, PositionNotation.write(StartPosition.fourPlayers()));
        assertEquals(
                START.replace("rbyg", "rbyh"),
                PositionNotation.write(StartPosition.threePlayers(io.djambi.engine.model.Colour.GREEN)));
    }

    @Test
    void inputIsCaseInsensitiveAndToleratesSpaces() {
        Position p = PositionNotation.read("  " + START.toUpperCase().replace(" ", "   ") + "  ")
                .orThrow();
        assertEquals(START, PositionNotation.write(p));
        assertEquals(
                START, PositionNotation.write(PositionNotation.read("START").orThrow()));
    }

    @Test
    void gameOverPositionRoundTrips() {
        String over = "9/9/9/9/9/9/9/9/rC5X1rM - rrrr - 0 1";
        assertEquals(over, PositionNotation.write(PositionNotation.read(over).orThrow()));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            9/9/9/9/9/9/9/9 r rbyg r 0 0                                        | 9 ranks
            gC8/9/9/9/9/9/9/9/rC7 r rbyg r 0 0 extra                          | 6 fields
            gC7/9/9/9/9/9/9/9/rC7bC r rbyg r 0 0                              | rank 9 adds up to 8
            gC9/9/9/9/9/9/9/9/rC7bC r rbyg r 0 0                              | more than 9
            gCqZ7/9/9/9/9/9/9/9/rC7bC r rbyg r 0 0                            | cannot read 'qZ'
            gC7yC/9/9/9/9/9/9/9/rCrC6bC r rbyg r 0 0                          | 2 Red Chief pieces
            gC7yC/9/9/9/4rM4/9/9/9/rC7bC r rbyg r 0 0                         | only a Chief can stand on the maze
            gC7yC/9/9/9/9/9/9/9/rC7bC x rbyg r 0 0                            | to-move
            gC7yC/9/9/9/9/9/9/9/rC7bC r rbzg r 0 0                            | 'z' in the camps field
            gC7yC/9/9/9/9/9/9/9/rC7bC r rbyg r 3 0                            | bonus
            gC7yC/9/9/9/9/9/9/9/rC7bC r rbyg r 0 -1                           | ply
            gC7yC/9/9/9/9/9/9/9/rC7bC b rbyg r 0 0                            | cursor is the player to move
            gC7yC/9/9/9/9/9/9/9/rC7bC r rbyg b 1 0                            | bonus move belongs to the player in power
            gC7yC/9/9/9/9/9/9/9/rC7X r rbyg r 0 0                             | Blue is active but has no living Chief
            gC7yC/9/9/9/9/9/9/9/rC7bC r rryg r 0 0                            | Blue's Chief is alive
            gC7yC/9/9/9/9/9/9/9/rC7bC - rbyg r 0 0                            | game is over
            gC8/9/9/9/9/9/9/9/rC7X r r-bg r 0 0                               | controlled by Blue, who is not active
            """)
    void impossibleOrMalformedPositionsAreRefusedWithAReason(String text, String reason) {
        Result<Position> read = PositionNotation.read(text);
        assertMentions(assertInstanceOf(Result.Rejected.class, read).reason(), reason);
    }
}

package io.djambi.engine.notation;

import static io.djambi.engine.Fixtures.assertMentions;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.djambi.engine.Result;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameRecord;
import org.junit.jupiter.api.Test;

class RecordNotationTest {
    private static final String RECORD = """
            ; Red: Ann, Blue: Bob
            gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/9/9/9/rMrMrN3bNbMbM/rRrPrM3bMbPbA/rCrArM3bMbRbC r rbyg r 0 0
            C1-D1 ; a quiet start
            skip
            ; Yellow thinks
            G7-F6
            resign g
            """;

    @Test
    void recordReadsReplaysAndWritesBackCanonically() {
        GameRecord record = RecordNotation.read(RECORD).orThrow();
        assertEquals(4, record.events().size());
        String written = RecordNotation.write(record);
        assertEquals("""
                ; Red: Ann, Blue: Bob
                gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/9/9/9/rMrMrN3bNbMbM/rRrPrM3bMbPbA/rCrArM3bMbRbC r rbyg r 0 0
                C1-D1
                skip
                G7-F6
                resign g
                """, written);
        Game game = Game.replay(record.start(), record.events()).orThrow();
        assertEquals("r", PositionNotation.write(game.position()).split(" ")[1]);
        assertEquals(
                game.positions(),
                Game.replay(
                                RecordNotation.read(written).orThrow().start(),
                                RecordNotation.read(written).orThrow().events())
                        .orThrow()
                        .positions());
    }

    @Test
    void badRecordsNameTheLineAndTheReason() {
        String bad = RECORD.replace("G7-F6", "G7-E5");
        Result<GameRecord> read = RecordNotation.read(bad);
        assertMentions(assertInstanceOf(Result.Rejected.class, read).reason(), "line 6", "maze");
        assertMentions(((Result.Rejected<GameRecord>) RecordNotation.read("; nothing\n")).reason(), "no position");
        assertMentions(
                ((Result.Rejected<GameRecord>) RecordNotation.read("start\nresign q\n")).reason(), "line 2", "colour");
    }
}

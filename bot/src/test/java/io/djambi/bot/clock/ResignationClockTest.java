package io.djambi.bot.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** A resignation out of turn uses up no turn (R23): the player to move keeps his clock as it ran. */
class ResignationClockTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());

    private Instant turnStart() {
        return t.clocks.currentOrStarted(t.table(), t.clock.instant()).turnStartedAt();
    }

    /** Ann to move for half an hour already, of an hour a turn: when her turn started. */
    private Instant annToMoveForHalfAnHour() {
        t.started("turn-time:1h");
        Instant started = turnStart();
        t.clock.advance(Duration.ofMinutes(30));
        return started;
    }

    @Test
    void aResignationOutOfTurnLeavesThePlayerToMoveHisClock() {
        Instant started = annToMoveForHalfAnHour();
        // WHEN Cy and then Di resign out of turn
        t.run("cy", "resign-confirm");
        t.run("di", "resign-confirm");
        // THEN Ann's turn still started when it did: each resignation gave her a whole new hour (found by the
        // play-test)
        assertEquals(2, t.table().version());
        assertEquals(started, turnStart());
    }

    @Test
    void theNextPlayersTurnStartsWhenHeIsToMove() {
        Instant started = annToMoveForHalfAnHour();
        // Ann resigns on her own turn: Bob's turn begins now
        t.run("ann", "resign-confirm");
        assertNotEquals(started, turnStart());
        assertEquals(t.clock.instant(), turnStart());
    }
}

package io.djambi.bot.clock;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.game.ScriptedTableStore;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The turn timer reads the list of games without a lock, then looks at each game under its lock after reading it
 * again. Here a command lands exactly in between (scripted in the store), and the timer must see it.
 */
class TurnTimerUnderLockTest {
    private final ScriptedTableStore store = new ScriptedTableStore();
    private final PressTable t = new PressTable(store, new InMemoryWhisperStore());
    private final RecordingOutput output = new RecordingOutput();
    private final TurnTimer timer =
            t.games.timer(t.tables, t.clocks, output, guild -> "Test Server", t.clock, Runnable::run);

    @Test
    void aPauseThatLandsJustAfterTheTimerReadTheGamesStopsTheTimeout() {
        // GIVEN Ann's time is up
        t.started("turn-time:1m");
        timer.tick();
        t.clock.advance(Duration.ofMinutes(1));
        // WHEN the host pauses the clocks just after the timer read the list of games
        store.afterNextListing(() -> assertTrue(text(t.run("ann", "pause")).startsWith("⏸️ The clocks are paused")));
        timer.tick();
        // THEN the pause wins: no timeout
        assertEquals(0, t.table().version());
        assertTrue(t.games.unansweredPosts().isEmpty());
    }

    @Test
    void aPlayerWhoMovedJustAfterTheTimerReadTheGamesIsNotRemindedOfThatTurn() {
        // GIVEN Ann's half-time reminder is due
        t.started("turn-time:10m");
        timer.tick();
        t.clock.advance(Duration.ofMinutes(5));
        // WHEN Ann moves just after the timer read the list of games
        store.afterNextListing(() -> t.run("ann", "move", "move:C3-D4"));
        timer.tick();
        // THEN she is not reminded of a turn she has played, and Bob's turn starts with its whole time
        assertTrue(output.dms.isEmpty(), output.dms.toString());
        assertEquals(1, t.table().version());
        timer.tick();
        t.clock.advance(Duration.ofMinutes(5));
        timer.tick();
        assertEquals(1, output.dms.size());
        assertTrue(output.dms.get(0).startsWith("bob: ⏰ **Your move**"), output.dms.get(0));
    }

    @Test
    void aMoveThatLandsJustAfterTheTimerReadTheGamesBeatsTheTimeout() {
        t.started("turn-time:1m");
        timer.tick();
        t.clock.advance(Duration.ofMinutes(1));
        store.afterNextListing(() -> t.run("ann", "move", "move:C3-D4"));
        timer.tick();
        assertEquals(1, t.table().version(), "Ann's move, and no skip of Bob's turn");
        assertTrue(t.games.unansweredPosts().isEmpty());
    }

    @Test
    void aGameAbortedJustAfterTheTimerReadTheGamesIsLeftAlone() {
        t.started("turn-time:10m");
        timer.tick();
        t.clock.advance(Duration.ofMinutes(5)); // the half-time reminder is due
        store.afterNextListing(() -> t.run("ann", "abort-confirm"));
        timer.tick();
        assertTrue(output.dms.isEmpty(), "no reminder for an aborted game");
        t.clock.advance(Duration.ofMinutes(5));
        timer.tick();
        assertTrue(t.games.unansweredPosts().isEmpty(), "no timeout either");
        assertEquals(0, t.table().version());
    }
}

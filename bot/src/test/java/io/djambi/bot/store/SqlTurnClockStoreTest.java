package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.clock.NotifyPreference;
import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.clock.TurnTimer;
import io.djambi.bot.command.Reply;
import io.djambi.bot.press.PressTable;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Turn clocks and reminder preferences survive a restart: nothing is sent twice, nothing forgotten. */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlTurnClockStoreTest {
    @TempDir
    Path dir;

    private final StoreDatabase database;

    SqlTurnClockStoreTest(StoreDatabase database) {
        this.database = database;
    }

    private final List<String> dms = new ArrayList<>();
    private final TimerOutput output = new TimerOutput() {
        @Override
        public CompletionStage<Boolean> directMessage(String userId, String text, List<Reply.Attachment> files) {
            dms.add(userId + ": " + text);
            return CompletableFuture.completedFuture(true);
        }
    };

    private record Run(Database database, PressTable table, TurnTimer timer) implements AutoCloseable {
        @Override
        public void close() throws SQLException {
            database.close();
        }
    }

    private Run open(Duration sinceStart) throws SQLException {
        Database db = database.open(dir);
        PressTable table = new PressTable(
                new SqlTableStore(db, Clock.systemUTC()), new SqlWhisperStore(db), new SqlTurnClockStore(db));
        table.clock.advance(sinceStart);
        return new Run(
                db, table, table.games.timer(table.tables, table.clocks, output, g -> "S", table.clock, Runnable::run));
    }

    @Test
    void aMoveTakenBackAfterARestartGivesItsTurnItsClockBackAsItWas() throws SQLException {
        io.djambi.bot.clock.TurnClock bobsClock;
        io.djambi.bot.game.Table beforeBob;
        try (Run first = open(Duration.ZERO)) {
            first.table().started("turn-time:1h");
            first.timer().tick();
            first.table().clock.advance(Duration.ofMinutes(3));
            first.table().run("ann", "move", "move:C3-D4");
            first.timer().tick();
            beforeBob = first.table().table();
            bobsClock = first.table().clocks.current(beforeBob).orElseThrow();
            first.table().clock.advance(Duration.ofMinutes(5));
            first.table().run("bob", "move", "move:G3-F4");
            first.timer().tick();
        }
        try (Run second = open(Duration.ofMinutes(9))) {
            long id = second.table().table().id();
            assertEquals(java.util.Optional.of(bobsClock), second.table().clocks.earlier(id, 1), "kept on disk");
            second.table().run("bob", "takeback");
            for (String other : List.of("ann", "cy", "di")) {
                second.table().run(other, "takeback-answer", "table:" + id, "version:2", "answer:accept");
            }
        }
        try (Run third = open(Duration.ofMinutes(10))) {
            io.djambi.bot.game.Table back = third.table().table();
            assertEquals(1, back.version());
            assertEquals(beforeBob.game().record(), back.game().record(), "the stored log lost its last event");
            assertEquals(bobsClock, third.table().clocks.current(back).orElseThrow());
        }
    }

    @Test
    void aReminderSentBeforeARestartIsNotSentAgainAndPreferencesAreKept() throws SQLException {
        try (Run first = open(Duration.ZERO)) {
            first.table().started("turn-time:10m");
            first.timer().tick();
            first.table().clock.advance(Duration.ofMinutes(5));
            first.timer().tick();
            first.table().run("bob", "notify", "mention:on");
        }
        assertEquals(1, dms.size());
        try (Run second = open(Duration.ofMinutes(6))) {
            second.timer().recover();
            second.timer().tick();
            assertEquals(1, dms.size(), "the half-time reminder was recorded before it was sent");
            assertEquals(new NotifyPreference(true, true), second.table().clocks.preference("bob"));
            second.table().clock.advance(Duration.ofMinutes(3));
            second.timer().tick();
            assertEquals(2, dms.size());
            long due =
                    second.table().clock.instant().plus(Duration.ofMinutes(1)).getEpochSecond();
            assertTrue(dms.get(1).contains("Your move is due <t:" + due + ":R>"), dms.get(1));
            second.table().clock.advance(Duration.ofMinutes(1));
            second.timer().tick();
            assertEquals(1, second.table().table().version(), "the turn ran out on time: skipped once");
        }
    }

    @Test
    void theDeadlineShownWhenTheTurnBeganIsKeptIfTheBotStopsBeforeItsTimerTicks() throws SQLException {
        try (Run first = open(Duration.ZERO)) {
            // GIVEN a timed game started, its first turn's deadline posted, and the bot stopped before any tick
            first.table().started("turn-time:10m");
        }
        try (Run second = open(Duration.ofMinutes(6))) {
            // WHEN it starts again six minutes later
            second.timer().recover();
            second.timer().tick();
            // THEN the turn counts from when it began, as posted: its half-time reminder is due, not a fresh clock
            assertEquals(1, dms.size(), dms.toString());
        }
    }

    @Test
    void aPauseAnAbsenceAndOpenVotesSurviveARestart() throws SQLException {
        try (Run first = open(Duration.ZERO)) {
            first.table().started("turn-time:10m");
            first.timer().tick();
            first.table().clock.advance(Duration.ofMinutes(4));
            first.table().run("bob", "away", "days:2");
            first.table().run("cy", "settings", "turn-time:1h");
            first.table().run("ann", "pause");
        }
        try (Run second = open(Duration.ofDays(1))) {
            long id = second.table().table().id();
            assertTrue(second.table().clocks.pausedSince(id).isPresent());
            assertEquals(1, second.table().clocks.aways(id).size());
            assertEquals(
                    java.util.Map.of("cy", "settings turn-time:1h timeout:skip"),
                    second.table().clocks.votes(id));
            second.timer().recover();
            second.timer().tick();
            assertTrue(dms.isEmpty(), "still paused after the restart");
            long due =
                    second.table().clock.instant().plus(Duration.ofMinutes(6)).getEpochSecond();
            assertTrue(PressTable.text(second.table().run("ann", "resume")).contains("due <t:" + due + ":R>"));
            assertEquals(0, second.table().table().version());
        }
    }
}

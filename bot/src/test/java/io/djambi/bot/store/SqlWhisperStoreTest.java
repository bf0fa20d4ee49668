package io.djambi.bot.store;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.press.Whisper;
import io.djambi.bot.press.Whisper.DeliveryState;
import io.djambi.bot.press.WhisperStore;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Whispers in the database (SQLite and PostgreSQL) across restarts of the bot: nothing stored is lost, what was not
 * delivered is, once, and never while the process that stored it may still be delivering it.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlWhisperStoreTest {
    @TempDir
    Path dir;

    private final StoreDatabase database;

    SqlWhisperStoreTest(StoreDatabase database) {
        this.database = database;
    }

    /** One run of the bot's process over the same database file. */
    private record Run(Database database, PressTable table) implements AutoCloseable {
        /** This process looks for pending whispers, as it does at its start and every minute: how many it sent. */
        int retryPending() {
            return table.press.retryPending().toCompletableFuture().join();
        }

        @Override
        public void close() throws SQLException {
            database.close();
        }
    }

    private Run open() throws SQLException {
        Database db = database.open(dir);
        return new Run(db, new PressTable(new SqlTableStore(db, Clock.systemUTC()), new SqlWhisperStore(db)));
    }

    /** Ann's {@code /whisper} to Bob and Cy, on its own thread: its answer waits for Discord's, which may be held. */
    private static CompletableFuture<String> whisperInFlight(PressTable table, String message) {
        table.courier.holdAnswers();
        CompletableFuture<String> answer = CompletableFuture.supplyAsync(
                () -> text(table.run("ann", "whisper", "to:bob", "to2:cy", "message:" + message)));
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (table.courier.delivered().size() < 2) { // both DMs sent, neither acknowledged
            assertTrue(System.nanoTime() < deadline, "the whisper's DMs were never sent");
            Thread.onSpinWait();
        }
        return answer;
    }

    @Test
    void aUsersLatestWhisperIsFoundWhetherHeSentItOrWasSentItWithAllItsRecipients() throws Exception {
        try (Run run = open()) {
            PressTable t = run.table();
            t.started();
            assertTrue(t.whispers.latestOf("ann").isEmpty());
            t.run("ann", "whisper", "to:bob", "to2:cy", "message:First");
            t.run("di", "whisper", "to:ann", "message:Second");
            assertEquals("Second", t.whispers.latestOf("ann").orElseThrow().text(), "sent to her");
            assertEquals("Second", t.whispers.latestOf("di").orElseThrow().text(), "sent by him");
            Whisper cys = t.whispers.latestOf("cy").orElseThrow();
            assertEquals("First", cys.text());
            assertEquals(List.of("bob", "cy"), cys.recipients(), "every recipient, in order");
            assertTrue(t.whispers.latestOf("zed").isEmpty());
        }
    }

    @Test
    void aWhisperBeingDeliveredByALiveProcessIsNotSentAgainByOneThatStarts() throws Exception {
        try (Run live = open()) {
            live.table().started();
            // GIVEN a whisper stored by a live process, its DMs sent and Discord's answer not yet come
            CompletableFuture<String> answer = whisperInFlight(live.table(), "Mid-flight");
            try (Run starting = open()) {
                // WHEN another process starts and looks for pending whispers, now and a minute later
                assertEquals(0, starting.retryPending());
                starting.table().clock.advance(Duration.ofMinutes(1));
                assertEquals(0, starting.retryPending());
                // THEN it sends nothing: they are the live process's to deliver
                assertEquals(List.of(), starting.table().courier.delivered());
                // AND once Discord answers, the live process records them, and nobody sends them again
                live.table().courier.answerHeld();
                assertEquals("Whispered to bob (Blue), cy (Yellow).", answer.get(10, TimeUnit.SECONDS));
                starting.table().clock.advance(Duration.ofMinutes(5));
                assertEquals(0, starting.retryPending());
                assertEquals(List.of(), starting.table().courier.delivered());
                assertTrue(starting.table().whispers.pending().isEmpty());
            }
        }
    }

    @Test
    void aWhisperWhoseDmDiscordTakesLongerThanTheHoldToAnswerIsNotSentAgainByAnotherProcess() throws Exception {
        try (Run live = open()) {
            live.table().started();
            // GIVEN a whisper stored by a live process, its DMs handed to Discord, whose answer takes five minutes
            // (JDA sets no deadline on a request: it waits out Discord's rate limits for as long as Discord says)
            CompletableFuture<String> answer = whisperInFlight(live.table(), "Slow Discord");
            try (Run other = open()) {
                // WHEN both processes look for pending whispers every minute meanwhile, as every process does
                for (int minute = 1; minute <= 5; minute++) {
                    live.table().clock.advance(Duration.ofMinutes(1));
                    other.table().clock.advance(Duration.ofMinutes(1));
                    assertEquals(0, other.retryPending(), "minute " + minute);
                    // (not waited for: a round that claimed the live process's own DMs would wait on Discord too)
                    live.table().press.retryPending();
                }
                // THEN neither sends them again: they are still the live process's, in flight
                assertEquals(List.of(), other.table().courier.delivered());
                assertEquals(2, live.table().courier.delivered().size(), "each DM sent once");
                // AND once Discord answers, the live process records them, and nobody sends them again
                live.table().courier.answerHeld();
                assertEquals("Whispered to bob (Blue), cy (Yellow).", answer.get(10, TimeUnit.SECONDS));
                other.table().clock.advance(Duration.ofMinutes(5));
                assertEquals(0, other.retryPending());
                assertEquals(List.of(), other.table().courier.delivered());
                assertEquals(2, live.table().courier.delivered().size(), "each DM sent once");
                assertTrue(other.table().whispers.pending().isEmpty());
            }
        }
    }

    @Test
    void aWhisperWhoseProcessDiedWhileSendingItIsSentOnceItsHoldHasRunOut() throws Exception {
        Run died = open();
        died.table().started();
        long tableId = died.table().table().id();
        // GIVEN a process that stored a whisper and sent its DMs, then died before Discord answered
        CompletableFuture<String> neverAnswered = whisperInFlight(died.table(), "Before the crash");
        died.close();
        try (Run second = open()) {
            // WHEN another process looks for pending whispers at its start, and a minute later
            assertEquals(0, second.retryPending());
            second.table().clock.advance(Duration.ofSeconds(119));
            assertEquals(0, second.retryPending());
            // THEN it leaves them to the dead process until its two minutes' hold runs out
            assertEquals(List.of(), second.table().courier.delivered());
            // WHEN it looks again after that, as it does every minute
            second.table().clock.advance(Duration.ofSeconds(1));
            assertEquals(2, second.retryPending());
            // THEN it sends them, and records them delivered
            assertTrue(second.table().courier.deliveredTo("bob").get(0).text().endsWith(">>> Before the crash"));
            Whisper w = second.table().whispers.ofTable(tableId).get(0);
            assertEquals(
                    List.of(
                            new Whisper.Addressee("bob", DeliveryState.DELIVERED),
                            new Whisper.Addressee("cy", DeliveryState.DELIVERED)),
                    w.addressees());
            second.table().clock.advance(Duration.ofMinutes(5));
            assertEquals(0, second.retryPending());
            assertEquals(2, second.table().courier.delivered().size(), "sent once, never again");
        }
        // The dead process's thread, let go: its answer, over a closed database, does not matter
        died.table().courier.answerHeld();
        neverAnswered.handle((answer, failure) -> "").get(10, TimeUnit.SECONDS);
    }

    @Test
    void aWhisperLeftPendingInAGameDeletedSinceReachesWhomItCanOnceAndIsSettled() throws Exception {
        Run died = open();
        died.table().started();
        long tableId = died.table().table().id();
        // GIVEN a whisper to Bob and Cy whose process died before Discord answered
        CompletableFuture<String> neverAnswered = whisperInFlight(died.table(), "Before the crash");
        died.close();
        // AND its game deleted by hand since, its row gone (an operator's tool that does not check the references)
        deleteTableByHand(tableId);
        try (Run second = open()) {
            // AND Cy's DMs closed
            second.table().courier.closeDms("cy");
            // WHEN another process looks for pending whispers once the hold has run out
            second.table().clock.advance(Duration.ofMinutes(2));
            // THEN Bob has it, in the words still known: the game's number, the sender as a mention
            assertEquals(1, second.retryPending());
            String toBob = second.table().courier.deliveredTo("bob").get(0).text();
            assertTrue(toBob.contains("Djambi game " + tableId) && toBob.contains("<@ann>"), toBob);
            assertTrue(toBob.endsWith(">>> Before the crash"), toBob);
            // AND Cy's is settled as refused, as for closed DMs in a game still there
            assertEquals(
                    List.of(
                            new Whisper.Addressee("bob", DeliveryState.DELIVERED),
                            new Whisper.Addressee("cy", DeliveryState.REFUSED)),
                    second.table().whispers.ofTable(tableId).get(0).addressees());
            // AND nothing is claimed again once this process's hold runs out
            second.table().clock.advance(Duration.ofMinutes(5));
            assertEquals(0, second.retryPending());
            assertEquals(1, second.table().courier.delivered().size(), "sent once, never again");
            assertTrue(second.table().whispers.pending().isEmpty());
        }
        died.table().courier.answerHeld();
        neverAnswered.handle((answer, failure) -> "").get(10, TimeUnit.SECONDS);
    }

    @Test
    void aWhisperLeftPendingBySomeoneWhoseSeatWasHandedOverSinceIsStillDelivered() throws Exception {
        Run died = open();
        died.table().started();
        // GIVEN Ann's whisper to Bob and Cy whose process died before Discord answered
        CompletableFuture<String> neverAnswered = whisperInFlight(died.table(), "Before the crash");
        died.close();
        try (Run second = open()) {
            // AND Ann's seat handed to Zed since
            second.table().run("bob", "replace", "seat:red", "with:zed");
            second.table().run("cy", "replace", "seat:red", "with:zed");
            second.table().run("di", "replace", "seat:red", "with:zed");
            assertTrue(second.table().table().seatOf("ann").isEmpty());
            // WHEN another process looks for pending whispers once the hold has run out
            second.table().clock.advance(Duration.ofMinutes(2));
            // THEN both have it, from Ann named by the seat she had when she wrote it, and it is pending no more
            assertEquals(2, second.retryPending());
            String toBob = second.table().courier.deliveredTo("bob").get(0).text();
            assertTrue(
                    toBob.contains("From **ann** (Red) to you (Blue) and to cy (Yellow):")
                            && toBob.endsWith(">>> Before the crash"),
                    toBob);
            second.table().clock.advance(Duration.ofMinutes(5));
            assertEquals(0, second.retryPending());
            assertTrue(second.table().whispers.pending().isEmpty());
        }
        died.table().courier.answerHeld();
        neverAnswered.handle((answer, failure) -> "").get(10, TimeUnit.SECONDS);
    }

    /** Deletes a game's row as a tool that ignores the foreign keys would, leaving its whispers behind. */
    private void deleteTableByHand(long tableId) throws SQLException {
        assertEquals(1, byHand("DELETE FROM game_table WHERE id = " + tableId));
    }

    /** Runs one statement on the test's database as an operator's tool would, bypassing the foreign keys. */
    private int byHand(String sql) throws SQLException {
        try (Connection c =
                        switch (database.target(dir)) {
                            case DatabaseTarget.SqliteFile f -> DriverManager.getConnection("jdbc:sqlite:" + f.file());
                            case DatabaseTarget.Postgres p ->
                                DriverManager.getConnection(
                                        p.url(),
                                        p.user().orElse(null),
                                        p.password().orElse(null));
                        };
                Statement s = c.createStatement()) {
            if (database == StoreDatabase.POSTGRESQL) {
                s.execute("SET session_replication_role = replica"); // the foreign keys' triggers not fired
            }
            return s.executeUpdate(sql);
        }
    }

    @Test
    void aWhisperLeftPendingInAGameWhoseRowThrowsWhenReadIsSettledAfterAFewTriesNotClaimedForEver() throws Exception {
        Run died = open();
        died.table().started();
        long tableId = died.table().table().id();
        // GIVEN a whisper to Bob and Cy whose process died before Discord answered
        CompletableFuture<String> neverAnswered = whisperInFlight(died.table(), "Before the crash");
        died.close();
        // AND its game's seats broken by hand since, each a colour that is no colour: reading the game throws
        assertEquals(4, byHand("UPDATE seat SET colour = 'X' || colour WHERE table_id = " + tableId));
        try (Run second = open()) {
            // WHEN another process looks for pending whispers every minute, from when the hold has run out
            second.table().clock.advance(Duration.ofMinutes(2));
            int delivered = 0;
            for (int minute = 0; minute < 20; minute++) {
                delivered += second.retryPending();
                second.table().clock.advance(Duration.ofMinutes(1));
            }
            // THEN twenty minutes on it is still pending: tried again, further and further apart, not given up yet
            assertEquals(1, second.table().whispers.pending().size());
            // WHEN it goes on until half an hour after the first try
            for (int minute = 20; minute <= 30; minute++) {
                delivered += second.retryPending();
                second.table().clock.advance(Duration.ofMinutes(1));
            }
            // THEN nothing was sent, and it is settled as not delivered to either: kept, and claimed no more
            assertEquals(0, delivered);
            assertEquals(List.of(), second.table().courier.delivered());
            assertEquals(
                    List.of(
                            new Whisper.Addressee("bob", DeliveryState.REFUSED),
                            new Whisper.Addressee("cy", DeliveryState.REFUSED)),
                    second.table().whispers.ofTable(tableId).get(0).addressees());
            assertTrue(second.table().whispers.pending().isEmpty());
        }
        died.table().courier.answerHeld();
        neverAnswered.handle((answer, failure) -> "").get(10, TimeUnit.SECONDS);
    }

    @Test
    void aWhisperWhoseOwnRowCannotBeReadIsHeldForEverAndTheWhispersBehindItAreSent() throws Exception {
        try (Run run = open()) {
            PressTable t = run.table();
            t.started();
            long tableId = t.table().id();
            // GIVEN three whispers left pending by a process that died, their holds run out
            java.time.Instant now = t.clock.instant();
            long badDate = t.whispers
                    .add(Whisper.pending(tableId, "ann", List.of("bob"), "Bad date", Whisper.Via.COMMAND, now), now)
                    .id();
            long badRecipient = t.whispers
                    .add(
                            Whisper.pending(
                                    tableId, "ann", List.of("bob", "cy"), "Bad recipient", Whisper.Via.COMMAND, now),
                            now)
                    .id();
            t.whispers.add(
                    Whisper.pending(tableId, "di", List.of("ann"), "Behind them", Whisper.Via.COMMAND, now), now);
            // AND the first two broken by hand: a time that is no time, a recipient's state that is no state
            assertEquals(1, byHand("UPDATE whisper SET sent_at = 'yesterday' WHERE id = " + badDate));
            assertEquals(
                    1,
                    byHand("UPDATE whisper_delivery SET state = 'LOST' WHERE recipient_id = 'cy' AND whisper_id = "
                            + badRecipient));
            // WHEN the process looks for pending whispers
            // THEN the one behind them is sent
            assertEquals(1, run.retryPending());
            assertEquals(1, t.courier.delivered().size());
            assertTrue(t.courier.deliveredTo("ann").get(0).text().endsWith(">>> Behind them"));
            // AND a year on, the broken ones never take the place of a later one in a claim, however small
            t.clock.advance(Duration.ofDays(365));
            java.time.Instant later = t.clock.instant();
            t.whispers.add(
                    Whisper.pending(tableId, "di", List.of("bob"), "A year on", Whisper.Via.COMMAND, later), later);
            List<WhisperStore.Delivery> claimed = t.whispers.claimPending(later, later.plus(Duration.ofMinutes(2)), 1);
            assertEquals(
                    List.of("A year on"),
                    claimed.stream().map(d -> d.whisper().text()).toList());
            // AND once that claim's hold has run out, the later one alone is sent: the broken ones never are
            t.clock.advance(Duration.ofDays(365));
            assertEquals(1, run.retryPending());
            assertEquals(
                    List.of("ann", "bob"),
                    t.courier.delivered().stream().map(dm -> dm.recipientId()).toList());
        }
    }

    @Test
    void aRefusedWhisperAndADraftSurviveARestart() throws SQLException {
        long draft;
        try (Run first = open()) {
            first.table().started();
            first.table().courier.closeDms("bob");
            assertTrue(text(first.table().run("ann", "whisper", "to:bob", "message:Kept for Bob"))
                    .contains("Not delivered"));
            first.table().run("cy", "whisper", "to:di", "message:Hello Di");
            var ask = (Reply.Private)
                    first.table().inDm("di", "dm", "message:Hello Cy").get(0);
            draft = ((Reply.DraftControls) ask.controls()).draftId();
        }
        try (Run second = open()) {
            String bobs = text(second.table().run("bob", "status"));
            assertTrue(bobs.contains("You have 1 undelivered whisper") && bobs.contains("Kept for Bob"), bobs);
            assertEquals("Whispered to cy (Yellow).", text(second.table().inDm("di", "dm-send", "draft:" + draft)));
            assertTrue(second.table().courier.deliveredTo("cy").get(0).text().endsWith(">>> Hello Cy"));
        }
        try (Run third = open()) {
            List<Whisper> all =
                    third.table().whispers.ofTable(third.table().table().id());
            assertEquals(
                    List.of("Kept for Bob", "Hello Di", "Hello Cy"),
                    all.stream().map(Whisper::text).toList());
            assertTrue(all.get(0).isFor("bob", DeliveryState.SHOWN_LATER));
        }
    }
}

package io.djambi.bot.store;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.press.Whisper;
import io.djambi.bot.press.Whisper.DeliveryState;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Whispers in the database (SQLite and PostgreSQL) across restarts of the bot: nothing stored is lost, and what was not delivered is. */
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
        @Override
        public void close() throws SQLException {
            database.close();
        }
    }

    private Run open() throws SQLException {
        Database db = database.open(dir);
        return new Run(db, new PressTable(new SqlTableStore(db, Clock.systemUTC()), new SqlWhisperStore(db)));
    }

    @Test
    void aWhisperStoredButNotSentWhenTheBotStoppedIsSentAtTheNextStart() throws SQLException {
        long tableId;
        try (Run first = open()) {
            first.table().started();
            tableId = first.table().table().id();
            // the bot stopped between storing this whisper and hearing back from Discord
            first.table()
                    .whispers
                    .add(Whisper.pending(
                            tableId,
                            "ann",
                            List.of("bob", "cy"),
                            "Before the crash",
                            Whisper.Via.COMMAND,
                            Instant.parse("2026-11-22T10:00:00Z")));
        }
        try (Run second = open()) {
            assertEquals(1, second.table().whispers.pending().size());
            assertEquals(
                    2, second.table().press.retryPending().toCompletableFuture().join());
            assertTrue(second.table().courier.deliveredTo("bob").get(0).text().endsWith(">>> Before the crash"));
            Whisper w = second.table().whispers.ofTable(tableId).get(0);
            assertEquals(
                    List.of(
                            new Whisper.Addressee("bob", DeliveryState.DELIVERED),
                            new Whisper.Addressee("cy", DeliveryState.DELIVERED)),
                    w.addressees());
            assertTrue(second.table().whispers.pending().isEmpty(), "sent once, never again");
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

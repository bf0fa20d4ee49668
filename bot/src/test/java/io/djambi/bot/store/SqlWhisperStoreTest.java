package io.djambi.bot.store;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.press.Whisper;
import io.djambi.bot.press.Whisper.DeliveryState;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whispers in SQLite across restarts of the bot: nothing stored is lost, and what was not delivered is. */
class SqlWhisperStoreTest {
    @TempDir
    Path dir;

    /** One run of the bot's process over the same database file. */
    private record Run(Database database, PressTable table) implements AutoCloseable {
        @Override
        public void close() throws SQLException {
            database.close();
        }
    }

    private Run open() throws SQLException {
        Database db = Database.open(dir.resolve("djambi.db"));
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

    @Test
    void aDatabaseOfTheFirstSchemaIsBroughtUpToDateAndKeepsItsGames() throws SQLException {
        Path file = dir.resolve("djambi.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
                Statement s = c.createStatement()) {
            for (String sql : Migrations.sql(1, Dialect.SQLITE).split(";")) {
                if (!sql.isBlank()) {
                    s.execute(sql);
                }
            }
            s.execute("PRAGMA user_version = 1");
            s.execute("""
                    INSERT INTO game_table (guild_id, channel_id, host_id, players, press, turn_time_seconds,
                        reveal_press, created_at, updated_at)
                    VALUES ('guild', 'chan', 'ann', 4, 'full', 86400, 1, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')
                    """);
            s.execute("INSERT INTO seat (table_id, colour, user_id, name) VALUES (1, 'R', 'ann', 'ann')");
        }
        try (Run upgraded = open()) {
            assertEquals(Migrations.latest(), upgraded.database().schemaVersion());
            assertTrue(upgraded.table().table().settings().eliminatedPress(), "old games keep today's default");
            upgraded.table().run("bob", "join");
            upgraded.table().run("cy", "join");
            upgraded.table().run("di", "join");
            upgraded.table().run("ann", "start");
            assertEquals(
                    "Whispered to bob (Blue).", text(upgraded.table().run("ann", "whisper", "to:bob", "message:hi")));
        }
    }
}

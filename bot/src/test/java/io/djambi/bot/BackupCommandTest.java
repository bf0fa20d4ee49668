package io.djambi.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.config.BotConfig;
import io.djambi.bot.config.DatabaseConfig;
import io.djambi.bot.config.DiscordConfig;
import io.djambi.bot.config.LoggingConfig;
import io.djambi.bot.store.Database;
import io.djambi.bot.store.DatabaseLock;
import io.djambi.bot.text.Catalogue;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The backup command as the operator sees it: one line, and a status to script with. */
class BackupCommandTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int backup(Path database, Path copy) {
        BotConfig config = new BotConfig(
                new DiscordConfig(null, null, null, null),
                new DatabaseConfig(database.toString()),
                new LoggingConfig("INFO"));
        return new BackupCommand(Clock.systemUTC(), Catalogue.english())
                .run(
                        config,
                        copy,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void aBackupBesideARunningBotSaysWhatTheCopyHoldsInOneLine() throws Exception {
        Path database = dir.resolve("djambi.db");
        DatabaseLock runningBot = DatabaseLock.acquire(database);
        Database open = Database.open(database);
        try {
            assertEquals(0, backup(database, dir.resolve("copy.db")));
        } finally {
            open.close();
            runningBot.close();
        }
        assertEquals(
                "Backed up " + database + " to " + dir.resolve("copy.db")
                        + ": 0 live tables, 0 games in progress, every game replayed and checked\n",
                out.toString());
        assertEquals("", err.toString());
    }

    @Test
    void anotherProgramsDatabaseIsNotBackedUp() throws Exception {
        Path database = dir.resolve("djambi.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + database);
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE invoice (id INTEGER PRIMARY KEY)");
        }
        assertEquals(2, backup(database, dir.resolve("copy.db")));
        assertTrue(
                err.toString().startsWith("database.path " + database + " is not this bot's database"), err.toString());
        assertEquals(1, err.toString().lines().count());
        assertFalse(Files.exists(dir.resolve("copy.db")));
    }

    @Test
    void aMissingDatabaseIsNotBackedUp() {
        assertEquals(2, backup(dir.resolve("nowhere.db"), dir.resolve("copy.db")));
        assertEquals(1, err.toString().lines().count(), err.toString());
        assertFalse(Files.exists(dir.resolve("copy.db")));
    }

    @Test
    void aBotOnPostgresqlIsToldToUsePgDumpAndNothingIsWritten() {
        BotConfig config = new BotConfig(
                new DiscordConfig(null, null, null, null),
                new DatabaseConfig("jdbc:postgresql://db/djambi", "djambi.db", null, null),
                new LoggingConfig("INFO"));
        Path copy = dir.resolve("copy.db");
        int status = new BackupCommand(Clock.systemUTC(), Catalogue.english())
                .run(
                        config,
                        copy,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, status);
        assertEquals(
                "backup copies an SQLite file; the bot's database is on PostgreSQL: back it up with pg_dump\n",
                err.toString(StandardCharsets.UTF_8));
        assertFalse(Files.exists(copy));
    }
}

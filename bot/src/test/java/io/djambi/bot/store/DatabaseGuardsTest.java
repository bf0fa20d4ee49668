package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.djambi.bot.startup.StartupException;
import io.djambi.bot.startup.StartupFault;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The database as a real one: the pragmas {@link Database} sets, and the read-only look {@link DatabaseGuard} takes at
 * a file before anything writes it. Every refused file must come out byte for byte as it went in.
 */
class DatabaseGuardsTest {
    @TempDir
    Path dir;

    private static String pragma(Database db, String name) {
        return db.read("reading a pragma", () -> {
            try (Statement s = db.connection().createStatement();
                    ResultSet rs = s.executeQuery("PRAGMA " + name)) {
                return rs.getString(1);
            }
        });
    }

    private static void sql(Path file, String... statements) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
                Statement s = c.createStatement()) {
            for (String statement : statements) {
                if (!statement.isBlank()) {
                    s.execute(statement);
                }
            }
        }
    }

    private Path ourDatabase() throws SQLException {
        Path file = dir.resolve("djambi.db");
        Database.open(file).close();
        return file;
    }

    /** Runs the guard on {@code file}, which must be refused and left exactly as it was. */
    private StartupFault refusedAndUntouched(Path file) throws Exception {
        byte[] before = Files.readAllBytes(file);
        StartupException refused = assertThrows(StartupException.class, () -> DatabaseGuard.check(file));
        assertArrayEquals(before, Files.readAllBytes(file), "the refused file was changed");
        return refused.fault();
    }

    private List<String> filesInDir() throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void theDatabaseIsInWalModeWithFullSyncABusyTimeoutAndForeignKeysOn() throws Exception {
        try (Database db = Database.open(dir.resolve("djambi.db"))) {
            assertEquals("wal", pragma(db, "journal_mode"));
            assertEquals("2", pragma(db, "synchronous"), "FULL");
            assertEquals("5000", pragma(db, "busy_timeout"));
            assertEquals("1", pragma(db, "foreign_keys"));
        }
    }

    @Test
    void aSeatAtATableThatDoesNotExistIsRefusedByTheForeignKey() throws Exception {
        try (Database db = Database.open(dir.resolve("djambi.db"))) {
            StoreException refused = assertThrows(
                    StoreException.class,
                    () -> db.read("seating nobody", () -> {
                        try (Statement s = db.connection().createStatement()) {
                            return s.execute(
                                    "INSERT INTO seat (table_id, colour, user_id, name) VALUES (999, 'RED', 'u', 'Ann')");
                        }
                    }));
            String why = refused.getCause().getMessage();
            assertEquals(true, why.contains("FOREIGN KEY"), why);
        }
    }

    @Test
    void aMissingFileIsLeftForTheBotToCreateAndIsNotCreatedByTheCheck() throws Exception {
        DatabaseGuard.check(dir.resolve("new.db"));
        assertEquals(List.of(), filesInDir());
    }

    @Test
    void aDatabaseOfOursPasses() throws Exception {
        DatabaseGuard.check(ourDatabase());
    }

    @Test
    void anOlderDatabaseOfOursPassesToBeMigrated() throws Exception {
        Path file = dir.resolve("old.db");
        sql(file, Migrations.sql(1, Dialect.SQLITE).split(";"));
        sql(file, "PRAGMA user_version = 1");
        DatabaseGuard.check(file);
    }

    @Test
    void anotherProgramsDatabaseIsNotThisBots() throws Exception {
        Path file = dir.resolve("app.db");
        sql(file, "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)", "INSERT INTO users VALUES (1, 'ann')");
        StartupFault fault = refusedAndUntouched(file);
        assertEquals(new StartupFault.ForeignDatabase(file, List.of("users")), fault);
        assertEquals(List.of("app.db"), filesInDir());
    }

    @Test
    void anotherProgramsDatabaseWithAUserVersionOfItsOwnIsNotThisBotsEither() throws Exception {
        Path file = dir.resolve("app.db");
        sql(file, "CREATE TABLE game_table (id INTEGER)", "PRAGMA user_version = 2");
        assertInstanceOf(StartupFault.ForeignDatabase.class, refusedAndUntouched(file));
    }

    @Test
    void aFileThatIsNotSqliteIsDamaged() throws Exception {
        Path file = dir.resolve("notes.db");
        Files.writeString(file, "shopping: bread, milk\n".repeat(300), StandardCharsets.UTF_8);
        assertEquals(new StartupFault.CorruptDatabase(file, "not an SQLite database"), refusedAndUntouched(file));
        assertEquals(List.of("notes.db"), filesInDir());
    }

    @Test
    void aDatabaseWithADamagedPageIsDamaged() throws Exception {
        // GIVEN a database of ours whose second page (a table's b-tree) was overwritten with garbage
        Path file = ourDatabase();
        byte[] bytes = Files.readAllBytes(file);
        int pageSize = 4096;
        assertEquals(true, bytes.length >= 3 * pageSize, "the file is too small to damage a page: " + bytes.length);
        for (int i = pageSize; i < 2 * pageSize; i++) {
            bytes[i] = 0x55;
        }
        Files.write(file, bytes);
        // WHEN it is checked THEN it is refused as damaged, untouched
        assertInstanceOf(StartupFault.CorruptDatabase.class, refusedAndUntouched(file));
    }

    @Test
    void aDatabaseMigratedByANewerBotIsRefused() throws Exception {
        Path file = ourDatabase();
        int newer = Migrations.latest() + 1;
        // A newer bot's Flyway records its step in the history, as this one does
        sql(
                file,
                "INSERT INTO flyway_schema_history (installed_rank, version, description, type, script,"
                        + " installed_by, execution_time, success) VALUES (" + (newer + 10) + ", '" + newer
                        + "', 'newer', 'SQL', 'V" + newer + "__newer.sql', 'bot', 1, 1)",
                "PRAGMA journal_mode = DELETE");
        assertEquals(new StartupFault.NewerSchema(file, newer, Migrations.latest()), refusedAndUntouched(file));
    }

    @Test
    void aDatabaseOfTheReleaseBeforeFlywayAtANewerVersionIsRefused() throws Exception {
        Path file = dir.resolve("old.db");
        for (int step = 1; step <= Migrations.latest(); step++) {
            sql(
                    file,
                    Migrations.sql(step, Dialect.SQLITE)
                            .replaceAll("(?m)^--.*$", "")
                            .split(";")); // comments hold ';' too
        }
        sql(file, "PRAGMA user_version = " + (Migrations.latest() + 1), "PRAGMA journal_mode = DELETE");
        assertEquals(
                new StartupFault.NewerSchema(file, Migrations.latest() + 1, Migrations.latest()),
                refusedAndUntouched(file));
    }

    @Test
    @SuppressWarnings("try") // the lock is held for the block's length, never read
    void aSecondHolderOfTheLockIsRefusedUntilTheFirstLetsGo() throws Exception {
        Path file = dir.resolve("djambi.db");
        try (DatabaseLock first = DatabaseLock.acquire(file)) {
            StartupException refused = assertThrows(StartupException.class, () -> DatabaseLock.acquire(file));
            assertEquals(new StartupFault.DatabaseInUse(file), refused.fault());
            assertEquals(
                    "pid " + ProcessHandle.current().pid() + "\n",
                    Files.readString(DatabaseLock.lockFile(file)),
                    "the lock file names who holds it");
        }
        DatabaseLock.acquire(file).close();
        assertFalse(Files.exists(file), "taking the lock must not create the database");
    }
}

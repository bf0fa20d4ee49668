package io.djambi.bot.store;

import static io.djambi.bot.store.CopyFixture.CLOCK;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.djambi.bot.startup.StartupException;
import io.djambi.bot.startup.StartupFault;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the copy must know of the schema, and the ends it refuses before it opens anything. */
class DatabaseCopyEndsTest {
    private static final Catalogue TEXT = Catalogue.english();

    @TempDir
    Path dir;

    @Test
    void theCopyKnowsEveryTableTheMigrationsMakeEachAfterTheTablesItPointsTo() throws Exception {
        assertEquals(Set.copyOf(Migrations.tablesAt(Migrations.latest())), Set.copyOf(TableCopy.TABLES));
        List<String> wrong = new ArrayList<>();
        try (Database db = Database.open(dir.resolve("djambi.db"))) {
            db.read("reading the foreign keys", () -> {
                for (String table : TableCopy.TABLES) {
                    try (Statement s = db.connection().createStatement();
                            ResultSet rs = s.executeQuery("PRAGMA foreign_key_list(" + table + ")")) {
                        while (rs.next()) {
                            String parent = rs.getString("table");
                            if (TableCopy.TABLES.indexOf(parent) > TableCopy.TABLES.indexOf(table)) {
                                wrong.add(table + " before " + parent);
                            }
                        }
                    }
                }
                return null;
            });
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void aMissingSourceFileIsRefusedAndNotCreated() throws Exception {
        Path missing = dir.resolve("typo.db");
        Result<DatabaseCopy.Summary> copied = new DatabaseCopy(CLOCK, TEXT)
                .copy(new DatabaseTarget.SqliteFile(missing), new DatabaseTarget.SqliteFile(dir.resolve("new.db")));
        assertEquals(
                TEXT.get("copy-db.no-source", missing),
                assertInstanceOf(Result.Rejected.class, copied).reason());
        assertFalse(Files.exists(missing));
        assertFalse(Files.exists(dir.resolve("new.db")));
    }

    @Test
    void aDatabaseIsNotCopiedOntoItselfHoweverItsPathIsWritten() throws Exception {
        Path file = dir.resolve("djambi.db");
        Database.open(file).close();
        Result<DatabaseCopy.Summary> copied = new DatabaseCopy(CLOCK, TEXT)
                .copy(
                        new DatabaseTarget.SqliteFile(file),
                        new DatabaseTarget.SqliteFile(dir.resolve("sub/../djambi.db")));
        assertEquals(
                TEXT.get("copy-db.same-database"),
                assertInstanceOf(Result.Rejected.class, copied).reason());
    }

    @Test
    @SuppressWarnings("try") // the lock is held for the block's length, never read
    void aDatabaseARunningBotHoldsIsNotCopied() throws Exception {
        Path running = dir.resolve("djambi.db");
        Database.open(running).close();
        try (DatabaseLock bot = DatabaseLock.acquire(running)) {
            StartupException refused = org.junit.jupiter.api.Assertions.assertThrows(
                    StartupException.class, () -> new DatabaseCopy(CLOCK, TEXT)
                            .copy(
                                    new DatabaseTarget.SqliteFile(running),
                                    new DatabaseTarget.SqliteFile(dir.resolve("copy.db"))));
            assertInstanceOf(StartupFault.DatabaseInUse.class, refused.fault());
        }
        assertFalse(Files.exists(dir.resolve("copy.db")));
    }

    @Test
    void aNewTargetFileIsRemovedAgainWhenTheCopyFailsItsCheck() throws Exception {
        // GIVEN a source with a lobby whose seat has no colour the bot knows
        Path source = dir.resolve("djambi.db");
        long lobby;
        try (Database db = Database.open(source)) {
            CopyFixture.Filled filled = CopyFixture.fill(db);
            lobby = filled.tables().get("lobby");
            db.read("damaging a seat", () -> {
                try (Statement s = db.connection().createStatement()) {
                    return s.executeUpdate("UPDATE seat SET colour = 'x' WHERE table_id = " + lobby);
                }
            });
        }
        // WHEN it is copied to a new file, THEN the check names the lobby and the file is gone
        Path copy = dir.resolve("copy.db");
        Result<DatabaseCopy.Summary> copied = new DatabaseCopy(CLOCK, TEXT)
                .copy(new DatabaseTarget.SqliteFile(source), new DatabaseTarget.SqliteFile(copy));
        assertEquals(
                TEXT.get("copy-db.game-differs", lobby),
                assertInstanceOf(Result.Rejected.class, copied).reason());
        assertFalse(Files.exists(copy));
    }
}

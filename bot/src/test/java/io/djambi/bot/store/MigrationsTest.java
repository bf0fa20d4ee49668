package io.djambi.bot.store;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.clock.NotifyPreference;
import io.djambi.bot.game.Table;
import io.djambi.bot.press.PressTable;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.rules.Outcome;
import io.djambi.engine.rules.Rules;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Flyway runs the schema's SQL files, and takes over a database written by the release before it (which kept its
 * version in {@code user_version}): {@code schema4-before-flyway.db} was written by that release's own store code
 * (a game under way with a whisper and a pause, a finished 3-player game with its result, a lobby).
 */
class MigrationsTest {
    @TempDir
    Path dir;

    private Path releaseBeforeFlyway() throws IOException {
        Path file = dir.resolve("djambi.db");
        try (InputStream in = getClass().getResourceAsStream("/db/schema4-before-flyway.db")) {
            Files.copy(in, file);
        }
        return file;
    }

    @Test
    void eachDialectFindsEveryStepOnceInItsFolderAndTheSharedOne() throws URISyntaxException, IOException {
        List<String> shared = filesIn(Migrations.COMMON);
        for (Dialect dialect : Dialect.values()) {
            List<String> own = filesIn(dialect.folder());
            assertTrue(own.stream().noneMatch(shared::contains), dialect + " repeats a shared step");
            assertEquals(
                    Migrations.FILES,
                    Stream.concat(shared.stream(), own.stream())
                            .sorted(Comparator.comparingInt(MigrationsTest::version))
                            .toList(),
                    dialect + "'s steps");
        }
    }

    /** The number of a migration file: 10 in {@code V10__server_names.sql}. */
    private static int version(String file) {
        return Integer.parseInt(file.substring(1, file.indexOf("__")));
    }

    private List<String> filesIn(String folder) throws URISyntaxException, IOException {
        Path path = Path.of(getClass()
                .getClassLoader()
                .getResource(Migrations.LOCATION + "/" + folder)
                .toURI());
        try (Stream<Path> files = Files.list(path)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aDatabaseOfTheReleaseBeforeFlywayIsUpgradedInPlaceAndKeepsEverything() throws Exception {
        // GIVEN the file a bot of the release before wrote, at schema 4
        Path file = releaseBeforeFlyway();
        // WHEN this bot opens it
        try (Database db = Database.open(file)) {
            SqlTableStore tables = new SqlTableStore(db, Clock.systemUTC());
            // THEN it is taken over at version 4 (nothing re-run over it), the newer steps run, and every game is there
            assertEquals(Migrations.latest(), db.schemaVersion());
            assertEquals(
                    List.of(
                            "BASELINE 4 schema 4, from before Flyway",
                            "SQL 5 ai finish",
                            "SQL 6 first moves",
                            "SQL 7 languages",
                            "SQL 8 start in seconds",
                            "SQL 9 revisions",
                            "SQL 10 server names",
                            "SQL 11 outbox",
                            "SQL 12 outbox in order",
                            "SQL 13 lost channels",
                            "SQL 14 game threads",
                            "SQL 15 thread keeping",
                            "SQL 16 followers",
                            "SQL 17 seat changes",
                            "SQL 18 takebacks",
                            "SQL 19 seats wanted",
                            "SQL 20 game reviews",
                            "SQL 21 stand ins",
                            "SQL 22 whisper claims",
                            "SQL 23 takeback requests",
                            "SQL 24 review versions",
                            "SQL 25 whisper failures",
                            "SQL 26 draw offerer",
                            "SQL 27 owed answers"),
                    db.read("reading the history", () -> history(db.connection())));
            Table underWay = tables.find("c1").orElseThrow();
            assertEquals(
                    List.of("A3-A4", "G1-F2"),
                    underWay.game().events().stream().map(GameEvent::text).toList());
            assertEquals(Colour.YELLOW, underWay.game().position().toMove().orElseThrow());
            Table finished = tables.find("c2").orElseThrow();
            assertEquals(
                    new Outcome.Won(Colour.RED), Rules.outcome(finished.game().position()));
            assertEquals(2, tables.find("c3").orElseThrow().seats().size());
            assertEquals(
                    List.of("Let us ally against Yellow."),
                    new SqlWhisperStore(db)
                            .ofTable(underWay.id()).stream().map(w -> w.text()).toList());
            SqlTurnClockStore clocks = new SqlTurnClockStore(db);
            assertTrue(clocks.pausedSince(underWay.id()).isPresent());
            assertEquals(new NotifyPreference(true, true), clocks.preference("bob"));
            assertEquals(1, new SqlResultStore(db).results("g").size());
            // Those seated in a game with moves have played before: no first-move hint for them
            assertFalse(new SqlFirstMoves(db)
                    .firstMove(underWay.seats().values().iterator().next().userId()));
        }
        // AND a second start finds nothing to do
        try (Database again = Database.open(file)) {
            assertEquals(
                    List.of(
                            "BASELINE 4 schema 4, from before Flyway",
                            "SQL 5 ai finish",
                            "SQL 6 first moves",
                            "SQL 7 languages",
                            "SQL 8 start in seconds",
                            "SQL 9 revisions",
                            "SQL 10 server names",
                            "SQL 11 outbox",
                            "SQL 12 outbox in order",
                            "SQL 13 lost channels",
                            "SQL 14 game threads",
                            "SQL 15 thread keeping",
                            "SQL 16 followers",
                            "SQL 17 seat changes",
                            "SQL 18 takebacks",
                            "SQL 19 seats wanted",
                            "SQL 20 game reviews",
                            "SQL 21 stand ins",
                            "SQL 22 whisper claims",
                            "SQL 23 takeback requests",
                            "SQL 24 review versions",
                            "SQL 25 whisper failures",
                            "SQL 26 draw offerer",
                            "SQL 27 owed answers"),
                    again.read("reading the history", () -> history(again.connection())));
        }
    }

    @Test
    void aNewDatabaseGetsTheSameSchemaAsAnUpgradedOne() throws Exception {
        Path upgraded = releaseBeforeFlyway();
        Database.open(upgraded).close();
        Path fresh = dir.resolve("fresh.db");
        try (Database db = Database.open(fresh)) {
            assertEquals(Migrations.latest(), db.schemaVersion());
            // One step a file: the versions may skip a number kept for another line of work
            assertEquals(
                    Migrations.FILES.size(),
                    db.read("reading the history", () -> history(db.connection()))
                            .size());
        }
        assertEquals(schema(upgraded), schema(fresh));
    }

    @Test
    void theTablesOfEachVersionAreReadFromItsFiles() {
        assertEquals(List.of("game_table", "seat", "game_event"), List.copyOf(Migrations.tablesAt(1)));
        assertTrue(Migrations.tablesAt(4).containsAll(List.of("whisper", "turn_clock", "placing")));
    }

    private static List<String> history(Connection c) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(
                        "SELECT type, version, description FROM flyway_schema_history WHERE version IS NOT NULL"
                                + " ORDER BY installed_rank")) {
            while (rs.next()) {
                rows.add(rs.getString(1) + " " + rs.getString(2) + " " + rs.getString(3));
            }
        }
        return rows;
    }

    /** Every table and index of ours, with the SQL that made it, as SQLite keeps it. */
    private static List<String> schema(Path file) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE"
                        + " 'flyway%' AND name NOT LIKE 'sqlite_%' ORDER BY type, name")) {
            while (rs.next()) {
                rows.add(rs.getString(1) + " " + rs.getString(2) + ": " + rs.getString(3));
            }
        }
        return rows;
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
        try (Database db = Database.open(file)) {
            PressTable upgraded = new PressTable(new SqlTableStore(db, Clock.systemUTC()), new SqlWhisperStore(db));
            assertEquals(Migrations.latest(), db.schemaVersion());
            assertTrue(upgraded.table().settings().eliminatedPress(), "old games keep today's default");
            upgraded.run("bob", "join");
            upgraded.run("cy", "join");
            upgraded.run("di", "join");
            upgraded.run("ann", "start");
            assertEquals("Whispered to bob (Blue).", text(upgraded.run("ann", "whisper", "to:bob", "message:hi")));
        }
    }
}

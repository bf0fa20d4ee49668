package io.djambi.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.game.TestGames;
import io.djambi.bot.stats.StatsBook;
import io.djambi.bot.store.Database;
import io.djambi.bot.store.DatabaseTarget;
import io.djambi.bot.store.SqlTableStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import io.djambi.render.BoardRenderer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The copy-db command as the operator sees it: its arguments, one line, a status to script with, no password. */
class CopyDbCommandTest {
    private static final Catalogue TEXT = Catalogue.english();

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private static CopyDbCommand command(Map<String, String> environment) {
        return new CopyDbCommand(Clock.systemUTC(), TEXT, environment);
    }

    private int run(List<String> args) {
        return command(Map.of())
                .run(
                        args,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void aCopySaysWhatWasCopiedAndCheckedInOneLineAndARepeatIsRefusedInOne() throws Exception {
        // GIVEN a database with a lobby of one seat
        Path from = dir.resolve("djambi.db");
        try (Database db = Database.open(from)) {
            new TestGames(
                            new SqlTableStore(db, Clock.systemUTC()),
                            new BoardRenderer(),
                            noPress -> Optional.empty(),
                            StatsBook.inMemory())
                    .handle(CommandRequest.djambi("ann", "ann", "g", "c", "new", Map.of()));
        }
        Path to = dir.resolve("moved.db");
        List<String> args = List.of("--from", "jdbc:sqlite:" + from, "--to", "jdbc:sqlite:" + to);
        // WHEN it is copied, THEN one line says so
        assertEquals(0, run(args));
        assertEquals(
                "Copied " + from + " to " + to + ": 2 rows in 27 tables, 0 games replayed and checked, 1 lobby"
                        + System.lineSeparator(),
                out.toString(StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        // WHEN it is copied again, THEN the target's data is refused in one line, and the status says so
        assertEquals(2, run(args));
        assertEquals(
                "Nothing copied from " + from + " to " + to + ": the target"
                        + " already holds data (in table game_table); copy only into an empty database"
                        + System.lineSeparator(),
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aDatabaseThatCannotBeOpenedIsOneLineWithTheDriversReason() throws Exception {
        // GIVEN a source, and a new target file that SQLite cannot open (a folder stands where its journal goes)
        Path from = dir.resolve("djambi.db");
        Database.open(from).close();
        Path to = dir.resolve("moved.db");
        Files.createDirectories(dir.resolve("moved.db-journal"));
        // WHEN it is copied, THEN nothing is, and one line gives the driver's reason as the store passed it on
        assertEquals(2, run(List.of("--from", "jdbc:sqlite:" + from, "--to", "jdbc:sqlite:" + to)));
        String line = err.toString(StandardCharsets.UTF_8);
        assertTrue(line.startsWith("Nothing copied from " + from + " to " + to + ", the copy failed: "), line);
        assertTrue(line.contains("SQLITE_CANTOPEN"), line);
        assertEquals(1, line.lines().count(), line);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anythingButAFromAndAToIsRefusedWithTheUsage() {
        for (List<String> args : List.of(
                List.<String>of(),
                List.of("--from", "jdbc:sqlite:a.db"),
                List.of("--from", "jdbc:sqlite:a.db", "--from", "jdbc:sqlite:b.db"),
                List.of("--from", "jdbc:sqlite:a.db", "--into", "jdbc:sqlite:b.db"),
                List.of("--from", "jdbc:sqlite:a.db", "--to", "jdbc:sqlite:b.db", "--force"))) {
            err.reset();
            assertEquals(2, run(args), args.toString());
            assertEquals(TEXT.get("copy-db.usage") + System.lineSeparator(), err.toString(StandardCharsets.UTF_8));
        }
    }

    @Test
    void theEndsAreReadInEitherOrderWithTheEnvironmentsUserAndPasswordForPostgreSql() {
        Map<String, String> environment = Map.of("DJAMBI_DB_USER", "djambi", "DJAMBI_DB_PASSWORD", "s3cret");
        Result<CopyDbCommand.Ends> ends = command(environment)
                .ends(List.of("--to", "jdbc:postgresql://db.example/djambi", "--from", "jdbc:sqlite:old.db"));
        assertEquals(
                new CopyDbCommand.Ends(
                        new DatabaseTarget.SqliteFile(Path.of("old.db")),
                        new DatabaseTarget.Postgres(
                                "jdbc:postgresql://db.example/djambi", Optional.of("djambi"), Optional.of("s3cret"))),
                ends.orThrow());
    }

    @Test
    void aUrlOfNoDatabaseTheBotKnowsIsRefusedWithoutItsQuery() {
        assertEquals(2, run(List.of("--from", "jdbc:sqlite:a.db", "--to", "jdbc:mysql://db/djambi?password=s3cret")));
        assertEquals(
                "jdbc:mysql://db/djambi is not a database URL: write jdbc:sqlite:<file> or"
                        + " jdbc:postgresql://<host>/<database>" + System.lineSeparator(),
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aPasswordFromTheEnvironmentOrAUrlIsNeverPrinted() {
        // GIVEN passwords in the environment and in a URL (%-encoded), and a driver's message that quotes them
        CopyDbCommand command = command(Map.of("DJAMBI_DB_PASSWORD", "env-pass"));
        List<String> args = List.of("--from", "jdbc:postgresql://db/djambi?user=u&password=p%40ss", "--to", "x");
        String driver = "cannot reach jdbc:postgresql://db/djambi?user=u&password=p%40ss as u (password p@ss,"
                + " or env-pass)";
        // WHEN the line is printed, THEN none of them is in it
        assertEquals(
                "cannot reach jdbc:postgresql://db/djambi?user=u&password=**** as u (password ****, or ****)",
                command.hidden(driver, args));
        assertInstanceOf(Result.Rejected.class, command.ends(args), "x is no database");
    }
}

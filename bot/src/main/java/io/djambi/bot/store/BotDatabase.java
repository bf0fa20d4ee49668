package io.djambi.bot.store;

import io.djambi.bot.ops.Meters;
import io.djambi.bot.startup.StartupException;
import io.djambi.bot.startup.StartupFault;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bot's database opened for a run: the file migrated, every live game loaded and replayed, and the stores over
 * it. A file that cannot be opened is a startup fault (one line for the operator), not an SQL exception.
 */
public record BotDatabase(
        Database database,
        SqliteTableStore tables,
        SqliteWhisperStore whispers,
        SqliteTurnClockStore clocks,
        SqliteResultStore results,
        SqliteFirstMoves firstMoves,
        SqliteLanguageBook languages)
        implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(BotDatabase.class);

    public static BotDatabase open(Path file, Clock clock) throws StartupException {
        return open(file, clock, Meters.NONE);
    }

    /** @param meters told how long each transaction and read takes */
    public static BotDatabase open(Path file, Clock clock, Meters meters) throws StartupException {
        Database database;
        try {
            database = Database.open(file, meters);
        } catch (SQLException | RuntimeException e) {
            log.debug("Opening the database failed", e);
            throw new StartupException(new StartupFault.DatabaseUnusable(file, e.getMessage()), e);
        }
        try {
            return new BotDatabase(
                    database,
                    SqliteTableStore.open(database, clock),
                    new SqliteWhisperStore(database),
                    new SqliteTurnClockStore(database),
                    new SqliteResultStore(database),
                    new SqliteFirstMoves(database),
                    new SqliteLanguageBook(database));
        } catch (SQLException | RuntimeException e) {
            log.debug("Loading the games failed", e);
            try {
                database.close();
            } catch (SQLException closing) {
                e.addSuppressed(closing);
            }
            throw new StartupException(new StartupFault.DatabaseUnusable(file, e.getMessage()), e);
        }
    }

    /** Closes and deletes the file this run has just created, when the bot gives up before using it. */
    public void discard(Path file) {
        Database.discard(database, file);
    }

    @Override
    public void close() throws SQLException {
        database.close();
    }
}

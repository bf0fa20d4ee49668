package io.djambi.bot.store;

import io.djambi.bot.game.ProcessLock;
import io.djambi.bot.game.Shards;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.outbox.Doorbell;
import io.djambi.bot.startup.StartupException;
import io.djambi.bot.startup.StartupFault;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bot's database opened for a run: migrated, and the stores over it. Games are not loaded here: each is read and
 * replayed when first touched, so the start does not grow with the number of games. A database that cannot be opened
 * is a startup fault (one line for the operator), not an SQL exception.
 */
public record BotDatabase(
        Database database,
        SqlTableStore tables,
        SqlWhisperStore whispers,
        SqlTurnClockStore clocks,
        SqlResultStore results,
        SqlFirstMoves firstMoves,
        SqlLanguageBook languages,
        SqlNameBook names,
        SqlOutbox outbox,
        SqlLostChannels lostChannels,
        SqlServerChoices serverChoices,
        SqlFinishedThreads finishedThreads,
        SqlFollowers followers,
        SqlReviewStore reviews,
        SqlOwedAnswers owedAnswers)
        implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(BotDatabase.class);

    public static BotDatabase open(Path file, Clock clock) throws StartupException {
        return open(new DatabaseTarget.SqliteFile(file), clock, Meters.NONE);
    }

    /** @param meters told how long each transaction and read takes */
    public static BotDatabase open(DatabaseTarget target, Clock clock, Meters meters) throws StartupException {
        return open(target, clock, meters, Shards.ALL);
    }

    /**
     * @param meters told how long each transaction and read takes
     * @param shards the Discord shards this process runs: it runs the clocks and AI turns of their servers
     */
    public static BotDatabase open(DatabaseTarget target, Clock clock, Meters meters, Shards shards)
            throws StartupException {
        Database database;
        try {
            database = Database.open(target, meters);
        } catch (SQLException | RuntimeException e) {
            log.debug("Opening the database failed", e);
            throw new StartupException(new StartupFault.DatabaseUnusable(target.shown(), e.getMessage()), e);
        }
        return over(database, clock, shards);
    }

    /** The stores over an open, migrated database, for a process running every shard. */
    public static BotDatabase over(Database database, Clock clock) {
        return over(database, clock, Shards.ALL);
    }

    /** The stores over an open, migrated database, for a process running {@code shards}. */
    public static BotDatabase over(Database database, Clock clock, Shards shards) {
        return new BotDatabase(
                database,
                new SqlTableStore(database, clock, shards),
                new SqlWhisperStore(database),
                new SqlTurnClockStore(database),
                new SqlResultStore(database),
                new SqlFirstMoves(database),
                new SqlLanguageBook(database),
                new SqlNameBook(database),
                new SqlOutbox(database, shards, clock, new Doorbell()),
                new SqlLostChannels(database),
                new SqlServerChoices(database),
                new SqlFinishedThreads(database, shards, clock),
                new SqlFollowers(database),
                new SqlReviewStore(database, shards),
                new SqlOwedAnswers(database, shards));
    }

    /** The games' lock across processes: PostgreSQL's advisory locks, none on SQLite. */
    public ProcessLock processLock() {
        return SqlProcessLock.over(database);
    }

    /** What rings the outbox's doorbell for posts added by other processes: PostgreSQL's notifications. */
    public Optional<OutboxListener> outboxListener() {
        return database.target() instanceof DatabaseTarget.Postgres p
                ? Optional.of(new OutboxListener(p, outbox.doorbell()::ring))
                : Optional.empty();
    }

    /** Closes and deletes the SQLite file this run has just created, when the bot gives up before using it. */
    public void discard(Path file) {
        Database.discard(database, file);
    }

    /** Closes the database; a failure to close is a {@link StoreException}, so JDBC stays in this package. */
    @Override
    public void close() {
        try {
            database.close();
        } catch (SQLException e) {
            throw new StoreException("closing the database", e);
        }
    }
}

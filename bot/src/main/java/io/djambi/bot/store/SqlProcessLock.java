package io.djambi.bot.store;

import io.djambi.bot.game.ProcessLock;
import java.util.function.Supplier;

/**
 * A game's lock across processes on PostgreSQL: the session advisory lock keyed by its channel's id. A process that
 * dies mid-change loses its session, and with it the lock.
 */
public final class SqlProcessLock implements ProcessLock {
    private final Database database;

    public SqlProcessLock(Database database) {
        this.database = database;
    }

    /** The lock for the database: PostgreSQL's, or none on SQLite, which one process has to itself. */
    public static ProcessLock over(Database database) {
        return database.dialect() == Dialect.POSTGRESQL ? new SqlProcessLock(database) : ProcessLock.NONE;
    }

    @Override
    public <T> T holding(String channelId, Supplier<T> work) {
        return database.holdingLock("changing the game of channel " + channelId, key(channelId), work);
    }

    /** A Discord channel's id is a number; a console channel's name is hashed into one. */
    static long key(String channelId) {
        try {
            return Long.parseLong(channelId);
        } catch (NumberFormatException e) {
            return channelId.hashCode();
        }
    }
}

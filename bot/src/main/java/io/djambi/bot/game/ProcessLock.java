package io.djambi.bot.game;

import java.util.function.Supplier;

/**
 * A game's lock across the processes that share a database: a PostgreSQL advisory lock in the bot, nothing where one
 * process has the database to itself. {@link GameLocks} takes it inside its own lock, once per change.
 */
public interface ProcessLock {
    /** One process: its own locks are enough. */
    ProcessLock NONE = new ProcessLock() {
        @Override
        public <T> T holding(String channelId, Supplier<T> work) {
            return work.get();
        }
    };

    /** Runs {@code work} while no other process changes the game of {@code channelId}. */
    <T> T holding(String channelId, Supplier<T> work);
}

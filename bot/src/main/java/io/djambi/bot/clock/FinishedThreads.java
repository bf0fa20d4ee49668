package io.djambi.bot.clock;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The threads of finished games, for the sweep that archives them a day after: when each game ended, and whether its
 * thread is archived already. The database's in the bot, which notes a game's end with the save that ends it;
 * {@link #NONE} where games are kept in memory (the console and most tests), which have no threads to archive.
 * Thread-safe.
 */
public interface FinishedThreads {
    /** The thread {@code threadId} of table {@code tableId} in server {@code guildId}. */
    record FinishedThread(long tableId, String guildId, String threadId) {
        public FinishedThread {
            Objects.requireNonNull(guildId, "guildId");
            Objects.requireNonNull(threadId, "threadId");
        }
    }

    /**
     * The threads of the games that ended before {@code endedBefore} and are not archived yet, with no live game in
     * them since nor one ended after {@code endedBefore}, in the servers this process holds; oldest first.
     */
    List<FinishedThread> due(Instant endedBefore);

    /** The table's thread is archived (or gone): it is never due again. */
    void archived(long tableId);

    /** No games with threads. */
    FinishedThreads NONE = new FinishedThreads() {
        @Override
        public List<FinishedThread> due(Instant endedBefore) {
            return List.of();
        }

        @Override
        public void archived(long tableId) {}
    };
}

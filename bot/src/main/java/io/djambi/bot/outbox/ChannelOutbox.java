package io.djambi.bot.outbox;

import io.djambi.bot.command.Reply;
import java.util.function.Supplier;

/**
 * Where every public post of a game is written: with the change that makes it, in one transaction, so the change and
 * its post are kept or lost together; the {@link OutboxRelay} of the process whose shards hold the server makes it.
 */
public interface ChannelOutbox {
    /**
     * Adds a post in {@code channelId} of server {@code guildId} for table {@code tableId}; inside {@link #withChange}
     * it is committed with the change, or not at all.
     */
    void add(long tableId, String guildId, String channelId, Reply.Public post);

    /** Runs a change of the game played in {@code channelId} and the posts it adds as one transaction. */
    <T> T withChange(String channelId, Supplier<T> change);
}

package io.djambi.bot.outbox;

import java.util.function.Supplier;

/**
 * Posts in a game's channel decided where the channel cannot be posted in: a button pressed in a DM reaches the
 * process of shard 0, which may not hold the game's server. A post is written with the game's change, in one
 * transaction, and the process whose shards hold the server posts it ({@link OutboxRelay}): the change and its news
 * are kept or lost together, and nothing is posted twice.
 */
public interface ChannelOutbox {
    /**
     * Adds a post in {@code channelId} of server {@code guildId}; inside {@link #withChange} it is committed with the
     * change, or not at all.
     */
    void add(long tableId, String guildId, String channelId, String text);

    /** Runs a change of table {@code tableId} and the posts it adds as one transaction. */
    <T> T withChange(long tableId, Supplier<T> change);
}

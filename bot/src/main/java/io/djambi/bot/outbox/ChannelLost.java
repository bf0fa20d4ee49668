package io.djambi.bot.outbox;

/**
 * Told when a game's channel can no longer be posted in (deleted, the bot's access or permissions removed): the game
 * waits for it to be fixed rather than going on unseen. Called on the relay's thread.
 */
public interface ChannelLost {
    void lost(long tableId, String channelId);

    /** Nobody to tell (tests of the relay alone). */
    ChannelLost IGNORED = (tableId, channelId) -> {};
}

package io.djambi.bot.game;

/**
 * The places (channels, threads) the bot can no longer post in: their games wait, unseen moves would help nobody.
 * Asked by the AI players before each turn they would play; thread-safe, and cheap enough to ask every second.
 */
@FunctionalInterface
public interface LostPlaces {
    /** Whether the bot has found it cannot post in {@code channelId}, and nobody has used a command there since. */
    boolean isLost(String channelId);

    /** Every place can be posted in (tests of the AI players alone). */
    LostPlaces NONE = channelId -> false;
}

package io.djambi.bot.game;

import io.djambi.bot.command.Reply;

/**
 * Opens a new game's thread where {@code /djambi new} was typed: in a text channel, a public thread from the game's
 * card; in a forum, a post whose first message is the card. A port: Discord opens it, the console simulates it, and
 * where threads cannot be had the game plays in the channel, as every game did before.
 */
@FunctionalInterface
public interface GameThreads {
    /**
     * Opens a thread named {@code name} in {@code channelId} of server {@code guildId}, from a first {@code card}
     * (edited into the lobby's card once the game has its number). Says where the game plays; never throws for
     * Discord's refusal.
     */
    Opening open(String guildId, String channelId, String name, Reply.Public card);

    /** Every game plays where it is opened: no threads (tests, a console without them). */
    GameThreads NONE = (guildId, channelId, name, card) -> new Opening.InChannel(Opening.Why.NOT_HERE);

    /** Where a new game plays. */
    sealed interface Opening {
        /**
         * In thread {@code threadId}, opened from {@code cardChannelId}: a text channel, where the card is; or a forum,
         * where the card is the post's first message.
         */
        record Opened(String threadId, String cardChannelId) implements Opening {}

        /** Nowhere: a forum holds games only as posts, and this one could not be made ({@code why}). */
        record Refused(Why why) implements Opening {}

        /** In the channel it was opened in, for a reason the host is told in one line (but for {@link Why#NOT_HERE}). */
        record InChannel(Why why) implements Opening {}

        enum Why {
            /** A thread, a forum post, a DM, the console: the game plays there, as it always did; nothing to say. */
            NOT_HERE,
            /** The server (or the bot's operator) chose games in channels. */
            TURNED_OFF,
            /** The bot may not open threads here, or not post in them. */
            NO_PERMISSION,
            /** The server has as many active threads as Discord allows. */
            TOO_MANY_THREADS,
            /** Discord failed to open it just now. */
            FAILED
        }
    }
}

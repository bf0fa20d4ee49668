package io.djambi.bot.game;

/** The names of servers and channels by their ids, for telling a reader where a game is played. */
@FunctionalInterface
public interface ServerNames {
    String nameOf(String guildId);

    /** The channel's name as its server shows it, or its id when the bot cannot see it. */
    default String channelNameOf(String channelId) {
        return channelId;
    }
}

package io.djambi.bot.game;

import java.util.Optional;

/** The names of servers and channels by their ids, for telling a reader where a game is played. */
@FunctionalInterface
public interface ServerNames {
    /** The server's name, or a neutral word when it is not known. */
    String nameOf(String guildId);

    /** The server's name if this process sees the server now; empty when it is on another process's shards. */
    default Optional<String> seenNameOf(String guildId) {
        return Optional.of(nameOf(guildId));
    }

    /** The channel's name as its server shows it, or its id when the bot cannot see it. */
    default String channelNameOf(String channelId) {
        return channelId;
    }
}

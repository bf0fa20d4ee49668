package io.djambi.bot.clock;

import java.util.Optional;
import java.util.Set;

/**
 * The marks of the channels the bot can no longer post in, kept so that a restart still knows which games wait, whose
 * host was told, and whose clocks the bot paused: in memory for tests and the console, in the database for the bot.
 * Thread-safe; the callers hold the channel's game lock while they change a mark.
 */
public interface LostChannels {
    /** The channel's mark, if it is lost. */
    Optional<LostChannel> find(String channelId);

    /** Marks the channel lost, unless it is already: returns whether this mark is new. */
    boolean note(LostChannel lost);

    /** Clears the channel's mark: returns the mark there was, if any. */
    Optional<LostChannel> clear(String channelId);

    /** The channels marked lost now. */
    Set<String> channels();
}

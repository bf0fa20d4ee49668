package io.djambi.bot.game;

import java.util.Optional;
import java.util.function.Predicate;

/**
 * What each server chose for itself with {@code /djambi settings} (someone who may manage it chose): for now, whether
 * its new games get threads of their own. In memory for the console and tests, in the database for the bot.
 * Thread-safe; a choice is stored before {@link #chooseThreads} returns.
 */
public interface ServerChoices {
    /** Whether the server wants its new games in threads of their own; empty if it never said. */
    Optional<Boolean> threads(String guildId);

    /** Stores the server's choice of threads ({@code true}) or games in their channels ({@code false}). */
    void chooseThreads(String guildId, boolean threads);

    /**
     * Whether a new game in the server gets a thread of its own, where the bot may open one: the server's choice, else
     * {@code byDefault} (the config's {@code games.threads}).
     */
    default boolean threadsWanted(String guildId, boolean byDefault) {
        return threads(guildId).orElse(byDefault);
    }

    /** {@link #threadsWanted(String, boolean)} as the thread opener asks it, server by server. */
    default Predicate<String> threadsWanted(boolean byDefault) {
        return guildId -> threadsWanted(guildId, byDefault);
    }
}

package io.djambi.bot.command;

import java.util.List;

/**
 * Suggestions for an option as the player types it ({@link OptionSpec#autocomplete()}). Must be cheap: no drawing,
 * no waiting on a lock; called on Discord's thread, which must answer within three seconds.
 */
@FunctionalInterface
public interface Suggester {
    List<Choice> suggest(String userId, String channelId, String option, String typed);

    /** For a command without autocomplete. */
    static Suggester none() {
        return (userId, channelId, option, typed) -> List.of();
    }
}

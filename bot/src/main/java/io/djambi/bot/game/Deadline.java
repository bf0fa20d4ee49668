package io.djambi.bot.game;

import java.time.Instant;
import java.util.Optional;

/**
 * When the player to move must have moved, if his clock runs (not for an untimed game, a paused one, or a player
 * away). The clock keeps the time; the posts say it, as a time each reader sees in his own zone.
 */
@FunctionalInterface
public interface Deadline {
    Optional<Instant> of(Table table);

    /** For posts that name no deadline: a console game, or a test about something else. */
    static Deadline none() {
        return table -> Optional.empty();
    }
}

package io.djambi.bot.clock;

import java.time.Instant;
import java.util.Objects;

/**
 * The mark of a game's channel the bot can no longer post in: which table waits for it, since when, and whether the
 * bot paused the table's clocks then (so it resumes them, and only them, when the channel is found again).
 */
public record LostChannel(String channelId, long tableId, Instant since, boolean clocksPaused) {
    public LostChannel {
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(since, "since");
    }
}

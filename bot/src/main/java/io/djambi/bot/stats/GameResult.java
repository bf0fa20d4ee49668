package io.djambi.bot.stats;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** A finished game's placings, one per seated player (the hostage camp has none). */
public record GameResult(long tableId, String guildId, Instant finishedAt, List<Placing> placings) {
    public GameResult {
        Objects.requireNonNull(guildId, "guildId");
        Objects.requireNonNull(finishedAt, "finishedAt");
        placings = List.copyOf(placings);
    }
}

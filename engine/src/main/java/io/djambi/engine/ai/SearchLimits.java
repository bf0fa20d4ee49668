package io.djambi.engine.ai;

import java.time.Duration;
import java.util.Objects;

/**
 * How much a search may do for one move. The node budget makes a decision repeatable (same seed, same position,
 * same move on any machine); the time limit is a guard that only cuts in on a slow machine.
 */
public record SearchLimits(long nodes, Duration time) {
    public SearchLimits {
        Objects.requireNonNull(time, "time");
        if (nodes < 1 || time.isNegative() || time.isZero()) {
            throw new IllegalArgumentException("a search needs some nodes and some time");
        }
    }

    public static final SearchLimits NORMAL = new SearchLimits(40_000, Duration.ofMillis(500));
    public static final SearchLimits HARD = new SearchLimits(120_000, Duration.ofSeconds(2));
}

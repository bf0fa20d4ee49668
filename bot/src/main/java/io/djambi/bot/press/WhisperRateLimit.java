package io.djambi.bot.press;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * At most {@code limit} whispers a sender in any {@code window}: enough for a heated negotiation, too few to flood
 * anyone's DMs. Kept in memory; a restart forgives.
 */
public final class WhisperRateLimit {
    private final Clock clock;
    private final int limit;
    private final Duration window;
    private final Map<String, Deque<Instant>> sent = new HashMap<>();

    public WhisperRateLimit(Clock clock, int limit, Duration window) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1");
        }
        this.clock = clock;
        this.limit = limit;
        this.window = window;
    }

    public int limit() {
        return limit;
    }

    public Duration window() {
        return window;
    }

    /** Counts one whisper for the sender if he is under the limit; otherwise how long until he may send again. */
    public synchronized Optional<Duration> take(String senderId) {
        Instant now = clock.instant();
        Deque<Instant> times = sent.computeIfAbsent(senderId, k -> new ArrayDeque<>());
        while (!times.isEmpty() && !times.peekFirst().plus(window).isAfter(now)) {
            times.removeFirst();
        }
        if (times.size() >= limit) {
            return Optional.of(Duration.between(now, times.peekFirst().plus(window)));
        }
        times.addLast(now);
        return Optional.empty();
    }
}

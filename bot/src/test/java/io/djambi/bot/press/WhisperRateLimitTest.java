package io.djambi.bot.press;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** At most so many whispers a sender in any window, counted for each sender alone. */
class WhisperRateLimitTest {
    private final TestClock clock = new TestClock(Instant.parse("2026-11-22T14:00:00Z"));
    private final WhisperRateLimit limit = new WhisperRateLimit(clock, 2, Duration.ofMinutes(1));

    @Test
    void theWhisperOverTheLimitIsRefusedWithTheWaitUntilTheOldestLeavesTheWindow() {
        assertEquals(Optional.empty(), limit.take("ann"));
        clock.advance(Duration.ofSeconds(20));
        assertEquals(Optional.empty(), limit.take("ann"));
        clock.advance(Duration.ofSeconds(10));
        assertEquals(Optional.of(Duration.ofSeconds(30)), limit.take("ann"));
        assertEquals(Optional.empty(), limit.take("bob"), "each sender has his own count");
    }

    @Test
    void aWhisperLeavesTheCountExactlyOneWindowAfterItWasSent() {
        limit.take("ann");
        limit.take("ann");
        clock.advance(Duration.ofSeconds(59));
        assertEquals(Optional.of(Duration.ofSeconds(1)), limit.take("ann"));
        clock.advance(Duration.ofSeconds(1));
        assertEquals(Optional.empty(), limit.take("ann"));
        assertEquals(Optional.empty(), limit.take("ann"), "the refused one was not counted");
        assertEquals(Optional.of(Duration.ofMinutes(1)), limit.take("ann"));
    }

    @Test
    void aLimitNeedsAtLeastOneWhisper() {
        assertThrows(IllegalArgumentException.class, () -> new WhisperRateLimit(clock, 0, Duration.ofMinutes(1)));
        assertEquals(1, new WhisperRateLimit(clock, 1, Duration.ofMinutes(1)).limit());
        assertEquals(Duration.ofMinutes(1), limit.window());
    }
}

package io.djambi.bot.press;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock that stands still until the test moves it. */
public final class TestClock extends Clock {
    private Instant now;

    public TestClock(Instant start) {
        this.now = start;
    }

    public synchronized void advance(Duration by) {
        now = now.plus(by);
    }

    @Override
    public synchronized Instant instant() {
        return now;
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }
}

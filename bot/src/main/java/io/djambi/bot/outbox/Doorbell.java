package io.djambi.bot.outbox;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/** Rung when a post is added to the outbox; the relay waits on it. Rings while nobody waits are not lost. */
public final class Doorbell {
    private final Semaphore rings = new Semaphore(0);

    public void ring() {
        rings.release();
    }

    /** Waits for a ring, at most {@code patience}; every ring so far is answered by this one wait. */
    void await(Duration patience) throws InterruptedException {
        rings.tryAcquire(patience.toMillis(), TimeUnit.MILLISECONDS);
        rings.drainPermits();
    }
}

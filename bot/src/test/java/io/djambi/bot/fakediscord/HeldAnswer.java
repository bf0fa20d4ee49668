package io.djambi.bot.fakediscord;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A call the fake has served and whose answer it holds until the test lets it go: Discord has done what was asked
 * (an interaction acknowledged, a message made), and the bot does not know yet.
 */
public final class HeldAnswer {
    private final CountDownLatch arrived = new CountDownLatch(1);
    private final CountDownLatch released = new CountDownLatch(1);

    HeldAnswer() {}

    /** The call was served; its answer waits here until {@link #release()}. */
    void arrive() {
        arrived.countDown();
        try {
            released.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits until the call has come and been served. */
    public void awaitArrived(Duration timeout) {
        try {
            if (!arrived.await(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new AssertionError("fake Discord: waited " + timeout.toMillis() + " ms for the held call");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted waiting for the held call", e);
        }
    }

    /** Sends the answer. */
    public void release() {
        released.countDown();
    }
}

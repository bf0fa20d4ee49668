package io.djambi.bot.discord;

import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import net.dv8tion.jda.api.requests.RestAction;

/**
 * The interactions and direct messages the bot has taken and not yet answered in full, for the stop: once it
 * {@link #stop}s taking them, a new one is only told the bot is restarting, and the stop waits for those under way
 * ({@link #awaitNone}) before it closes Discord. A piece of work counts from its {@link #begin} to its {@link #end}; a
 * request sent through {@link #queue} counts until its callback has run, so an answer sent in several steps, each
 * once Discord has taken the one before, counts until its last step is taken.
 *
 * <p>Thread-safe: JDA's threads, the workers and the stop all use it.
 */
final class Underway {
    private final Object lock = new Object();
    /** Guarded by {@link #lock}. */
    private int open;

    private volatile boolean stopping;

    /** Whether the bot has stopped taking interactions and direct messages. */
    boolean stopping() {
        return stopping;
    }

    /** From now on, what arrives is told the bot is restarting. */
    void stop() {
        stopping = true;
    }

    /**
     * One more piece of work under way. Called before {@link #stopping} is asked, so that a stop either waits for the
     * work or is seen by it.
     */
    void begin() {
        synchronized (lock) {
            open++;
        }
    }

    void end() {
        synchronized (lock) {
            open--;
            if (open == 0) {
                lock.notifyAll();
            }
        }
    }

    /** Waits until nothing is under way, at most {@code patience}; whether nothing is. */
    boolean awaitNone(Duration patience) throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        synchronized (lock) {
            while (open > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(lock, left);
            }
            return true;
        }
    }

    /**
     * Sends {@code action}, counted as under way until {@code taken} or {@code failed} has run. A request Discord's
     * client no longer takes (it was closed at the stop's deadline) is a failure like any other, told to
     * {@code failed}. Only the first of its endings counts: JDA may refuse a request at once as its client shuts down
     * and later cancel the same request, which it had already put in a queue, telling its failure again.
     */
    <T> void queue(RestAction<T> action, Consumer<? super T> taken, Consumer<? super Throwable> failed) {
        AtomicBoolean ended = new AtomicBoolean();
        begin();
        try {
            action.queue(
                    result -> {
                        if (ended.compareAndSet(false, true)) {
                            try {
                                taken.accept(result);
                            } finally {
                                end();
                            }
                        }
                    },
                    failure -> {
                        if (ended.compareAndSet(false, true)) {
                            try {
                                failed.accept(failure);
                            } finally {
                                end();
                            }
                        }
                    });
        } catch (RejectedExecutionException e) {
            if (ended.compareAndSet(false, true)) {
                end();
                failed.accept(e);
            }
        } catch (RuntimeException e) { // refused at once for another reason (a permission): never sent, never counted
            if (ended.compareAndSet(false, true)) {
                end();
            }
            throw e;
        }
    }
}

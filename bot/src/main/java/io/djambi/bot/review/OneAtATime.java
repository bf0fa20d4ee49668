package io.djambi.bot.review;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

/**
 * Work run one task after another on a pool it shares (the AI's), with a bounded queue: a review takes seconds of a
 * core, and however many are asked for at once, they never hold more than one of the pool's threads, so the AI's
 * turns go on beside them.
 */
final class OneAtATime {
    private final Executor pool;
    private final int bound;
    private final Deque<Runnable> waiting = new ArrayDeque<>();
    private boolean running;

    /** @param bound how many tasks may wait; more are refused */
    OneAtATime(Executor pool, int bound) {
        this.pool = pool;
        this.bound = bound;
    }

    /** Queues {@code task}; false if the queue is full or the pool takes no more work (stopping). */
    synchronized boolean offer(Runnable task) {
        if (waiting.size() >= bound) {
            return false;
        }
        waiting.add(task);
        if (!running) {
            running = true;
            try {
                pool.execute(this::drain);
            } catch (RejectedExecutionException e) {
                running = false;
                waiting.clear();
                return false;
            }
        }
        return true;
    }

    private void drain() {
        while (true) {
            Runnable next;
            synchronized (this) {
                next = waiting.poll();
                if (next == null) {
                    running = false;
                    return;
                }
            }
            next.run();
        }
    }
}

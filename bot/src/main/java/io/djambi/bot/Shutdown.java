package io.djambi.bot;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Stops the bot in an order that loses nothing acknowledged: first no new command is taken (the listeners tell the
 * player to try again in a minute), then the timers stop, the AI searches are abandoned (a move not yet applied is
 * searched again after the restart), the commands under way finish and are answered while Discord is still
 * connected, the outbox's waiting posts are made, and only then Discord and the database close. The waits share one
 * deadline, so stopping is bounded; a post not made by then waits in the outbox for the next start.
 */
public final class Shutdown implements Runnable {
    private static final Logger log = LoggerFactory.getLogger(Shutdown.class);

    private final ExecutorService workers;
    private final ExecutorService ticks;
    private final ExecutorService aiPool;
    private final Function<Duration, Boolean> finishPosts;
    private final Runnable closeDiscord;
    private final List<AutoCloseable> files;
    private final Duration drainWait;

    /**
     * @param workers runs the players' commands
     * @param ticks runs the turn timer and the AI turns' ticks
     * @param aiPool runs the AI searches
     * @param finishPosts makes the outbox's waiting posts for at most the time it is given; whether none was left
     * @param closeDiscord closes the connection, letting replies already queued go out first
     * @param files closed last, in this order (the database, then its lock)
     * @param drainWait how long the commands, ticks and searches under way may take, all together
     */
    public Shutdown(
            ExecutorService workers,
            ExecutorService ticks,
            ExecutorService aiPool,
            Function<Duration, Boolean> finishPosts,
            Runnable closeDiscord,
            List<AutoCloseable> files,
            Duration drainWait) {
        this.workers = workers;
        this.ticks = ticks;
        this.aiPool = aiPool;
        this.finishPosts = finishPosts;
        this.closeDiscord = closeDiscord;
        this.files = List.copyOf(files);
        this.drainWait = drainWait;
    }

    @Override
    public void run() {
        log.info("Shutting down: finishing the commands under way");
        long deadline = System.nanoTime() + drainWait.toNanos();
        workers.shutdown();
        ticks.shutdown();
        aiPool.shutdownNow(); // interrupts the searches: nothing of theirs is saved until a move is applied
        boolean drained = awaitUntil(workers, deadline, "commands")
                & awaitUntil(ticks, deadline, "timer ticks")
                & awaitUntil(aiPool, deadline, "AI moves");
        log.info("Commands, timers and AI moves stopped; making the posts still waiting");
        // What is left when the time is up is made by the next start, from the outbox
        Duration left = Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
        if (!finishPosts.apply(left)) {
            log.info("Posts still waiting are made after the restart");
        }
        log.info("Closing the Discord connection");
        try {
            closeDiscord.run();
        } catch (RuntimeException e) {
            log.warn("Closing the Discord connection failed: {}", e.toString());
        }
        log.info("Closing the database");
        for (AutoCloseable file : files) {
            try {
                file.close();
            } catch (Exception e) {
                log.warn("Closing {} failed: {}", file, e.toString());
            }
        }
        log.info(drained ? "Stopped" : "Stopped, some work cut short (see above)");
    }

    private static boolean awaitUntil(ExecutorService pool, long deadline, String what) {
        try {
            if (pool.awaitTermination(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
                return true;
            }
            List<Runnable> cut = pool.shutdownNow();
            log.warn("Shutdown: {} still running at the deadline were interrupted ({} not started)", what, cut.size());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            pool.shutdownNow();
        }
        return false;
    }
}

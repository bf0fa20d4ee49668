package io.djambi.bot;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Stops the bot in an order that loses nothing acknowledged: first no new command is taken (an interaction or a
 * direct message that still arrives is told, privately, to try again in a minute), the timers stop and the AI searches
 * are abandoned (a move not yet applied is searched again after the restart); the commands taken before run to their
 * end and their answers go out while Discord is still connected; then the outbox's relay finishes the post it is
 * making, and the stop makes the posts still waiting; only then Discord closes (its gateway, then its REST client),
 * then the database. The waits share one deadline, so stopping is bounded; a post not made by then waits in the
 * outbox for the next start, which makes it as soon as it is connected.
 */
public final class Shutdown implements Runnable {
    private static final Logger log = LoggerFactory.getLogger(Shutdown.class);

    /** The bot's side of Discord, as the stop sees it. */
    public interface Edge {
        /** From now on, an interaction or a direct message is only told the bot is restarting. */
        void stopTaking();

        /**
         * Waits until the interactions and direct messages taken before have been run and answered, at most
         * {@code patience}; whether they all were.
         */
        boolean awaitAnswered(Duration patience) throws InterruptedException;

        /** Closes the gateway, then the REST client once the requests queued have gone out. */
        void close();
    }

    /** The outbox's relay, as the stop sees it. */
    public interface Relay {
        /**
         * Ends the relay's own thread, letting the post it is making finish for at most {@code patience}; whether the
         * thread has ended (if not, no other round may start, lest a post be made twice at once).
         */
        boolean stop(Duration patience) throws InterruptedException;

        /** Makes the posts waiting now, for at most {@code patience}; whether none was left. */
        boolean finish(Duration patience);
    }

    private final Edge discord;
    private final ExecutorService workers;
    private final ExecutorService ticks;
    private final ExecutorService aiPool;
    private final Relay relay;
    private final List<AutoCloseable> files;
    private final Duration drainWait;

    /**
     * @param discord stops taking commands, waits for their answers, closes the connection
     * @param workers runs the players' commands
     * @param ticks runs the turn timer and the AI turns' ticks
     * @param aiPool runs the AI searches
     * @param relay the outbox's relay, stopped and then finished before Discord closes
     * @param files closed last, in this order (the database, then its lock)
     * @param drainWait how long the commands, ticks, searches and posts under way may take, all together
     */
    public Shutdown(
            Edge discord,
            ExecutorService workers,
            ExecutorService ticks,
            ExecutorService aiPool,
            Relay relay,
            List<AutoCloseable> files,
            Duration drainWait) {
        this.discord = discord;
        this.workers = workers;
        this.ticks = ticks;
        this.aiPool = aiPool;
        this.relay = relay;
        this.files = List.copyOf(files);
        this.drainWait = drainWait;
    }

    @Override
    public void run() {
        long deadline = System.nanoTime() + drainWait.toNanos();
        discord.stopTaking();
        log.info("Shutting down: no new command taken; finishing those under way");
        ticks.shutdown();
        aiPool.shutdownNow(); // interrupts the searches: nothing of theirs is saved until a move is applied
        boolean answered = awaitAnswered(deadline);
        workers.shutdown(); // idle by now, unless the deadline has passed
        boolean drained = answered
                & awaitUntil(workers, deadline, "commands")
                & awaitUntil(ticks, deadline, "timer ticks")
                & awaitUntil(aiPool, deadline, "AI moves");
        log.info("Commands answered, timers and AI moves stopped; making the posts still waiting");
        finishPosts(deadline);
        log.info("Closing the Discord connection");
        try {
            discord.close();
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

    private boolean awaitAnswered(long deadline) {
        try {
            if (discord.awaitAnswered(left(deadline))) {
                return true;
            }
            log.warn("Shutdown: commands still unanswered at the deadline");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return false;
    }

    /**
     * The relay's thread first, so that the stop's own rounds never run beside its; what is left when the time is up
     * is made by the next start, from the outbox.
     */
    private void finishPosts(long deadline) {
        try {
            if (!relay.stop(left(deadline))) {
                log.warn("Shutdown: the outbox's relay did not stop; its posts are made after the restart");
                return;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        if (!relay.finish(left(deadline))) {
            log.info("Posts still waiting are made after the restart");
        }
    }

    private static Duration left(long deadline) {
        return Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
    }

    private static boolean awaitUntil(ExecutorService pool, long deadline, String what) {
        try {
            if (pool.awaitTermination(left(deadline).toNanos(), TimeUnit.NANOSECONDS)) {
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

package io.djambi.bot.clock;

import io.djambi.bot.clock.FinishedThreads.FinishedThread;
import io.djambi.bot.command.Outage;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.game.ThreadArchive;
import io.djambi.bot.game.ThreadArchive.Archived;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Archives a finished game's thread a day after the game ended ({@link #KEPT_OPEN}), not locking it, so people can
 * still talk the game over there; a thread with a live game in it since is left open. Driven by {@link #sweep()}
 * (every few minutes in the bot, at will in tests) and an injected clock. What is due is asked of the store
 * ({@link FinishedThreads}: the servers of this process's shards only, so each thread is archived by one process), and
 * each thread is looked at again under its game's lock; Discord's answer comes later, and is stored on the executor
 * given for it (never on Discord's callback thread, which the database would hold up): a thread archived or gone is
 * marked so and never asked about again, one Discord failed to archive is due again at the next sweep.
 */
public final class ThreadSweep {
    /** How long a finished game's thread stays open for its players to talk the game over. */
    public static final Duration KEPT_OPEN = Duration.ofDays(1);

    private static final Logger log = LoggerFactory.getLogger(ThreadSweep.class);

    private final FinishedThreads finished;
    private final TableStore tables;
    private final GameLocks locks;
    private final ThreadArchive archive;
    private final Clock clock;
    private final Executor answers;
    /** The tables whose thread Discord was asked to archive and has not answered for yet: not asked twice at once. */
    private final Set<Long> asked = ConcurrentHashMap.newKeySet();

    /**
     * @param locks the games' locks, shared with the commands: a game opened in the thread meanwhile is seen
     * @param archive Discord's threads
     */
    public ThreadSweep(
            FinishedThreads finished, TableStore tables, GameLocks locks, ThreadArchive archive, Clock clock) {
        this(finished, tables, locks, archive, clock, Runnable::run);
    }

    /** @param answers where Discord's answers are stored (the command workers in the bot) */
    public ThreadSweep(
            FinishedThreads finished,
            TableStore tables,
            GameLocks locks,
            ThreadArchive archive,
            Clock clock,
            Executor answers) {
        this.finished = finished;
        this.tables = tables;
        this.locks = locks;
        this.archive = archive;
        this.clock = clock;
        this.answers = answers;
    }

    /**
     * Asks Discord to archive each thread that is due. Nothing escapes: the bot runs this on a fixed delay, which an
     * exception would end for good. While the database is away the sweep is one line in the log.
     */
    public void sweep() {
        try {
            Instant now = clock.instant();
            for (FinishedThread thread : finished.due(now.minus(KEPT_OPEN))) {
                if (asked.add(thread.tableId())) {
                    archive(thread);
                }
            }
        } catch (RuntimeException e) {
            Optional<Throwable> outage = Outage.in(e);
            if (outage.isPresent()) {
                log.warn("Thread sweep waits for the database: {}", outage.get().getMessage());
            } else {
                log.error("Thread sweep failed", e);
            }
        }
    }

    private void archive(FinishedThread thread) {
        boolean stillDue;
        try {
            stillDue = locks.inGame(thread.threadId(), () -> stillDue(thread));
        } catch (RuntimeException e) {
            asked.remove(thread.tableId());
            throw e;
        }
        if (!stillDue) {
            asked.remove(thread.tableId());
            return;
        }
        archive.archive(thread.guildId(), thread.threadId()).whenComplete((archived, failure) -> {
            Runnable store = () -> {
                try {
                    answered(thread, failure == null ? archived : Archived.LATER);
                } catch (RuntimeException e) {
                    // The mark is not stored: the thread is due again, and archiving it again is harmless
                    log.warn(
                            "Table {}: its thread {} is archived, not marked so: {}",
                            thread.tableId(),
                            thread.threadId(),
                            e.toString());
                } finally {
                    asked.remove(thread.tableId());
                }
            };
            try {
                answers.execute(store);
            } catch (RejectedExecutionException e) { // the bot is stopping: stored here, on Discord's thread
                store.run();
            }
        });
    }

    /** Under the thread's game lock: no game has come to live in the thread since the list was read. */
    private boolean stillDue(FinishedThread thread) {
        Optional<Table> latest = tables.find(thread.threadId());
        if (latest.isPresent() && latest.get().isLive()) {
            log.debug("Table {}: a live game plays in its thread {}; left open", thread.tableId(), thread.threadId());
            return false;
        }
        return true;
    }

    private void answered(FinishedThread thread, Archived archived) {
        switch (archived) {
            case DONE, GONE -> {
                finished.archived(thread.tableId());
                log.info(
                        "Table {}: its thread {} {}",
                        thread.tableId(),
                        thread.threadId(),
                        archived == Archived.DONE ? "is archived" : "was deleted; nothing to archive");
            }
            case LATER ->
                log.warn(
                        "Table {}: Discord did not archive its thread {}; asked again at the next sweep",
                        thread.tableId(),
                        thread.threadId());
        }
    }
}

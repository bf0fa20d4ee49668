package io.djambi.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The order of a shutdown with real executors: no new command is taken, a move under way when SIGTERM comes is
 * completed and acknowledged, the outbox's relay stops before the stop makes the posts left, all before Discord
 * closes, and the database closes last.
 */
class ShutdownTest {
    private final List<String> log = new CopyOnWriteArrayList<>();
    /** Whether the relay's thread ends when asked. */
    private boolean relayStops = true;

    private final CountDownLatch stoppedTakingCommands = new CountDownLatch(1);
    private final ExecutorService workers =
            new ThreadPoolExecutor(2, 2, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>()) {
                @Override
                public void shutdown() {
                    log.add("workers take no new command");
                    super.shutdown();
                    stoppedTakingCommands.countDown();
                }
            };
    private final ScheduledExecutorService ticks = Executors.newSingleThreadScheduledExecutor();
    private final ExecutorService aiPool = Executors.newFixedThreadPool(1);
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void releaseAnythingStillHeld() {
        release.countDown();
        workers.shutdownNow();
        ticks.shutdownNow();
        aiPool.shutdownNow();
    }

    private Shutdown shutdown(Duration drainWait) {
        Shutdown.Edge discord = new Shutdown.Edge() {
            @Override
            public void stopTaking() {
                log.add("no new command taken");
            }

            @Override
            public boolean awaitAnswered(Duration patience) {
                log.add("answers awaited");
                return true;
            }

            @Override
            public void close() {
                log.add("discord closed");
            }
        };
        Shutdown.Relay relay = new Shutdown.Relay() {
            @Override
            public boolean stop(Duration patience) {
                log.add(relayStops ? "relay stopped" : "relay still running");
                return relayStops;
            }

            @Override
            public boolean finish(Duration patience) {
                log.add("posts made");
                return true;
            }
        };
        return new Shutdown(
                discord,
                workers,
                ticks,
                aiPool,
                relay,
                List.of(() -> log.add("database closed"), () -> log.add("lock released")),
                drainWait);
    }

    /** A "move" on a worker, held mid-way until the test releases it, then saved and acknowledged. */
    private CountDownLatch moveUnderWay() {
        CountDownLatch started = new CountDownLatch(1);
        workers.execute(() -> {
            started.countDown();
            try {
                release.await();
                log.add("move saved");
                log.add("move acknowledged");
            } catch (InterruptedException e) {
                log.add("move cut");
            }
        });
        return started;
    }

    @Test
    void aMoveUnderWayIsCompletedAndAcknowledgedBeforeDiscordAndTheDatabaseClose() throws Exception {
        // GIVEN a move being played on a worker
        moveUnderWay().await();
        // WHEN the bot is told to stop, and the move completes only after that
        Thread stopping = Thread.ofPlatform().start(shutdown(Duration.ofSeconds(30)));
        stoppedTakingCommands.await();
        release.countDown();
        stopping.join();
        // THEN the move was neither cut nor left unanswered, and everything closed after it, in order
        assertEquals(
                List.of(
                        "no new command taken",
                        "answers awaited",
                        "workers take no new command",
                        "move saved",
                        "move acknowledged",
                        "relay stopped",
                        "posts made",
                        "discord closed",
                        "database closed",
                        "lock released"),
                log);
    }

    @Test
    void aCommandArrivingDuringTheShutdownIsRefusedSoThePlayerIsToldToTryAgain() throws Exception {
        // GIVEN a shutdown waiting for a move under way
        moveUnderWay().await();
        Thread stopping = Thread.ofPlatform().start(shutdown(Duration.ofSeconds(30)));
        stoppedTakingCommands.await();
        // WHEN a new command comes in THEN the workers refuse it (the listener answers "restarting")
        assertThrows(RejectedExecutionException.class, () -> workers.execute(() -> log.add("new command ran")));
        release.countDown();
        stopping.join();
        assertFalse(log.contains("new command ran"), log.toString());
    }

    @Test
    void anAiSearchUnderWayIsAbandonedRatherThanWaitedFor() throws Exception {
        // GIVEN an AI search that would think for ever
        CountDownLatch searching = new CountDownLatch(1);
        aiPool.execute(() -> {
            searching.countDown();
            try {
                new CountDownLatch(1).await();
            } catch (InterruptedException e) {
                log.add("search abandoned");
            }
        });
        searching.await();
        // WHEN the bot stops
        shutdown(Duration.ofSeconds(30)).run();
        // THEN the search was interrupted before the posts and Discord: its move is searched again after the restart
        assertEquals(
                List.of(
                        "no new command taken",
                        "answers awaited",
                        "workers take no new command",
                        "relay stopped",
                        "posts made",
                        "discord closed",
                        "database closed",
                        "lock released"),
                log.stream().filter(line -> !line.equals("search abandoned")).toList());
        assertTrue(log.indexOf("search abandoned") < log.indexOf("relay stopped"), log.toString());
    }

    @Test
    void aRelayThatWillNotStopIsLeftAloneAndTheStopMakesNoPostBesideIt() {
        // GIVEN an outbox relay whose thread does not end when asked (a post stuck on the wire)
        relayStops = false;
        // WHEN the bot stops
        shutdown(Duration.ofSeconds(30)).run();
        // THEN the stop makes no round of its own beside the relay's, and closes all the same
        assertEquals(
                List.of(
                        "no new command taken",
                        "answers awaited",
                        "workers take no new command",
                        "relay still running",
                        "discord closed",
                        "database closed",
                        "lock released"),
                log);
    }

    @Test
    void aCommandStuckPastTheDeadlineDoesNotKeepTheBotFromStopping() throws Exception {
        // GIVEN a move that never finishes by itself
        moveUnderWay().await();
        // WHEN the bot stops with no time to wait
        shutdown(Duration.ZERO).run();
        // THEN Discord and the database are closed all the same, and the move was interrupted, not left running
        assertEquals(
                List.of(
                        "no new command taken",
                        "answers awaited",
                        "workers take no new command",
                        "relay stopped",
                        "posts made",
                        "discord closed",
                        "database closed",
                        "lock released"),
                log.stream().filter(line -> !line.equals("move cut")).toList());
        assertTrue(workers.awaitTermination(30, TimeUnit.SECONDS));
        assertTrue(log.contains("move cut"), log.toString());
    }

    @Test
    void aTimerTickUnderWayFinishesBeforeTheDatabaseCloses() throws Exception {
        // GIVEN a timer tick under way (a timeout being applied)
        CountDownLatch ticking = new CountDownLatch(1);
        ticks.execute(() -> {
            ticking.countDown();
            try {
                release.await();
                log.add("timeout applied");
            } catch (InterruptedException e) {
                log.add("tick cut");
            }
        });
        ticking.await();
        // WHEN the bot stops and the tick completes meanwhile
        Thread stopping = Thread.ofPlatform().start(shutdown(Duration.ofSeconds(30)));
        stoppedTakingCommands.await();
        release.countDown();
        stopping.join();
        // THEN the tick's work was kept
        assertEquals(
                List.of(
                        "no new command taken",
                        "answers awaited",
                        "workers take no new command",
                        "timeout applied",
                        "relay stopped",
                        "posts made",
                        "discord closed",
                        "database closed",
                        "lock released"),
                log);
    }
}

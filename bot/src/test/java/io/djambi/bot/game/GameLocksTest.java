package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The games' locks: one holder at a time per channel, channels apart, reentrant, and nothing kept once let go. */
class GameLocksTest {
    private final GameLocks locks = new GameLocks();
    private final ExecutorService threads = Executors.newFixedThreadPool(4);

    @AfterEach
    void stop() {
        threads.shutdownNow();
    }

    /** A hang guard, not a timing: a deadlock fails the test instead of stalling the build. */
    private static <T> T done(Future<T> f) throws Exception {
        return f.get(30, TimeUnit.SECONDS);
    }

    @Test
    void aGamesChangesNeverOverlap() throws Exception {
        // GIVEN four threads changing the same game, each reading then writing a plain counter
        int[] counter = {0};
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger overlaps = new AtomicInteger();
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> all = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            all.add(threads.submit(() -> {
                go.await();
                for (int i = 0; i < 5_000; i++) {
                    locks.inGame("chan", () -> {
                        if (inside.incrementAndGet() > 1) {
                            overlaps.incrementAndGet();
                        }
                        counter[0] = counter[0] + 1;
                        inside.decrementAndGet();
                    });
                }
                return null;
            }));
        }
        // WHEN they all start at once
        go.countDown();
        for (Future<?> f : all) {
            done(f);
        }
        // THEN no change overlapped another and none was lost
        assertEquals(0, overlaps.get());
        assertEquals(20_000, counter[0]);
        assertEquals(0, locks.size(), "nothing kept once every thread let go");
    }

    @Test
    void aGameInAnotherChannelDoesNotWait() throws Exception {
        // GIVEN a thread that holds chan-1's lock until told to let go
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch letGo = new CountDownLatch(1);
        Future<?> holder = threads.submit(() -> locks.inGame("chan-1", () -> {
            holding.countDown();
            try {
                letGo.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }));
        holding.await();
        // WHEN another thread changes the game in chan-2
        String other = done(threads.submit(() -> locks.inGame("chan-2", () -> "played")));
        // THEN it went ahead while chan-1 was held, and both locks exist only while used
        assertEquals("played", other);
        assertEquals(1, locks.size(), "only chan-1's lock, held");
        letGo.countDown();
        done(holder);
        assertEquals(0, locks.size());
    }

    @Test
    void theLockIsReentrantSoAClockCommandMayCallTheGameService() {
        String result = locks.inGame("chan", () -> locks.inGame("chan", () -> "inner"));
        assertEquals("inner", result);
        assertEquals(0, locks.size());
    }

    @Test
    void aFailedChangeLetsTheLockGo() throws Exception {
        assertThrows(
                IllegalStateException.class,
                () -> locks.inGame("chan", () -> {
                    throw new IllegalStateException("boom");
                }));
        assertEquals(0, locks.size());
        assertEquals(
                "next",
                done(threads.submit(() -> locks.inGame("chan", () -> "next"))),
                "another thread gets the lock afterwards");
    }

    @Test
    void theLocksOfTenThousandEndedGamesAreNotKept() throws Exception {
        // GIVEN ten thousand games, each in its own channel, changed from four threads at once
        List<Future<?>> all = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            int thread = t;
            all.add(threads.submit(() -> {
                for (int g = 0; g < 2_500; g++) {
                    String channel = "chan-" + thread + "-" + g;
                    locks.inGame(channel, () -> locks.inGame(channel, () -> {}));
                }
                return null;
            }));
        }
        for (Future<?> f : all) {
            done(f);
        }
        // THEN no lock is left behind: memory is bounded by the games being changed now, not by the games played
        assertEquals(0, locks.size());
    }
}

package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.game.GameLocks;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On PostgreSQL a game is changed by one process at a time: two bots sharing the database (two pools here, as two
 * processes have) take the game's advisory lock around each change, and a bot that is notified of an outbox post
 * wakes. SQLite needs none of it: one process has the file.
 */
class CrossProcessLockTest {
    @TempDir
    Path dir;

    private static int waitingForALock(Database db) {
        return db.read("counting the sessions waiting for an advisory lock", () -> {
            try (PreparedStatement q = db.connection()
                            .prepareStatement(
                                    "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted");
                    ResultSet rs = q.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }

    @Test
    void aSecondProcessWaitsForTheGameUntilTheFirstHasFinishedItsChange() throws Exception {
        try (Database first = StoreDatabase.POSTGRESQL.open(dir);
                Database second = StoreDatabase.POSTGRESQL.open(dir)) {
            GameLocks firstLocks = new GameLocks(new SqlProcessLock(first));
            GameLocks secondLocks = new GameLocks(new SqlProcessLock(second));
            List<String> order = new CopyOnWriteArrayList<>();
            CountDownLatch firstIn = new CountDownLatch(1);
            CountDownLatch letFirstFinish = new CountDownLatch(1);
            ExecutorService threads = Executors.newFixedThreadPool(2);
            try {
                Future<?> one = threads.submit(() -> firstLocks.inGame("4242", () -> {
                    firstIn.countDown();
                    await(letFirstFinish);
                    order.add("first done");
                }));
                assertTrue(firstIn.await(10, TimeUnit.SECONDS));
                Future<?> two = threads.submit(() -> secondLocks.inGame("4242", () -> order.add("second in")));
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                while (waitingForALock(second) == 0 && System.nanoTime() < deadline) {
                    Thread.onSpinWait();
                }
                assertEquals(1, waitingForALock(second), "the second process waits on the game's lock");
                secondLocks.inGame("4343", () -> order.add("another game, meanwhile"));
                letFirstFinish.countDown();
                one.get(10, TimeUnit.SECONDS);
                two.get(10, TimeUnit.SECONDS);
                assertEquals(List.of("another game, meanwhile", "first done", "second in"), order);
            } finally {
                letFirstFinish.countDown();
                threads.shutdownNow();
            }
        }
    }

    @Test
    void aChangeUnderTheLockCommitsEachOfItsTransactions() throws Exception {
        try (Database first = StoreDatabase.POSTGRESQL.open(dir);
                Database second = StoreDatabase.POSTGRESQL.open(dir)) {
            GameLocks locks = new GameLocks(new SqlProcessLock(first));
            SqlNameBook names = new SqlNameBook(first);
            locks.inGame("77", () -> {
                names.saw("900", "Djambi Club");
                // Read from the other process while the lock is still held: the write is already committed
                assertEquals(
                        "Djambi Club", new SqlNameBook(second).nameOf("900").orElseThrow());
            });
        }
    }

    @Test
    void aProcessListeningHearsOfAPostAnotherProcessAdds() throws Exception {
        try (Database db = StoreDatabase.POSTGRESQL.open(dir)) {
            CountDownLatch connectedThenNotified = new CountDownLatch(2);
            OutboxListener listener =
                    new OutboxListener((DatabaseTarget.Postgres) db.target(), connectedThenNotified::countDown);
            Thread listening = Thread.ofPlatform().start(listener);
            try {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                while (connectedThenNotified.getCount() == 2 && System.nanoTime() < deadline) {
                    Thread.onSpinWait();
                }
                assertEquals(1, connectedThenNotified.getCount(), "listening");
                long table = SqlOutboxTest.tableIn(db, "5");
                new SqlOutbox(
                                db,
                                io.djambi.bot.game.Shards.ALL,
                                java.time.Clock.systemUTC(),
                                new io.djambi.bot.outbox.Doorbell())
                        .add(table, "5", "chan-5", io.djambi.bot.command.Reply.Public.text("news"));
                assertTrue(connectedThenNotified.await(10, TimeUnit.SECONDS), "woken by the notification");
            } finally {
                listener.close();
                listening.join(10_000);
            }
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

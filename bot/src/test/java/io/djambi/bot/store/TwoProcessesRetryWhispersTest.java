package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.press.Courier;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.press.Whisper;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two processes on one PostgreSQL look for the whisper deliveries a crash left pending at the same moment, as two
 * processes killed together and started together do: each delivery is sent once, by one of them. DMs carry no nonce,
 * so a delivery sent by both would reach its recipient twice.
 */
class TwoProcessesRetryWhispersTest {
    private static final Duration WAIT = Duration.ofSeconds(30);

    @TempDir
    Path dir;

    @Test
    void twoProcessesRetryingAtOnceSendEachPendingDeliveryOnce() throws Exception {
        DatabaseTarget.Postgres target = (DatabaseTarget.Postgres) StoreDatabase.POSTGRESQL.target(dir);
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try (Database one = StoreDatabase.POSTGRESQL.open(dir);
                Database two = StoreDatabase.POSTGRESQL.open(dir);
                Connection observer = connect(target);
                Connection watcher = connect(target)) {
            PressTable first = new PressTable(new SqlTableStore(one, Clock.systemUTC()), new SqlWhisperStore(one));
            PressTable second = new PressTable(new SqlTableStore(two, Clock.systemUTC()), new SqlWhisperStore(two));
            // GIVEN 150 deliveries left pending by processes killed while sending, their holds run out
            first.started();
            long tableId = first.table().id();
            for (int i = 0; i < 50; i++) {
                first.whispers.add(
                        Whisper.pending(
                                tableId,
                                "ann",
                                List.of("bob", "cy", "di"),
                                "Deal " + i + "?",
                                Whisper.Via.COMMAND,
                                first.clock.instant()),
                        first.clock.instant());
            }
            // AND both processes about to claim the same first ones: each has read them as free, and waits to take
            // the first while a third session holds it (their claims truly at once, not one after the other)
            observer.setAutoCommit(false);
            try (Statement s = observer.createStatement()) {
                s.executeQuery("SELECT whisper_id FROM whisper_delivery WHERE state = 'PENDING' FOR UPDATE")
                        .close();
            }
            // WHEN both retry at once
            CompletableFuture<Integer> byFirst = CompletableFuture.supplyAsync(
                    () -> first.press.retryPending().toCompletableFuture().join(), threads);
            CompletableFuture<Integer> bySecond = CompletableFuture.supplyAsync(
                    () -> second.press.retryPending().toCompletableFuture().join(), threads);
            awaitWaitingOnALock(watcher, 2);
            observer.rollback();
            int delivered =
                    byFirst.get(WAIT.toSeconds(), TimeUnit.SECONDS) + bySecond.get(WAIT.toSeconds(), TimeUnit.SECONDS);
            // THEN every delivery is sent once, by one process or the other, and recorded delivered
            List<Courier.DirectMessage> sent = Stream.concat(
                            first.courier.delivered().stream(), second.courier.delivered().stream())
                    .toList();
            Map<String, Long> timesEach = sent.stream()
                    .collect(Collectors.groupingBy(
                            dm -> dm.whisperId() + " to " + dm.recipientId(), Collectors.counting()));
            assertEquals(
                    Map.of(),
                    timesEach.entrySet().stream()
                            .filter(e -> e.getValue() > 1)
                            .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)),
                    "deliveries sent twice");
            assertEquals(150, timesEach.size());
            assertEquals(150, delivered);
            assertTrue(first.whispers.pending().isEmpty());
        } finally {
            threads.shutdownNow();
        }
    }

    private static Connection connect(DatabaseTarget.Postgres target) throws SQLException {
        return DriverManager.getConnection(
                target.url(), target.user().orElse(null), target.password().orElse(null));
    }

    /** Waits until {@code sessions} sessions of the test's database wait for a row another holds. */
    private static void awaitWaitingOnALock(Connection watcher, int sessions) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        int waiting = 0;
        while (System.nanoTime() < deadline) {
            try (Statement s = watcher.createStatement();
                    ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM pg_stat_activity"
                            + " WHERE datname = current_database() AND wait_event_type = 'Lock'")) {
                rs.next();
                waiting = rs.getInt(1);
            }
            if (waiting >= sessions) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the two claims never met on a row; sessions waiting: " + waiting);
    }
}

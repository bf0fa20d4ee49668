package io.djambi.bot.press;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.djambi.bot.game.FailingTableStore;
import io.djambi.bot.press.Whisper.DeliveryState;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * A whisper left pending by a process that died, whose game cannot be read when another process sends it again: the
 * database away is waited out for as long as it lasts, while a game that cannot be read for any other reason (a row
 * that throws) is tried a few times and then settled, not claimed again every two minutes for ever. The tests call
 * the retry every minute, as every process does, with the clock moved on.
 */
class PendingWhisperFailuresTest {
    private static final String TEXT = "Meet me at E5?";

    private final FailingTableStore tables = new FailingTableStore();
    private final PressTable table = new PressTable(tables, new InMemoryWhisperStore());
    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    private final Logger watched = (Logger) LoggerFactory.getLogger(WhisperDelivery.class);
    private Level before;

    @BeforeEach
    void captureTheLogs() {
        before = watched.getLevel();
        watched.setLevel(Level.DEBUG);
        logs.start();
        watched.addAppender(logs);
    }

    @AfterEach
    void stopCapturing() {
        watched.detachAppender(logs);
        watched.setLevel(before);
    }

    /** Ann's whisper to Bob and Cy, stored by a process that died before sending it: its hold has run out. */
    private long leftPendingByADeadProcess() {
        table.started();
        return table.whispers
                .add(
                        Whisper.pending(
                                table.table().id(),
                                "ann",
                                List.of("bob", "cy"),
                                TEXT,
                                Whisper.Via.COMMAND,
                                table.clock.instant()),
                        table.clock.instant())
                .id();
    }

    /** This process looks for pending whispers, as it does every minute; then a minute passes. */
    private int retryThenAMinute() {
        int delivered = table.press.retryPending().toCompletableFuture().join();
        table.clock.advance(Duration.ofMinutes(1));
        return delivered;
    }

    private List<Whisper.Addressee> states(long whisperId) {
        return table.whispers.find(whisperId).orElseThrow().addressees();
    }

    @Test
    void aWhisperWhoseGameThrowsWhenReadIsTriedAFewTimesOverHalfAnHourThenSettledAsNotDelivered() {
        // GIVEN a whisper left pending by a process that died
        long id = leftPendingByADeadProcess();
        // AND its game's row throwing whenever it is read (a broken record, not the database away)
        tables.failLookups(() -> new IllegalStateException("a seat whose colour is no colour"));
        // WHEN this process looks for pending whispers every minute for twenty minutes
        int delivered = 0;
        for (int minute = 0; minute < 20; minute++) {
            delivered += retryThenAMinute();
        }
        // THEN it is still pending: tried again, but not yet given up
        assertTrue(table.whispers.pending().stream().anyMatch(w -> w.id() == id));
        // WHEN it goes on doing so until half an hour after the first try
        for (int minute = 20; minute <= 30; minute++) {
            delivered += retryThenAMinute();
        }
        // THEN it is settled as not delivered to either, and claimed no more
        assertEquals(
                List.of(
                        new Whisper.Addressee("bob", DeliveryState.REFUSED),
                        new Whisper.Addressee("cy", DeliveryState.REFUSED)),
                states(id));
        assertTrue(table.whispers.pending().isEmpty());
        assertEquals(0, delivered);
        assertEquals(List.of(), table.courier.delivered());
        // AND the log says so once for each recipient, at WARN and without a stack trace, and never holds its text
        List<ILoggingEvent> warnings = logs.list.stream()
                .filter(l -> l.getLevel().isGreaterOrEqual(Level.WARN))
                .toList();
        assertEquals(2, warnings.size(), warnings.toString());
        warnings.forEach(w -> assertNull(w.getThrowableProxy(), w.getFormattedMessage()));
        logs.list.forEach(l -> assertFalse(l.getFormattedMessage().contains(TEXT), l.getFormattedMessage()));
    }

    @Test
    void aWhisperWhoseGameCannotBeReadWhileTheDatabaseIsAwayWaitsForItAndIsDeliveredOnceItIsBack() {
        // GIVEN a whisper left pending by a process that died
        long id = leftPendingByADeadProcess();
        // AND the database away for two hours whenever the game is read
        tables.failLookups(() ->
                new FailingTableStore.Away("reading table " + table.table().id()));
        // WHEN this process looks for pending whispers every minute meanwhile
        int delivered = 0;
        for (int minute = 0; minute < 120; minute++) {
            delivered += retryThenAMinute();
        }
        // THEN it is still pending for both: nothing acknowledged is ever given up for an outage
        assertEquals(0, delivered);
        assertEquals(
                List.of(
                        new Whisper.Addressee("bob", DeliveryState.PENDING),
                        new Whisper.Addressee("cy", DeliveryState.PENDING)),
                states(id));
        // WHEN the database is back, and the next rounds come
        tables.failLookups(null);
        for (int minute = 0; minute < 3; minute++) {
            delivered += retryThenAMinute();
        }
        // THEN both have it, once
        assertEquals(2, delivered);
        assertEquals(1, table.courier.deliveredTo("bob").size());
        assertEquals(1, table.courier.deliveredTo("cy").size());
        assertTrue(table.whispers.pending().isEmpty());
    }
}

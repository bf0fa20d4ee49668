package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Outage;
import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.List;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * Which SQL failures are the database away for a moment, and which are faults: the first are refused to a player
 * with "try again in a moment" and waited out by the timers, the second are reported as bugs.
 */
class OutagesTest {
    private static SQLException state(String sqlState) {
        return new SQLException("the server says so", sqlState);
    }

    @Test
    void aLostOrRefusedConnectionIsAnOutage() {
        // Class 08: refused at connect (08001), gone (08003), broken mid-query (08006), and any other of the class
        for (String sqlState : List.of("08001", "08003", "08006", "08004", "08P01")) {
            assertTrue(Outages.isOutage(state(sqlState)), sqlState);
        }
    }

    @Test
    void aServerShuttingDownOrStartingUpIsAnOutage() {
        // admin_shutdown (a fast stop or a restart), crash_shutdown, cannot_connect_now (starting, recovering)
        for (String sqlState : List.of("57P01", "57P02", "57P03")) {
            assertTrue(Outages.isOutage(state(sqlState)), sqlState);
        }
    }

    @Test
    void noPooledConnectionInTimeIsAnOutageWhateverItsCause() {
        // HikariCP's answer when no connection could be had within its timeout
        assertTrue(Outages.isOutage(new SQLTransientConnectionException("djambi-db - Connection is not available")));
        assertTrue(Outages.isOutage(new SQLTransientConnectionException(
                "djambi-db - Connection is not available", null, new SQLException("refused", "08001"))));
    }

    @Test
    void anSqliteFileBusyOrLockedPastItsWaitIsAnOutage() {
        for (SQLiteErrorCode code : List.of(
                SQLiteErrorCode.SQLITE_BUSY,
                SQLiteErrorCode.SQLITE_LOCKED,
                SQLiteErrorCode.SQLITE_BUSY_SNAPSHOT,
                SQLiteErrorCode.SQLITE_BUSY_TIMEOUT,
                SQLiteErrorCode.SQLITE_LOCKED_SHAREDCACHE)) {
            assertTrue(Outages.isOutage(new SQLiteException("database is locked", code)), code.name());
        }
    }

    @Test
    void anOutageIsFoundUnderTheFailureThatWrapsIt() {
        BatchUpdateException batch = new BatchUpdateException("batch failed", null, 0, new int[0], state("08006"));
        assertTrue(Outages.isOutage(batch));
        assertTrue(Outages.isOutage(new SQLException("wrapped", state("57P01"))));
    }

    @Test
    void aFailureOnAConnectionThatIsGoneIsAnOutageThoughItSaysNoMore() throws SQLException {
        // HikariCP swaps a session it found broken for a closed one, whose calls fail with only these words
        SQLException bare = new SQLException("Connection is closed");
        Connection open = DriverManager.getConnection("jdbc:sqlite::memory:");
        Connection gone = DriverManager.getConnection("jdbc:sqlite::memory:");
        gone.close();
        try (open) {
            assertTrue(Outages.isOutage(bare, gone));
            assertInstanceOf(StoreUnavailable.class, StoreException.of("saving table 7", bare, gone));
            // On a connection still open, or none, the same words are a fault like any other
            assertFalse(Outages.isOutage(bare, open));
            assertFalse(Outages.isOutage(bare, null));
        }
    }

    @Test
    void aFaultOfTheSqlOrTheDataIsNoOutage() {
        // A unique key broken, a serialisation failure, a missing table, a syntax error, an SQLite constraint
        for (String sqlState : List.of("23505", "40001", "42P01", "42601", "57014")) {
            assertFalse(Outages.isOutage(state(sqlState)), sqlState);
        }
        assertFalse(Outages.isOutage(new SQLException("no state")));
        assertFalse(Outages.isOutage(new SQLiteException("constraint", SQLiteErrorCode.SQLITE_CONSTRAINT)));
        assertFalse(Outages.isOutage(new SQLiteException("corrupt", SQLiteErrorCode.SQLITE_CORRUPT)));
        assertFalse(Outages.isOutage(new TableWrites.ChangedElsewhere(7)));
    }

    @Test
    void theStoreThrowsAnOutageThatTheLayersAboveRecogniseThroughAFuture() {
        // GIVEN a read that failed because the server was restarting, and one that failed on bad SQL
        StoreException away = StoreException.of("reading table 7", state("57P01"), null);
        StoreException fault = StoreException.of("reading table 7", state("42P01"), null);
        // THEN the first is the store's outage, the second a plain failure
        assertInstanceOf(StoreUnavailable.class, away);
        assertFalse(fault instanceof StoreUnavailable);
        assertEquals("reading table 7 failed: the server says so", away.getMessage());
        // AND the layers above, which know no JDBC, see the outage under a future's wrapping, and only that one
        assertEquals(away, Outage.in(new CompletionException(away)).orElseThrow());
        assertTrue(Outage.in(new CompletionException(fault)).isEmpty());
        assertTrue(Outage.in(new IllegalStateException("a bug")).isEmpty());
    }
}

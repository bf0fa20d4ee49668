package io.djambi.bot.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.Set;
import java.util.function.Predicate;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * Which SQL failures are the database away for a moment rather than a fault: what the bot waits out (a command is
 * refused with "try again in a moment", a timer tries at its next tick) instead of reporting as a bug.
 */
final class Outages {
    /**
     * PostgreSQL's "operator intervention" states that end or refuse a session while the server stops or starts:
     * {@code admin_shutdown}, {@code crash_shutdown}, {@code cannot_connect_now}.
     */
    private static final Set<String> SERVER_GOING = Set.of("57P01", "57P02", "57P03");
    /** SQLite's primary result codes for a file another connection holds past the busy timeout. */
    private static final Set<Integer> SQLITE_HELD =
            Set.of(SQLiteErrorCode.SQLITE_BUSY.code, SQLiteErrorCode.SQLITE_LOCKED.code);
    /** Causes looked through at most: the pool and the driver wrap a failure once or twice. */
    private static final int DEPTH = 16;

    private Outages() {}

    /**
     * Whether {@code failure}, or one of its causes, says the database could not be reached or used just now: a lost
     * or refused connection (SQLState class {@code 08}), a server shutting down or starting up, no pooled connection
     * to be had in time (HikariCP's {@link SQLTransientConnectionException}), or SQLite busy or locked.
     */
    static boolean isOutage(SQLException failure) {
        return anyCause(
                failure,
                t -> t instanceof SQLTransientConnectionException
                        || endsSession(t)
                        // Extended codes (SQLITE_BUSY_SNAPSHOT, ...) keep the primary code in their low byte
                        || (t instanceof SQLiteException lite
                                && SQLITE_HELD.contains(lite.getResultCode().code & 0xff)));
    }

    /**
     * Whether {@code failure}, met on {@code connection}, is an outage: by its own account as above, or because the
     * connection is gone. HikariCP swaps a session it found broken (a server shutting down ends it) for a closed one,
     * whose every call then fails with a bare "Connection is closed": the later statements of a unit of work that
     * holds its connection (a game's lock across processes) fail that way.
     *
     * @param connection the connection the work ran on; null when none was had
     */
    static boolean isOutage(SQLException failure, Connection connection) {
        return isOutage(failure) || (connection != null && isLost(connection));
    }

    /**
     * Whether {@code failure}, met on {@code connection}, ended the session: a lost connection, a server shutting
     * down, or a connection found closed. Not SQLite busy or locked, nor a pool out of connections: those leave the
     * session as it was.
     */
    static boolean isLostSession(SQLException failure, Connection connection) {
        return anyCause(failure, Outages::endsSession) || (connection != null && isLost(connection));
    }

    /** Whether {@code failure} or one of its causes (the pool and the driver wrap a failure) is {@code such}. */
    private static boolean anyCause(SQLException failure, Predicate<Throwable> such) {
        Throwable t = failure;
        for (int depth = 0; t != null && depth < DEPTH; depth++, t = t.getCause()) {
            if (such.test(t)) {
                return true;
            }
        }
        return false;
    }

    /** A lost or refused connection, or a server shutting down or starting up, by the failure's SQLState. */
    private static boolean endsSession(Throwable t) {
        return t instanceof SQLException sql && isOutageState(sql.getSQLState());
    }

    private static boolean isLost(Connection connection) {
        try {
            return connection.isClosed();
        } catch (SQLException e) {
            return true;
        }
    }

    private static boolean isOutageState(String state) {
        return state != null && (state.startsWith("08") || SERVER_GOING.contains(state));
    }
}

package io.djambi.bot.store;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The database refused a read or a write; whatever the command was, it changed nothing. When the database was merely
 * away for a moment (restarting, unreachable, busy), it is the {@link StoreUnavailable} that callers may wait out; when
 * it went away during a commit, the {@link CommitUnknown}, whose change may have been made.
 */
public sealed class StoreException extends RuntimeException permits StoreUnavailable, CommitUnknown {
    private static final long serialVersionUID = 1L;

    public StoreException(String what, Throwable cause) {
        super(what + " failed: " + cause.getMessage(), cause);
    }

    /**
     * A database that could not be opened at all, in the words of {@link Database#open} (which name the database and
     * the reason, for the operator), kept as they are.
     */
    StoreException(SQLException cause) {
        super(cause.getMessage(), cause);
    }

    /**
     * The failure of {@code what}: a {@link StoreUnavailable} when it is an outage.
     *
     * @param connection the connection it was met on; null when none was had
     */
    static StoreException of(String what, SQLException cause, Connection connection) {
        return Outages.isOutage(cause, connection)
                ? new StoreUnavailable(what, cause)
                : new StoreException(what, cause);
    }

    /**
     * The failure of {@code what}'s commit: a {@link CommitUnknown} when the session was lost on the way (the server
     * may have committed before it went), else as {@link #of}. SQLite busy or locked at a commit is not a lost
     * session: the transaction is still open there, and the rollback that follows ends it unmade.
     */
    static StoreException atCommit(String what, SQLException cause, Connection connection) {
        return Outages.isLostSession(cause, connection) ? new CommitUnknown(what, cause) : of(what, cause, connection);
    }
}

package io.djambi.bot.store;

import java.sql.SQLException;

/** The database refused a read or a write; whatever the command was, it changed nothing. */
public final class StoreException extends RuntimeException {
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
}

package io.djambi.bot.store;

/** The database refused a read or a write; whatever the command was, it changed nothing. */
public final class StoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public StoreException(String what, Throwable cause) {
        super(what + " failed: " + cause.getMessage(), cause);
    }
}

package io.djambi.bot.command;

/**
 * A test's stand-in for the store's outage of a commit cut short ({@code store.CommitUnknown}), whose outcome is
 * unknown: answered "it may have gone through", and known to the press as such.
 */
public final class CutAtCommit extends RuntimeException implements Outage {
    private static final long serialVersionUID = 1L;

    public CutAtCommit() {
        super("saving failed: FATAL: terminating connection due to administrator command");
    }

    @Override
    public String answer() {
        return "dispatch.database-unsure";
    }

    @Override
    public boolean outcomeUnknown() {
        return true;
    }
}

package io.djambi.bot.store;

import io.djambi.bot.command.Outage;
import java.sql.SQLException;

/**
 * The database went away as a unit of work was being committed: the session ended before the server's answer came
 * back, so whether the server kept the change is unknown. It is an outage like {@link StoreUnavailable} (the same
 * request may be made again once the database is back), but the player is not told that nothing changed: he is told
 * it may have gone through, and to look at the game before trying again. What the stores hold in memory was undone
 * with the rollback, so the next read takes the truth from the database.
 */
public final class CommitUnknown extends StoreException implements Outage {
    private static final long serialVersionUID = 1L;

    /** What the player reads: the change may or may not have been made. */
    static final String ANSWER = "dispatch.database-unsure";

    CommitUnknown(String what, SQLException cause) {
        super(what + " (at its commit, outcome unknown)", cause);
    }

    @Override
    public String answer() {
        return ANSWER;
    }

    @Override
    public boolean outcomeUnknown() {
        return true;
    }
}

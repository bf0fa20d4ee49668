package io.djambi.bot.store;

import io.djambi.bot.command.Outage;
import java.sql.SQLException;

/**
 * The database was away when a read or a write needed it: a PostgreSQL server restarting or out of reach, or the
 * SQLite file held by another connection past the busy timeout. The unit of work was rolled back, so nothing changed;
 * the pool opens fresh connections by itself, and the same work succeeds once the database is back.
 */
public final class StoreUnavailable extends StoreException implements Outage {
    private static final long serialVersionUID = 1L;

    StoreUnavailable(String what, SQLException cause) {
        super(what, cause);
    }
}

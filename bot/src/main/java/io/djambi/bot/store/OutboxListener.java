package io.djambi.bot.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Properties;
import org.postgresql.PGConnection;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Listens on PostgreSQL for new outbox posts ({@code LISTEN}), on a connection of its own outside the pool (it
 * waits for the server's notifications for as long as the process runs), and wakes the relay on each. A lost
 * connection is opened again; until then the relay's slow poll carries the posts.
 */
public final class OutboxListener implements Runnable, AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(OutboxListener.class);
    private static final Duration WAIT = Duration.ofSeconds(5);

    private final DatabaseTarget.Postgres target;
    private final Runnable wake;
    private volatile boolean open = true;
    private volatile Connection listening;

    public OutboxListener(DatabaseTarget.Postgres target, Runnable wake) {
        this.target = target;
        this.wake = wake;
    }

    @Override
    public void run() {
        while (open && !Thread.currentThread().isInterrupted()) {
            try (Connection c = DriverManager.getConnection(target.url(), credentials())) {
                listening = c;
                try (Statement s = c.createStatement()) {
                    s.execute("LISTEN " + SqlOutbox.CHANNEL);
                }
                wake.run(); // posts added while nobody listened
                PGConnection pg = c.unwrap(PGConnection.class);
                while (open) {
                    var notes = pg.getNotifications((int) WAIT.toMillis());
                    if (notes != null && notes.length > 0) {
                        wake.run();
                    }
                }
            } catch (SQLException e) {
                if (!open) {
                    return;
                }
                log.warn(
                        "Listening for outbox posts failed ({}); trying again in {} s",
                        e.getMessage(),
                        WAIT.toSeconds());
                try {
                    Thread.sleep(WAIT.toMillis());
                } catch (InterruptedException stop) {
                    return;
                }
            }
        }
    }

    private Properties credentials() {
        Properties p = new Properties();
        target.user().ifPresent(u -> p.setProperty("user", u));
        target.password().ifPresent(pw -> p.setProperty("password", pw));
        return p;
    }

    /** Stops listening: closing the connection ends the wait at once. */
    @Override
    public void close() {
        open = false;
        Connection c = listening;
        if (c != null) {
            try {
                c.close();
            } catch (SQLException e) {
                log.debug("Closing the outbox listener's connection", e);
            }
        }
    }
}

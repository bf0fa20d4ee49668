package io.djambi.bot.store;

import io.djambi.bot.ops.Check;
import io.djambi.bot.ops.Meters;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bot's database: an SQLite file opened in WAL mode with full sync, or a PostgreSQL server through a pool; either
 * way a committed transaction survives a crash or a {@code kill -9}, and the schema is brought to the newest version
 * before anything reads it.
 *
 * <p>The stores run their SQL inside {@link #inTransaction} or {@link #read}, which lend the calling thread a
 * connection for that unit of work ({@link #connection()}): SQLite's one connection, one thread at a time, or one of
 * PostgreSQL's pooled connections. A unit of work started inside another joins it, so a store may call another's
 * helpers within one transaction.
 */
public final class Database implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(Database.class);

    private final DatabaseTarget target;
    private final Connections connections;
    private final Meters meters;
    /** The connection lent to this thread's unit of work, if one is under way. */
    private final ThreadLocal<Lent> lent = new ThreadLocal<>();

    /**
     * A connection lent to a thread: for a transaction, or held (in autocommit) for a longer unit that keeps a
     * PostgreSQL session lock, inside which each transaction is still committed on its own.
     *
     * @param undo what to undo in memory if the transaction under way does not commit ({@link #ifRolledBack})
     */
    private record Lent(Connection connection, boolean inTransaction, List<Runnable> undo) {
        static Lent held(Connection connection) {
            return new Lent(connection, false, List.of());
        }

        static Lent transaction(Connection connection) {
            return new Lent(connection, true, new ArrayList<>());
        }
    }

    private Database(DatabaseTarget target, Connections connections, Meters meters) {
        this.target = target;
        this.connections = connections;
        this.meters = meters;
    }

    public static Database open(Path file) throws SQLException {
        return open(new DatabaseTarget.SqliteFile(file), Meters.NONE);
    }

    /** @param meters told how long each transaction and read takes */
    public static Database open(Path file, Meters meters) throws SQLException {
        return open(new DatabaseTarget.SqliteFile(file), meters);
    }

    /** @param meters told how long each transaction and read takes */
    public static Database open(DatabaseTarget target, Meters meters) throws SQLException {
        Connections connections =
                switch (target) {
                    case DatabaseTarget.SqliteFile f -> new Connections.One(sqlite(f.file()));
                    case DatabaseTarget.Postgres p -> pool(p);
                };
        Database db = new Database(target, connections, meters);
        try {
            Migrations.bringUpToDate(db);
        } catch (SQLException | RuntimeException e) {
            connections.close();
            throw e;
        }
        return db;
    }

    private static Connection sqlite(Path file) throws SQLException {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
        } catch (java.io.IOException e) {
            throw new SQLException("cannot create the folder of " + file + ": " + e.getMessage(), e);
        }
        Connection c = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
        try (Statement s = c.createStatement()) {
            s.execute("PRAGMA journal_mode = WAL");
            s.execute("PRAGMA synchronous = FULL");
            s.execute("PRAGMA foreign_keys = ON");
            s.execute("PRAGMA busy_timeout = 5000");
        }
        return c;
    }

    private static Connections pool(DatabaseTarget.Postgres target) throws SQLException {
        try {
            return new Connections.Pool(target);
        } catch (RuntimeException e) { // the pool's own exception, which carries the server's reason
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new SQLException("cannot reach " + target.shown() + ": " + cause.getMessage(), e);
        }
    }

    public DatabaseTarget target() {
        return target;
    }

    public Dialect dialect() {
        return target.dialect();
    }

    /** The connection of the calling thread's unit of work: only inside {@link #inTransaction} or {@link #read}. */
    Connection connection() {
        Lent l = lent.get();
        if (l == null) {
            throw new IllegalStateException("the database is used outside a transaction or a read");
        }
        return l.connection();
    }

    /** Work on the database that may fail with an {@link SQLException}. */
    interface SqlWork<T> {
        T run() throws SQLException;
    }

    /** Runs {@code work} in one transaction: all of it is committed, or on any failure none of it. */
    <T> T inTransaction(String what, SqlWork<T> work) {
        Lent held = lent.get();
        if (held != null && held.inTransaction()) {
            return joined(what, work);
        }
        long start = System.nanoTime();
        Connection c = held != null ? held.connection() : borrow(what);
        Lent transaction = Lent.transaction(c);
        lent.set(transaction);
        boolean committing = false;
        try {
            c.setAutoCommit(false);
            T result = work.run();
            committing = true;
            c.commit();
            return result;
        } catch (SQLException | RuntimeException e) {
            try {
                c.rollback();
            } catch (SQLException rollback) {
                e.addSuppressed(rollback);
            }
            // Also when the commit itself failed: its outcome is then unknown, and memory must read the table again
            transaction.undo().forEach(Runnable::run);
            if (!(e instanceof SQLException sql)) {
                throw (RuntimeException) e;
            }
            throw committing ? StoreException.atCommit(what, sql, c) : StoreException.of(what, sql, c);
        } finally {
            try {
                c.setAutoCommit(true);
            } catch (SQLException e) {
                if (Outages.isOutage(e, c)) { // the connection is lost: the pool drops it when it is given back
                    log.debug("Could not return a lost connection to autocommit: {}", e.getMessage());
                } else {
                    log.error("Could not return the connection to autocommit", e);
                }
            }
            if (held != null) {
                lent.set(held); // the holding unit goes on with its connection
            } else {
                giveBack(c);
            }
            meters.database(Duration.ofNanos(System.nanoTime() - start));
        }
    }

    /**
     * Runs {@code undo} if the transaction under way on this thread (the outermost one, which this unit of work may
     * have joined) is rolled back, or fails at its commit: a store that changes what it holds in memory along with
     * the database undoes it there, so memory never keeps a change the database did not. Nothing outside a
     * transaction.
     */
    void ifRolledBack(Runnable undo) {
        Lent l = lent.get();
        if (l != null && l.inTransaction()) {
            l.undo().add(undo);
        }
    }

    /**
     * Runs {@code work} holding PostgreSQL's session lock {@code key} ({@code pg_advisory_lock}), which every process
     * sharing the database takes for the same key: the work runs alone across processes. Its stores' transactions run
     * on the connection that holds the lock and commit on their own. If the process dies, the server ends its session
     * and the lock is free again.
     */
    <T> T holdingLock(String what, long key, Supplier<T> work) {
        Lent outer = lent.get(); // already in a unit of work: the lock is taken on its connection
        Connection c = outer != null ? outer.connection() : borrow(what);
        boolean locked = false;
        try {
            advisory(c, "SELECT pg_advisory_lock(?)", key, what);
            locked = true;
            return work.get();
        } finally {
            boolean released = !locked || released(c, key, what);
            if (outer == null) {
                lent.remove();
                if (released) {
                    connections.giveBack(c);
                } else {
                    connections.retire(c); // its session ends, and the lock with it
                }
            }
        }
    }

    private static boolean released(Connection c, long key, String what) {
        try {
            advisory(c, "SELECT pg_advisory_unlock(?)", key, what);
            return true;
        } catch (StoreException e) {
            log.warn("Could not release the lock of {}: {}", what, e.getMessage());
            return false;
        }
    }

    private static void advisory(Connection c, String sql, long key, String what) {
        try (PreparedStatement q = c.prepareStatement(sql)) {
            q.setLong(1, key);
            q.executeQuery().close();
        } catch (SQLException e) {
            throw StoreException.of(what, e, c);
        }
    }

    /** Runs a read (or a single statement, committed on its own). */
    <T> T read(String what, SqlWork<T> work) {
        if (lent.get() != null) {
            return joined(what, work);
        }
        long start = System.nanoTime();
        Connection c = borrow(what);
        try {
            return work.run();
        } catch (SQLException e) {
            throw StoreException.of(what, e, c);
        } finally {
            giveBack(c);
            meters.database(Duration.ofNanos(System.nanoTime() - start));
        }
    }

    /** Work started inside a unit of work already under way on this thread: part of it. */
    private <T> T joined(String what, SqlWork<T> work) {
        try {
            return work.run();
        } catch (SQLException e) {
            throw StoreException.of(what, e, connection());
        }
    }

    private Connection borrow(String what) {
        try {
            Connection c = connections.borrow();
            lent.set(Lent.held(c));
            return c;
        } catch (SQLException e) {
            throw StoreException.of(what, e, null);
        }
    }

    private void giveBack(Connection c) {
        lent.remove();
        connections.giveBack(c);
    }

    /** {@code /health}'s question: does the database answer a trivial query? */
    public Check answering() {
        return new Check(
                "database",
                () -> read("answer a trivial query", () -> {
                    try (Statement s = connection().createStatement()) {
                        return s.executeQuery("SELECT 1").next();
                    }
                }));
    }

    int schemaVersion() {
        return read("reading the schema version", () -> Migrations.versionOf(connection(), dialect()));
    }

    /**
     * Closes and deletes a database this process has just created, with its WAL files, when the bot gives up before
     * using it: a bot that never ran leaves nothing behind. Best effort: a file that stays is merely an empty database.
     */
    public static void discard(Database database, Path file) {
        try {
            database.close();
            for (String suffix : new String[] {"", "-wal", "-shm"}) {
                Files.deleteIfExists(Path.of(file + suffix));
            }
        } catch (SQLException | java.io.IOException e) {
            log.debug("Could not remove the new database {}", file, e);
        }
    }

    @Override
    public void close() throws SQLException {
        connections.close();
    }
}

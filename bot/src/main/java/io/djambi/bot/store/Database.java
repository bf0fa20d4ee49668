package io.djambi.bot.store;

import io.djambi.bot.ops.Check;
import io.djambi.bot.ops.Meters;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.api.output.MigrateResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The SQLite file: opened in WAL mode with full sync, so a committed transaction survives a crash or a
 * {@code kill -9}, and brought up to the newest schema. One connection, used by one thread at a time.
 */
public final class Database implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(Database.class);

    private final Connection connection;
    private final Meters meters;

    private Database(Connection connection, Meters meters) {
        this.connection = connection;
        this.meters = meters;
    }

    public static Database open(Path file) throws SQLException {
        return open(file, Meters.NONE);
    }

    /** @param meters told how long each transaction and read takes */
    public static Database open(Path file, Meters meters) throws SQLException {
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
        Database db = new Database(c, meters);
        try {
            db.migrate(file);
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
        return db;
    }

    Connection connection() {
        return connection;
    }

    /** Work on the database that may fail with an {@link SQLException}. */
    interface SqlWork<T> {
        T run() throws SQLException;
    }

    /**
     * Runs {@code work} in one transaction: all of it is committed, or on any failure none of it. The stores share
     * this one connection, so every use of it holds the database's lock.
     */
    synchronized <T> T inTransaction(String what, SqlWork<T> work) {
        long start = System.nanoTime();
        try {
            connection.setAutoCommit(false);
            T result = work.run();
            connection.commit();
            return result;
        } catch (SQLException e) {
            try {
                connection.rollback();
            } catch (SQLException rollback) {
                e.addSuppressed(rollback);
            }
            throw new StoreException(what, e);
        } finally {
            try {
                connection.setAutoCommit(true);
            } catch (SQLException e) {
                log.error("Could not return the connection to autocommit", e);
            }
            meters.database(Duration.ofNanos(System.nanoTime() - start));
        }
    }

    /** Runs a read (or a single statement) under the database's lock. */
    synchronized <T> T read(String what, SqlWork<T> work) {
        long start = System.nanoTime();
        try {
            return work.run();
        } catch (SQLException e) {
            throw new StoreException(what, e);
        } finally {
            meters.database(Duration.ofNanos(System.nanoTime() - start));
        }
    }

    /** {@code /health}'s question: does the database answer a trivial query? */
    public Check answering() {
        return new Check(
                "database",
                () -> read("answer a trivial query", () -> {
                    try (Statement s = connection.createStatement()) {
                        return s.executeQuery("SELECT 1").next();
                    }
                }));
    }

    int schemaVersion() throws SQLException {
        return Migrations.versionOf(connection);
    }

    /**
     * Brings the file to the newest schema with Flyway. A database from before Flyway (its version in
     * {@code user_version}, no history table) is taken over at its version, so only the newer steps run on it.
     */
    private void migrate(Path file) throws SQLException {
        int version = schemaVersion();
        if (version > Migrations.latest()) {
            throw new SQLException("the database is at schema version " + version + ", newer than this bot knows ("
                    + Migrations.latest() + "); run the newer bot");
        }
        boolean beforeFlyway;
        try (Statement s = connection.createStatement()) {
            beforeFlyway = version > 0 && !Migrations.hasHistory(s);
        }
        FluentConfiguration flyway = Flyway.configure()
                .dataSource("jdbc:sqlite:" + file.toAbsolutePath(), null, null)
                .locations("classpath:" + Migrations.LOCATION)
                .table(Migrations.HISTORY);
        if (beforeFlyway) {
            flyway = flyway.baselineOnMigrate(true)
                    .baselineVersion(Integer.toString(version))
                    .baselineDescription("schema " + version + ", from before Flyway");
        }
        try {
            MigrateResult result = flyway.load().migrate();
            if (result.migrationsExecuted > 0) {
                log.info("Database schema migrated from version {} to {}", version, Migrations.latest());
            }
        } catch (FlywayException e) {
            throw new SQLException("the schema migration failed: " + e.getMessage(), e);
        }
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
        connection.close();
    }
}

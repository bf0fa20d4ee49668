package io.djambi.bot.store;

import io.djambi.bot.startup.StartupException;
import io.djambi.bot.startup.StartupFault;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteConfig;

/**
 * Looks at an existing database file, read-only, before anything writes to it: a file that is not this bot's, is
 * damaged, or was migrated by a newer bot is refused and left exactly as it was, rather than half-migrated.
 */
public final class DatabaseGuard {
    private static final Logger log = LoggerFactory.getLogger(DatabaseGuard.class);
    /** The first 16 bytes of every SQLite 3 file. */
    private static final byte[] HEADER = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

    private DatabaseGuard() {}

    /** Passes a missing or empty file (the bot creates it) and a database of ours; throws for anything else. */
    public static void check(Path file) throws StartupException {
        try {
            if (!Files.exists(file) || Files.size(file) == 0) {
                return;
            }
            if (!Files.isRegularFile(file) || !startsWithHeader(file)) {
                throw new StartupException(new StartupFault.CorruptDatabase(file, "not an SQLite database"));
            }
        } catch (IOException e) {
            throw new StartupException(new StartupFault.DatabaseUnusable(file.toString(), "cannot read it: " + e), e);
        }
        SQLiteConfig readOnly = new SQLiteConfig();
        readOnly.setReadOnly(true);
        try (Connection c =
                        DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath(), readOnly.toProperties());
                Statement s = c.createStatement()) {
            String health = single(s, "PRAGMA quick_check");
            if (!health.equals("ok")) {
                throw new StartupException(new StartupFault.CorruptDatabase(
                        file, health.lines().findFirst().orElse(health)));
            }
            int version = Migrations.versionOf(c, Dialect.SQLITE);
            List<String> tables = tables(s);
            // Another program's file is told by its tables, not its user_version, which other programs use too
            Set<String> ours = Migrations.tablesAt(Math.min(version, Migrations.latest()));
            if (!tables.containsAll(ours) || (version == 0 && !tables.isEmpty())) {
                throw new StartupException(new StartupFault.ForeignDatabase(file, tables));
            }
            if (version > Migrations.latest()) {
                throw new StartupException(new StartupFault.NewerSchema(file, version, Migrations.latest()));
            }
        } catch (SQLException e) {
            log.debug("Reading {} failed", file, e);
            throw new StartupException(new StartupFault.CorruptDatabase(file, e.getMessage()), e);
        }
    }

    private static boolean startsWithHeader(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return Arrays.equals(in.readNBytes(HEADER.length), HEADER);
        }
    }

    private static String single(Statement s, String sql) throws SQLException {
        StringBuilder all = new StringBuilder();
        try (ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                all.append(all.isEmpty() ? "" : "\n").append(rs.getString(1));
            }
        }
        return all.toString();
    }

    private static List<String> tables(Statement s) throws SQLException {
        List<String> tables = new ArrayList<>();
        try (ResultSet rs = s.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table'"
                + " AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")) {
            while (rs.next()) {
                tables.add(rs.getString(1));
            }
        }
        return tables;
    }
}

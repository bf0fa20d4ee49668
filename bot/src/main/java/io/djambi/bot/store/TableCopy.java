package io.djambi.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Copies the rows of every table of ours from one database to another, ids and all, for {@link DatabaseCopy}. The
 * columns are read from the source, not listed here, so a column added by a later migration is copied without a
 * change to this class; a table added by one must join {@link #TABLES} (a test holds the list to the migrations).
 * Runs inside a unit of work on each database.
 */
final class TableCopy {
    /** Our tables, each after the tables its foreign keys point to. Flyway's history is not ours to copy. */
    static final List<String> TABLES = List.of(
            "game_table",
            "seat",
            "game_event",
            "whisper",
            "whisper_delivery",
            "dm_draft",
            "turn_clock",
            "notify_preference",
            "clock_pause",
            "away",
            "clock_vote",
            "timed_out",
            "seat_change",
            "seat_wanted",
            "stand_in",
            "game_result",
            "placing",
            "left_seat",
            "first_move",
            "user_language",
            "server_name",
            "outbox",
            "lost_channel",
            "server_settings",
            "follower",
            "game_review",
            "owed_answer");
    /** The tables whose ids the database hands out; the next id to hand out is carried over too. */
    static final List<String> NUMBERED = List.of("game_table", "whisper", "dm_draft", "outbox");

    private static final int BATCH = 500;

    private final Database from;
    private final Database to;

    TableCopy(Database from, Database to) {
        this.from = from;
        this.to = to;
    }

    /** The tables of ours on the target that hold any row, in {@link #TABLES}'s order. */
    List<String> tablesWithRows() throws SQLException {
        List<String> used = new ArrayList<>();
        for (String table : TABLES) {
            try (Statement s = to.connection().createStatement();
                    ResultSet rs = s.executeQuery("SELECT 1 FROM " + quoted(table) + " LIMIT 1")) {
                if (rs.next()) {
                    used.add(table);
                }
            }
        }
        return used;
    }

    /** Copies every table, then the id sequences; returns the rows copied, table by table. */
    Map<String, Integer> copyAll() throws SQLException {
        Set<String> unknown = new TreeSet<>(tablesOf(from));
        unknown.removeAll(TABLES);
        if (!unknown.isEmpty()) { // a migration added a table and this list was not told
            throw new IllegalStateException("tables the copy does not know: " + unknown);
        }
        Map<String, Integer> rows = new LinkedHashMap<>();
        for (String table : TABLES) {
            rows.put(table, copy(table));
        }
        for (String table : NUMBERED) {
            IdSequence source = IdSequence.of(from);
            IdSequence target = IdSequence.of(to);
            target.setNext(to.connection(), table, Math.max(source.next(from.connection(), table), maxId(table) + 1));
        }
        return rows;
    }

    private int copy(String table) throws SQLException {
        Map<String, Integer> targetTypes = columnTypes(to.connection(), table);
        try (Statement read = from.connection().createStatement()) {
            read.setFetchSize(BATCH); // PostgreSQL streams the rows instead of holding the whole table
            try (ResultSet rs = read.executeQuery("SELECT * FROM " + quoted(table))) {
                ResultSetMetaData meta = rs.getMetaData();
                List<String> columns = new ArrayList<>();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    String column = meta.getColumnName(i).toLowerCase(Locale.ROOT);
                    if (!targetTypes.containsKey(column)) {
                        throw new IllegalStateException(table + "." + column + " is missing on the target");
                    }
                    columns.add(column);
                }
                return insertAll(table, columns, targetTypes, rs);
            }
        }
    }

    private int insertAll(String table, List<String> columns, Map<String, Integer> types, ResultSet rs)
            throws SQLException {
        String sql = "INSERT INTO " + quoted(table) + " ("
                + String.join(", ", columns.stream().map(TableCopy::quoted).toList()) + ") VALUES ("
                + String.join(", ", columns.stream().map(c -> "?").toList()) + ")";
        int count = 0;
        try (PreparedStatement insert = to.connection().prepareStatement(sql)) {
            while (rs.next()) {
                for (int i = 0; i < columns.size(); i++) {
                    bind(insert, i + 1, rs.getObject(i + 1), types.get(columns.get(i)));
                }
                insert.addBatch();
                if (++count % BATCH == 0) {
                    insert.executeBatch();
                }
            }
            insert.executeBatch();
        }
        return count;
    }

    /**
     * Binds a value as the target's column wants it: SQLite hands back an Integer or a Long by the value's size, and
     * PostgreSQL a Long for a BIGINT, whatever the other side's column is.
     */
    private static void bind(PreparedStatement insert, int index, Object value, int type) throws SQLException {
        if (value == null) {
            insert.setNull(index, type);
        } else if (value instanceof Number n && (type == Types.INTEGER || type == Types.SMALLINT)) {
            insert.setInt(index, Math.toIntExact(n.longValue()));
        } else if (value instanceof Number n && type == Types.BIGINT) {
            insert.setLong(index, n.longValue());
        } else if (type == Types.VARCHAR || type == Types.LONGVARCHAR || type == Types.CHAR || type == Types.CLOB) {
            insert.setString(index, value.toString());
        } else {
            insert.setObject(index, value);
        }
    }

    /** The JDBC type of each column of {@code table}, by its name in lower case. */
    private static Map<String, Integer> columnTypes(Connection connection, String table) throws SQLException {
        Map<String, Integer> types = new HashMap<>();
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery("SELECT * FROM " + quoted(table) + " WHERE 1 = 0")) {
            ResultSetMetaData meta = rs.getMetaData();
            for (int i = 1; i <= meta.getColumnCount(); i++) {
                types.put(meta.getColumnName(i).toLowerCase(Locale.ROOT), meta.getColumnType(i));
            }
        }
        return types;
    }

    private long maxId(String table) throws SQLException {
        try (Statement s = to.connection().createStatement();
                ResultSet rs = s.executeQuery("SELECT COALESCE(MAX(id), 0) FROM " + quoted(table))) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Counts the rows of {@code table} in {@code database}'s unit of work. */
    static int count(Database database, String table) throws SQLException {
        try (Statement s = database.connection().createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + quoted(table))) {
            rs.next();
            return rs.getInt(1);
        }
    }

    /** The tables of the database, but for Flyway's history and SQLite's own. */
    private static Set<String> tablesOf(Database database) throws SQLException {
        String sql = database.dialect() == Dialect.SQLITE
                ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
                : "SELECT table_name FROM information_schema.tables"
                        + " WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'";
        Set<String> tables = new TreeSet<>();
        try (Statement s = database.connection().createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                tables.add(rs.getString(1));
            }
        }
        tables.remove(Migrations.HISTORY);
        return tables;
    }

    /** "placing" is a reserved word in PostgreSQL: every name is quoted, which SQLite reads the same. */
    static String quoted(String name) {
        return '"' + name + '"';
    }
}

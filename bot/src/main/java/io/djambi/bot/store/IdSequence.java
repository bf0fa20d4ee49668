package io.djambi.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Where a database keeps the next id of a table whose ids it hands out: SQLite's {@code sqlite_sequence} (tables
 * with AUTOINCREMENT), PostgreSQL's sequence behind an identity column. A copy carries it over, so an id the source
 * has handed out (of a row since deleted, a DM draft say) is never handed out again by the target.
 */
enum IdSequence {
    SQLITE {
        @Override
        long next(Connection connection, String table) throws SQLException {
            try (PreparedStatement q = connection.prepareStatement("SELECT seq FROM sqlite_sequence WHERE name = ?")) {
                q.setString(1, table);
                try (ResultSet rs = q.executeQuery()) {
                    return rs.next() ? rs.getLong(1) + 1 : 1;
                }
            }
        }

        @Override
        void setNext(Connection connection, String table, long next) throws SQLException {
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM sqlite_sequence WHERE name = ?");
                    PreparedStatement insert =
                            connection.prepareStatement("INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)")) {
                delete.setString(1, table);
                delete.executeUpdate();
                insert.setString(1, table);
                insert.setLong(2, next - 1); // the largest id handed out so far
                insert.executeUpdate();
            }
        }
    },
    POSTGRESQL {
        @Override
        long next(Connection connection, String table) throws SQLException {
            String sequence = sequenceOf(connection, table);
            try (PreparedStatement q = connection.prepareStatement("SELECT last_value, is_called FROM " + sequence);
                    ResultSet rs = q.executeQuery()) {
                rs.next();
                return rs.getBoolean(2) ? rs.getLong(1) + 1 : rs.getLong(1);
            }
        }

        @Override
        void setNext(Connection connection, String table, long next) throws SQLException {
            try (PreparedStatement q =
                    connection.prepareStatement("SELECT setval(pg_get_serial_sequence(?, 'id'), ?, false)")) {
                q.setString(1, table);
                q.setLong(2, next);
                q.executeQuery().close();
            }
        }

        private static String sequenceOf(Connection connection, String table) throws SQLException {
            try (PreparedStatement q = connection.prepareStatement("SELECT pg_get_serial_sequence(?, 'id')")) {
                q.setString(1, table);
                try (ResultSet rs = q.executeQuery()) {
                    rs.next();
                    return rs.getString(1);
                }
            }
        }
    };

    /** The id the database would hand out next in {@code table}. */
    abstract long next(Connection connection, String table) throws SQLException;

    /** Makes {@code next} the id the database hands out next in {@code table}. */
    abstract void setNext(Connection connection, String table, long next) throws SQLException;

    static IdSequence of(Database database) {
        return switch (database.dialect()) {
            case SQLITE -> SQLITE;
            case POSTGRESQL -> POSTGRESQL;
        };
    }
}

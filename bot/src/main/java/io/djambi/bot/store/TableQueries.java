package io.djambi.bot.store;

import io.djambi.bot.game.Shards;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@link SqlTableStore} asks the database instead of reading every game: the games where an AI is to move, the
 * clocks that are due, a player's games, how many tables are live. The games of the timer and the AI players are
 * those of this process's shards' servers only, so each fires once however many processes share the database.
 */
final class TableQueries {
    private final Database database;
    private final Shards shards;

    TableQueries(Database database, Shards shards) {
        this.database = database;
        this.shards = shards;
    }

    /** The channels of the live games marked with an AI to move, oldest first. */
    List<String> aiTurnChannels() {
        return database.read("finding the games where an AI is to move", () -> {
            try (PreparedStatement q = database.connection()
                    .prepareStatement("SELECT channel_id, guild_id FROM game_table WHERE live = 1 AND ai_to_move = 1"
                            + " ORDER BY id")) {
                return ownChannels(q);
            }
        });
    }

    void clearAiMark(long tableId) {
        database.inTransaction("clearing the AI mark of table " + tableId, () -> {
            try (PreparedStatement u =
                    database.connection().prepareStatement("UPDATE game_table SET ai_to_move = 0 WHERE id = ?")) {
                u.setLong(1, tableId);
                return u.executeUpdate();
            }
        });
    }

    /**
     * A clock is due when its first reminder (half the turn time), its second (nine tenths) or its deadline (the whole
     * turn time, or the grace if later) has passed; a game whose clock is missing, belongs to an older turn, or was
     * saved before the clocks kept milliseconds is looked at too, so the timer starts or completes it.
     */
    List<String> clockChannels(Instant now) {
        return database.read("finding the clocks that are due", () -> {
            try (PreparedStatement q = database.connection().prepareStatement("""
                    SELECT g.channel_id, g.guild_id FROM game_table g LEFT JOIN turn_clock c ON c.table_id = g.id
                    WHERE g.live = 1 AND g.start_position IS NOT NULL AND g.turn_time_seconds > 0
                      AND g.ai_to_move = 0
                      AND NOT EXISTS (SELECT 1 FROM clock_pause p WHERE p.table_id = g.id)
                      AND (c.table_id IS NULL OR c.version <> g.version OR c.turn_started_ms IS NULL
                        OR (c.reminders_sent < 1 AND c.turn_started_ms + CAST(g.turn_time_seconds AS BIGINT) * 500 <= ?)
                        OR (c.reminders_sent < 2 AND c.turn_started_ms + CAST(g.turn_time_seconds AS BIGINT) * 900 <= ?)
                        OR (c.turn_started_ms + CAST(g.turn_time_seconds AS BIGINT) * 1000 <= ?
                          AND (c.grace_until_ms IS NULL OR c.grace_until_ms <= ?)))
                    ORDER BY g.id""")) {
                long millis = now.toEpochMilli();
                for (int i = 1; i <= 4; i++) {
                    q.setLong(i, millis);
                }
                return ownChannels(q);
            }
        });
    }

    /** The channels of the live tables where the user has a seat, in every server: his games wherever they are. */
    List<String> channelsWithSeatOf(String userId) {
        return database.read("finding the games of a player", () -> {
            try (PreparedStatement q = database.connection().prepareStatement("""
                    SELECT g.channel_id FROM game_table g JOIN seat s ON s.table_id = g.id
                    WHERE g.live = 1 AND s.user_id = ? ORDER BY g.id""")) {
                q.setString(1, userId);
                List<String> channels = new ArrayList<>();
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        channels.add(rs.getString(1));
                    }
                }
                return channels;
            }
        });
    }

    /** The threads of the live tables whose cards are in the channel, oldest first. */
    List<String> channelsWithCardsIn(String channelId) {
        return database.read("finding the games whose cards are in a channel", () -> {
            try (PreparedStatement q = database.connection()
                    .prepareStatement(
                            "SELECT channel_id FROM game_table WHERE card_channel_id = ? AND live = 1 ORDER BY id")) {
                q.setString(1, channelId);
                List<String> channels = new ArrayList<>();
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        channels.add(rs.getString(1));
                    }
                }
                return channels;
            }
        });
    }

    int liveCount() {
        return database.read("counting the live tables", () -> {
            try (PreparedStatement q =
                            database.connection().prepareStatement("SELECT COUNT(*) FROM game_table WHERE live = 1");
                    ResultSet rs = q.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }

    List<Long> liveIds() {
        return database.read("listing the live tables", () -> {
            List<Long> ids = new ArrayList<>();
            try (PreparedStatement q = database.connection()
                            .prepareStatement("SELECT id FROM game_table WHERE live = 1 ORDER BY id");
                    ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getLong(1));
                }
            }
            return ids;
        });
    }

    /** The channels the query finds (channel id, then server id) in the servers of this process's shards. */
    private List<String> ownChannels(PreparedStatement q) throws SQLException {
        List<String> channels = new ArrayList<>();
        try (ResultSet rs = q.executeQuery()) {
            while (rs.next()) {
                if (shards.isWhole() || shards.holds(rs.getString(2))) {
                    channels.add(rs.getString(1));
                }
            }
        }
        return channels;
    }
}

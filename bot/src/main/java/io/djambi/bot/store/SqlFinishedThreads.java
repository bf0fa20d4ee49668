package io.djambi.bot.store;

import io.djambi.bot.clock.FinishedThreads;
import io.djambi.bot.game.Shards;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The threads of finished games in the database: {@code game_table.ended_at_ms}, written by the save that ends a game
 * ({@link TableWrites}), and {@code thread_archived}. Only the servers of this process's shards are due here: only the
 * process that holds a server's shard can archive its threads.
 */
public final class SqlFinishedThreads implements FinishedThreads {
    private final Database database;
    private final Shards shards;
    private final Clock clock;

    /** @param clock when a game found ended without its end noted (ended before the bot noted ends) is taken to end */
    public SqlFinishedThreads(Database database, Shards shards, Clock clock) {
        this.database = database;
        this.shards = shards;
        this.clock = clock;
    }

    @Override
    public List<FinishedThread> due(Instant endedBefore) {
        long now = clock.instant().toEpochMilli();
        // A game ended before its end was noted (by an older bot): its day starts now
        database.inTransaction("noting the end of finished games with threads", () -> {
            try (PreparedStatement u = database.connection().prepareStatement("""
                    UPDATE game_table SET ended_at_ms = ?
                    WHERE thread_archived = 0 AND card_channel_id <> '' AND ended_at_ms IS NULL AND live = 0""")) {
                u.setLong(1, now);
                return u.executeUpdate();
            }
        });
        return database.read("finding the threads of finished games", () -> {
            try (PreparedStatement q = database.connection().prepareStatement("""
                    SELECT g.id, g.guild_id, g.channel_id FROM game_table g
                    WHERE g.thread_archived = 0 AND g.card_channel_id <> '' AND g.live = 0 AND g.ended_at_ms <= ?
                      AND NOT EXISTS (SELECT 1 FROM game_table n WHERE n.channel_id = g.channel_id AND n.id > g.id
                        AND (n.live = 1 OR n.ended_at_ms > ?))
                    ORDER BY g.id""")) {
                long before = endedBefore.toEpochMilli();
                q.setLong(1, before);
                q.setLong(2, before);
                List<FinishedThread> due = new ArrayList<>();
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        String guildId = rs.getString(2);
                        if (shards.isWhole() || (!guildId.isEmpty() && shards.holds(guildId))) {
                            due.add(new FinishedThread(rs.getLong(1), guildId, rs.getString(3)));
                        }
                    }
                }
                return due;
            }
        });
    }

    @Override
    public void archived(long tableId) {
        database.inTransaction("marking the thread of table " + tableId + " archived", () -> {
            try (PreparedStatement u =
                    database.connection().prepareStatement("UPDATE game_table SET thread_archived = 1 WHERE id = ?")) {
                u.setLong(1, tableId);
                return u.executeUpdate();
            }
        });
    }
}

package io.djambi.bot.store;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Shards;
import io.djambi.bot.outbox.Doorbell;
import io.djambi.bot.outbox.Outbox;
import io.djambi.bot.outbox.OutboxPost;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The outbox in the bot's database. A process claims the posts of its own shards' servers with
 * {@code FOR UPDATE SKIP LOCKED} on PostgreSQL, so two processes never take the same post and neither waits for the
 * other; SQLite has one process, whose one connection already serialises the claims. A post added on PostgreSQL
 * sends {@code NOTIFY} {@value #CHANNEL}, which the server delivers to the listening processes when the change
 * commits ({@link OutboxListener}); on SQLite the adding process wakes its own relay.
 */
public final class SqlOutbox implements Outbox {
    /** The PostgreSQL notification channel of new posts. */
    static final String CHANNEL = "djambi_outbox";
    /** {@code 2^22}: a server's shard is {@code (id >> 22) % total}, written as a division both databases know. */
    private static final long SHARD_SHIFT = 1L << 22;

    private final Database database;
    private final Shards shards;
    private final Clock clock;
    private final Doorbell doorbell;

    /**
     * @param shards the shards of this process: it claims their servers' posts
     * @param doorbell rung for each post added by this process on SQLite (on PostgreSQL the server tells every
     *     process, through {@link OutboxListener})
     */
    public SqlOutbox(Database database, Shards shards, Clock clock, Doorbell doorbell) {
        this.database = database;
        this.shards = shards;
        this.clock = clock;
        this.doorbell = doorbell;
    }

    @Override
    public void add(long tableId, String guildId, String channelId, Reply.Public post) {
        database.inTransaction("adding a post for table " + tableId, () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement("INSERT INTO outbox (table_id, guild_id, channel_id, body, created_ms)"
                            + " VALUES (?, ?, ?, ?, ?)")) {
                u.setLong(1, tableId);
                u.setLong(2, serverNumber(guildId));
                u.setString(3, channelId);
                u.setString(4, PostBodies.write(post));
                u.setLong(5, clock.millis());
                u.executeUpdate();
            }
            if (database.dialect() == Dialect.POSTGRESQL) {
                try (PreparedStatement n = database.connection().prepareStatement("SELECT pg_notify(?, '')")) {
                    n.setString(1, CHANNEL);
                    n.executeQuery().close();
                }
            }
            return null;
        });
        if (database.dialect() == Dialect.SQLITE) {
            // Its claim needs the one connection, which this thread gives back only after the commit
            doorbell.ring();
        }
    }

    /** A console game's server is a name, not a Discord id: its posts go to shard 0, which is all there is. */
    private static long serverNumber(String guildId) {
        try {
            return Long.parseLong(guildId);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    @Override
    public Doorbell doorbell() {
        return doorbell;
    }

    @Override
    public <T> T withChange(String channelId, Supplier<T> change) {
        return database.inTransaction("changing the game of channel " + channelId + " with its posts", change::get);
    }

    @Override
    public List<OutboxPost> claim(Instant now, Duration hold, int limit) {
        return database.inTransaction("claiming posts from the outbox", () -> {
            List<OutboxPost> claimed = new ArrayList<>();
            // Only the oldest post of each channel: a channel's posts are made in the order of their changes
            try (PreparedStatement q = database.connection()
                    .prepareStatement("SELECT id, table_id, channel_id, body, attempts, created_ms FROM outbox o"
                            + " WHERE claimed_until_ms <= ? AND (guild_id / ?) % ? BETWEEN ? AND ?"
                            + " AND NOT EXISTS (SELECT 1 FROM outbox e WHERE e.channel_id = o.channel_id"
                            + " AND e.id < o.id) ORDER BY id LIMIT ?"
                            + (database.dialect() == Dialect.POSTGRESQL ? " FOR UPDATE SKIP LOCKED" : ""))) {
                q.setLong(1, now.toEpochMilli());
                q.setLong(2, SHARD_SHIFT);
                q.setLong(3, shards.total());
                q.setLong(4, shards.first());
                q.setLong(5, shards.last());
                q.setInt(6, limit);
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        claimed.add(new OutboxPost(
                                rs.getLong(1),
                                rs.getLong(2),
                                rs.getString(3),
                                PostBodies.read(rs.getString(4)),
                                rs.getInt(5) + 1,
                                Instant.ofEpochMilli(rs.getLong(6))));
                    }
                }
            }
            if (claimed.isEmpty()) {
                return claimed;
            }
            try (PreparedStatement u = database.connection()
                    .prepareStatement("UPDATE outbox SET claimed_until_ms = ?, attempts = ? WHERE id = ?")) {
                for (OutboxPost post : claimed) {
                    u.setLong(1, now.plus(hold).toEpochMilli());
                    u.setInt(2, post.attempts());
                    u.setLong(3, post.id());
                    u.addBatch();
                }
                u.executeBatch();
            }
            return claimed;
        });
    }

    @Override
    public void done(long id) {
        database.inTransaction("deleting outbox post " + id, () -> {
            try (PreparedStatement u = database.connection().prepareStatement("DELETE FROM outbox WHERE id = ?")) {
                u.setLong(1, id);
                return u.executeUpdate();
            }
        });
    }

    @Override
    public void later(long id, Instant notBefore) {
        database.inTransaction("putting off outbox post " + id, () -> {
            try (PreparedStatement u =
                    database.connection().prepareStatement("UPDATE outbox SET claimed_until_ms = ? WHERE id = ?")) {
                u.setLong(1, notBefore.toEpochMilli());
                u.setLong(2, id);
                return u.executeUpdate();
            }
        });
    }

    @Override
    public int dropChannel(String channelId) {
        return database.inTransaction("dropping the outbox posts of channel " + channelId, () -> {
            try (PreparedStatement u =
                    database.connection().prepareStatement("DELETE FROM outbox WHERE channel_id = ?")) {
                u.setString(1, channelId);
                return u.executeUpdate();
            }
        });
    }

    @Override
    public void releaseClaims() {
        database.inTransaction("letting go of the outbox's claims", () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement(
                            "UPDATE outbox SET claimed_until_ms = 0 WHERE (guild_id / ?) % ? BETWEEN ? AND ?")) {
                u.setLong(1, SHARD_SHIFT);
                u.setLong(2, shards.total());
                u.setLong(3, shards.first());
                u.setLong(4, shards.last());
                return u.executeUpdate();
            }
        });
    }
}

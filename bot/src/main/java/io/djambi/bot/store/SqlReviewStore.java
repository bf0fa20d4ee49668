package io.djambi.bot.store;

import io.djambi.bot.game.Shards;
import io.djambi.bot.review.ReviewStore;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The reviews in the database ({@code game_review}): a row with no review while it is wanted. */
public final class SqlReviewStore implements ReviewStore {
    private final Database database;
    private final Shards shards;

    /** @param shards this process's: it computes the reviews of their servers' games */
    public SqlReviewStore(Database database, Shards shards) {
        this.database = database;
        this.shards = shards;
    }

    @Override
    public void want(long tableId, boolean announced) {
        database.inTransaction("marking a game's review wanted", () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement("INSERT INTO game_review (table_id, announced) VALUES (?, ?)"
                            + " ON CONFLICT (table_id) DO NOTHING")) {
                u.setLong(1, tableId);
                u.setInt(2, announced ? 1 : 0);
                return u.executeUpdate();
            }
        });
    }

    @Override
    public List<Wanted> wanted() {
        return database.read("reading the reviews still wanted", () -> {
            List<Wanted> ids = new ArrayList<>();
            try (PreparedStatement q = database.connection()
                    .prepareStatement("SELECT r.table_id, t.guild_id, r.announced FROM game_review r"
                            + " JOIN game_table t ON t.id = r.table_id"
                            + " WHERE r.review IS NULL ORDER BY r.table_id")) {
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        String guild = rs.getString(2);
                        if (guild.isEmpty() || shards.holds(guild)) { // the console's games have no server
                            ids.add(new Wanted(rs.getLong(1), rs.getInt(3) == 1));
                        }
                    }
                }
            }
            return ids;
        });
    }

    @Override
    public boolean save(long tableId, String review, int version) {
        return database.inTransaction("writing a game's review", () -> {
            // Computed once for each way of reviewing: a review written before (by a process that raced this one) is
            // kept, unless an older way made it
            try (PreparedStatement u = database.connection()
                    .prepareStatement("INSERT INTO game_review (table_id, review, version) VALUES (?, ?, ?)"
                            + " ON CONFLICT (table_id) DO UPDATE SET review = excluded.review,"
                            + " version = excluded.version"
                            + " WHERE game_review.review IS NULL OR game_review.version < excluded.version")) {
                u.setLong(1, tableId);
                u.setString(2, review);
                u.setInt(3, version);
                return u.executeUpdate() == 1;
            }
        });
    }

    @Override
    public Optional<Written> find(long tableId) {
        return database.read("reading a game's review", () -> {
            try (PreparedStatement q = database.connection()
                    .prepareStatement("SELECT review, version FROM game_review WHERE table_id = ?")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    if (!rs.next() || rs.getString(1) == null) {
                        return Optional.<Written>empty();
                    }
                    return Optional.of(new Written(rs.getString(1), rs.getInt(2)));
                }
            }
        });
    }

    @Override
    public boolean announced(long tableId) {
        return database.read("reading whether a game's review was announced", () -> {
            try (PreparedStatement q =
                    database.connection().prepareStatement("SELECT announced FROM game_review WHERE table_id = ?")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    return rs.next() && rs.getInt(1) == 1;
                }
            }
        });
    }

    @Override
    public boolean known(long tableId) {
        return database.read("reading whether a game's review is known", () -> {
            try (PreparedStatement q =
                    database.connection().prepareStatement("SELECT 1 FROM game_review WHERE table_id = ?")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    return rs.next();
                }
            }
        });
    }
}

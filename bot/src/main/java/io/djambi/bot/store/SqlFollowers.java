package io.djambi.bot.store;

import io.djambi.bot.game.Followers;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;

/** The games' followers in the database: a restart still tells them of the moves and the end. */
public final class SqlFollowers implements Followers {
    private final Database database;

    public SqlFollowers(Database database) {
        this.database = database;
    }

    @Override
    public void follow(long tableId, String userId, boolean everyMove) {
        database.inTransaction("noting that " + userId + " follows table " + tableId, () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement("INSERT INTO follower (table_id, user_id, every_move) VALUES (?, ?, ?)"
                            + " ON CONFLICT (table_id, user_id) DO UPDATE SET every_move = excluded.every_move")) {
                u.setLong(1, tableId);
                u.setString(2, userId);
                u.setInt(3, everyMove ? 1 : 0);
                return u.executeUpdate();
            }
        });
    }

    @Override
    public boolean unfollow(long tableId, String userId) {
        return database.inTransaction("noting that " + userId + " no longer follows table " + tableId, () -> {
            try (PreparedStatement d =
                    database.connection().prepareStatement("DELETE FROM follower WHERE table_id = ? AND user_id = ?")) {
                d.setLong(1, tableId);
                d.setString(2, userId);
                return d.executeUpdate() == 1;
            }
        });
    }

    @Override
    public List<Follower> of(long tableId) {
        return database.read("reading the followers of table " + tableId, () -> {
            List<Follower> found = new ArrayList<>();
            try (PreparedStatement q = database.connection()
                    .prepareStatement("SELECT user_id, every_move FROM follower WHERE table_id = ? ORDER BY user_id")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        found.add(new Follower(rs.getString(1), rs.getInt(2) == 1));
                    }
                }
            }
            return List.copyOf(found);
        });
    }
}

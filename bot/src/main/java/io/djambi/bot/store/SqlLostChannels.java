package io.djambi.bot.store;

import io.djambi.bot.clock.LostChannel;
import io.djambi.bot.clock.LostChannels;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * The channels the bot can no longer post in, in the database: a restart still knows which games wait, that their
 * hosts were told, and which clocks the bot paused. A mark is noted or cleared by one statement that tells whether it
 * did, so of two processes racing for the same channel one notes it (or clears it) and the other learns it was done.
 */
public final class SqlLostChannels implements LostChannels {
    private final Database database;

    public SqlLostChannels(Database database) {
        this.database = database;
    }

    @Override
    public Optional<LostChannel> find(String channelId) {
        return database.read("reading whether channel " + channelId + " is lost", () -> read(channelId));
    }

    private Optional<LostChannel> read(String channelId) throws SQLException {
        try (PreparedStatement q = database.connection()
                .prepareStatement("SELECT table_id, lost_at, clocks_paused FROM lost_channel WHERE channel_id = ?")) {
            q.setString(1, channelId);
            try (ResultSet rs = q.executeQuery()) {
                return rs.next()
                        ? Optional.of(new LostChannel(
                                channelId, rs.getLong(1), Instant.parse(rs.getString(2)), rs.getInt(3) == 1))
                        : Optional.empty();
            }
        }
    }

    @Override
    public boolean note(LostChannel lost) {
        return database.inTransaction("marking channel " + lost.channelId() + " lost", () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement("INSERT INTO lost_channel (channel_id, table_id, lost_at, clocks_paused)"
                            + " VALUES (?, ?, ?, ?) ON CONFLICT (channel_id) DO NOTHING")) {
                u.setString(1, lost.channelId());
                u.setLong(2, lost.tableId());
                u.setString(3, lost.since().toString());
                u.setInt(4, lost.clocksPaused() ? 1 : 0);
                return u.executeUpdate() == 1;
            }
        });
    }

    @Override
    public Optional<LostChannel> clear(String channelId) {
        return database.inTransaction("clearing the mark of channel " + channelId, () -> {
            Optional<LostChannel> mark = read(channelId);
            if (mark.isEmpty()) {
                return mark;
            }
            try (PreparedStatement d =
                    database.connection().prepareStatement("DELETE FROM lost_channel WHERE channel_id = ?")) {
                d.setString(1, channelId);
                // Another process may have cleared it between the read and here: then it is that one's to tell
                return d.executeUpdate() == 1 ? mark : Optional.<LostChannel>empty();
            }
        });
    }

    @Override
    public Set<String> channels() {
        return database.read("reading the lost channels", () -> {
            Set<String> channels = new HashSet<>();
            try (Statement s = database.connection().createStatement();
                    ResultSet rs = s.executeQuery("SELECT channel_id FROM lost_channel")) {
                while (rs.next()) {
                    channels.add(rs.getString(1));
                }
            }
            return Set.copyOf(channels);
        });
    }
}

package io.djambi.bot.store;

import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TakebackRequest;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.notation.PositionNotation;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Writes a table into its rows: the table row (with its draw offers, their offerer, and its takeback request), its seats, and the
 * events its game added since the last save. The log grows, and shrinks only by an agreed takeback: a game with fewer
 * events than stored drops the stored tail. Called by {@link SqlTableStore} under its lock, inside one transaction of
 * the {@link Database}, so a failure leaves nothing half written.
 */
final class TableWrites {
    private final Database database;

    TableWrites(Database database) {
        this.database = database;
    }

    private Connection connection() {
        return database.connection();
    }

    /** Inserts a new table, closing any table left live in its channel; the table with the id it was given. */
    Table insert(Table table, String now) throws SQLException {
        Table withId;
        try (PreparedStatement insert = connection().prepareStatement("""
                INSERT INTO game_table (guild_id, channel_id, host_id, players, press, turn_time_seconds,
                    reveal_press, start_position, position, draw_offers, aborted, live, created_at, updated_at,
                    eliminated_press, timeout_policy, ai_finish, language, version, ai_to_move, card_channel_id,
                    ended_at_ms, takebacks, takeback_asker, takeback_back, takeback_at, takeback_accepted,
                    takeback_declined, draw_offerer_colour, draw_offerer_id, draw_offerer_name)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", Statement.RETURN_GENERATED_KEYS)) {
            // A table left live in this channel (a crash between its end and its save) cannot block a new one.
            try (PreparedStatement close = connection()
                    .prepareStatement("UPDATE game_table SET live = 0, ended_at_ms = COALESCE(ended_at_ms, ?)"
                            + " WHERE channel_id = ? AND live = 1")) {
                close.setLong(1, millis(now));
                close.setString(2, table.channelId());
                close.executeUpdate();
            }
            insert.setString(1, table.guildId());
            insert.setString(2, table.channelId());
            insert.setString(3, table.hostId());
            insert.setInt(4, table.players());
            insert.setString(5, table.settings().press().text());
            insert.setLong(6, table.settings().turnTime().toSeconds());
            insert.setInt(7, table.settings().revealPress() ? 1 : 0);
            insert.setString(
                    8,
                    table.started().map(g -> PositionNotation.write(g.start())).orElse(null));
            insert.setString(
                    9,
                    table.started()
                            .map(g -> PositionNotation.write(g.position()))
                            .orElse(null));
            insert.setString(10, offers(table.drawOffers()));
            insert.setInt(11, table.aborted() ? 1 : 0);
            insert.setInt(12, table.isLive() ? 1 : 0);
            insert.setString(13, now);
            insert.setString(14, now);
            insert.setInt(15, table.settings().eliminatedPress() ? 1 : 0);
            insert.setString(16, table.settings().timeout().text());
            insert.setInt(17, table.settings().aiFinish() ? 1 : 0);
            insert.setString(18, table.settings().language().toLanguageTag());
            insert.setInt(19, table.version());
            insert.setInt(20, table.aiToMove().isPresent() ? 1 : 0);
            insert.setString(21, table.cardChannelId());
            setEnd(insert, 22, table, now);
            insert.setInt(23, table.settings().takebacks() ? 1 : 0);
            setTakeback(insert, 24, table.takeback());
            setDrawOfferer(insert, 29, table.drawOfferer());
            insert.executeUpdate();
            try (ResultSet keys = insert.getGeneratedKeys()) {
                keys.next();
                withId = table.withId(keys.getLong(1));
            }
        }
        writeSeats(withId);
        writeEvents(withId, 0, now);
        return withId;
    }

    /**
     * Writes what a stored table may change: its row, its seats, and the new events of its game; only over the
     * revision it was read at, which it raises.
     *
     * @throws ChangedElsewhere if another process saved the table since {@code readAt}
     */
    void update(Table table, int readAt, String now) throws SQLException {
        try (PreparedStatement update = connection().prepareStatement("""
                UPDATE game_table SET start_position = ?, position = ?, draw_offers = ?, aborted = ?, live = ?,
                    updated_at = ?, turn_time_seconds = ?, timeout_policy = ?, language = ?, version = ?,
                    ai_to_move = ?, ended_at_ms = COALESCE(ended_at_ms, ?), takeback_asker = ?, takeback_back = ?,
                    takeback_at = ?, takeback_accepted = ?, takeback_declined = ?, draw_offerer_colour = ?,
                    draw_offerer_id = ?, draw_offerer_name = ?, revision = revision + 1
                    WHERE id = ? AND revision = ?""")) {
            update.setString(
                    1,
                    table.started().map(g -> PositionNotation.write(g.start())).orElse(null));
            update.setString(
                    2,
                    table.started()
                            .map(g -> PositionNotation.write(g.position()))
                            .orElse(null));
            update.setString(3, offers(table.drawOffers()));
            update.setInt(4, table.aborted() ? 1 : 0);
            update.setInt(5, table.isLive() ? 1 : 0);
            update.setString(6, now);
            update.setLong(7, table.settings().turnTime().toSeconds());
            update.setString(8, table.settings().timeout().text());
            update.setString(9, table.settings().language().toLanguageTag());
            update.setInt(10, table.version());
            update.setInt(11, table.aiToMove().isPresent() ? 1 : 0);
            setEnd(update, 12, table, now);
            setTakeback(update, 13, table.takeback());
            setDrawOfferer(update, 18, table.drawOfferer());
            update.setLong(21, table.id());
            update.setInt(22, readAt);
            if (update.executeUpdate() != 1) {
                if (revision(table.id()).isPresent()) {
                    throw new ChangedElsewhere(table.id());
                }
                throw new SQLException("table " + table.id() + " is not in the database");
            }
        }
        try (PreparedStatement delete = connection().prepareStatement("DELETE FROM seat WHERE table_id = ?")) {
            delete.setLong(1, table.id());
            delete.executeUpdate();
        }
        writeSeats(table);
        writeEvents(table, storedEventCount(table.id()), now);
    }

    /** The table's revision as stored; empty if there is no such table. */
    Optional<Integer> revision(long tableId) throws SQLException {
        try (PreparedStatement q = connection().prepareStatement("SELECT revision FROM game_table WHERE id = ?")) {
            q.setLong(1, tableId);
            try (ResultSet rs = q.executeQuery()) {
                return rs.next() ? Optional.of(rs.getInt(1)) : Optional.empty();
            }
        }
    }

    /** Another process saved the table after this one read it: the change is refused, nothing is written. */
    static final class ChangedElsewhere extends SQLException {
        private static final long serialVersionUID = 1L;

        ChangedElsewhere(long tableId) {
            super("table " + tableId + " was changed by another process since it was read");
        }
    }

    private void writeSeats(Table table) throws SQLException {
        try (PreparedStatement insert = connection()
                .prepareStatement("INSERT INTO seat (table_id, colour, user_id, name) VALUES (?, ?, ?, ?)")) {
            for (Seat seat : table.seats().values()) {
                insert.setLong(1, table.id());
                insert.setString(2, String.valueOf(seat.colour().letter()));
                insert.setString(3, seat.userId());
                insert.setString(4, seat.name());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private int storedEventCount(long tableId) throws SQLException {
        try (PreparedStatement q =
                connection().prepareStatement("SELECT COUNT(*) FROM game_event WHERE table_id = ?")) {
            q.setLong(1, tableId);
            try (ResultSet rs = q.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    /**
     * Appends the events from {@code from} (the count stored) on; when the game has fewer events than stored (a
     * takeback), deletes the stored events past its last one instead. The events kept are the game's own: a takeback
     * only ever removes the last ones.
     */
    private void writeEvents(Table table, int from, String now) throws SQLException {
        List<GameEvent> events = table.started().map(Game::events).orElse(List.of());
        if (from > events.size()) {
            try (PreparedStatement delete =
                    connection().prepareStatement("DELETE FROM game_event WHERE table_id = ? AND seq >= ?")) {
                delete.setLong(1, table.id());
                delete.setInt(2, events.size());
                delete.executeUpdate();
            }
            return;
        }
        try (PreparedStatement insert = connection()
                .prepareStatement("INSERT INTO game_event (table_id, seq, event, played_at) VALUES (?, ?, ?, ?)")) {
            for (int i = from; i < events.size(); i++) {
                insert.setLong(1, table.id());
                insert.setInt(2, i);
                insert.setString(3, events.get(i).text());
                insert.setString(4, now);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    /**
     * When the table ended, for the sweep that archives its thread a day after: {@code now} for a table no longer
     * live (the first end written stays), nothing for a live one.
     */
    private static void setEnd(PreparedStatement statement, int index, Table table, String now) throws SQLException {
        if (table.isLive()) {
            statement.setNull(index, Types.BIGINT);
        } else {
            statement.setLong(index, millis(now));
        }
    }

    /**
     * The takeback columns, five from {@code index}: the request's asker, the versions it goes back to and was asked
     * at, who accepted, whether it was declined; NULLs, nobody and 0 when none was asked.
     */
    private static void setTakeback(PreparedStatement statement, int index, TakebackRequest request)
            throws SQLException {
        if (request == null) {
            statement.setNull(index, Types.VARCHAR);
            statement.setNull(index + 1, Types.INTEGER);
            statement.setNull(index + 2, Types.INTEGER);
            statement.setString(index + 3, "");
            statement.setInt(index + 4, 0);
            return;
        }
        statement.setString(index, String.valueOf(request.asker().letter()));
        statement.setInt(index + 1, request.back());
        statement.setInt(index + 2, request.at());
        statement.setString(index + 3, offers(request.accepted()));
        statement.setInt(index + 4, request.declined() ? 1 : 0);
    }

    private static long millis(String now) {
        return Instant.parse(now).toEpochMilli();
    }

    /**
     * Who offered the draw standing, in its three columns (his colour's letter, his id, his name, as his seat was
     * then), kept so that the offer stays his once his seat changed hands; nulls when none stands or it is not known.
     */
    private static void setDrawOfferer(PreparedStatement statement, int index, Seat offerer) throws SQLException {
        if (offerer == null) {
            statement.setNull(index, Types.VARCHAR);
            statement.setNull(index + 1, Types.VARCHAR);
            statement.setNull(index + 2, Types.VARCHAR);
            return;
        }
        statement.setString(index, String.valueOf(offerer.colour().letter()));
        statement.setString(index + 1, offerer.userId());
        statement.setString(index + 2, offerer.name());
    }

    /** Those who agree to a draw, and a takeback's acceptances: the letters of the colours, in colour order. */
    private static String offers(Set<Colour> offers) {
        StringBuilder sb = new StringBuilder();
        for (Colour c : Colour.values()) {
            if (offers.contains(c)) {
                sb.append(c.letter());
            }
        }
        return sb.toString();
    }
}

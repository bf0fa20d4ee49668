package io.djambi.bot.store;

import io.djambi.bot.game.Press;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.game.TakebackRequest;
import io.djambi.bot.game.TimeoutPolicy;
import io.djambi.engine.Result;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.Replay;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.notation.RecordNotation;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads a table back from its rows: its settings, its seats, and its game replayed from the stored log of events,
 * which is the record of truth. A table whose log cannot be replayed is set aside (no longer live), not loaded.
 * Called by {@link SqlTableStore} under its lock, inside a read of the {@link Database}.
 */
final class TableRows {
    // Logged under the store's name: to whoever reads the log, loading is what the table store does
    private static final Logger log = LoggerFactory.getLogger(SqlTableStore.class);

    private final Database database;

    TableRows(Database database) {
        this.database = database;
    }

    private Connection connection() {
        return database.connection();
    }

    /** The table with this id, its game replayed from the log; empty (and set aside) if the log cannot be replayed. */
    Optional<Table> load(long id) throws SQLException {
        Table table;
        String storedPosition;
        String startText;
        TakebackRequest takeback;
        try (PreparedStatement q = connection().prepareStatement("SELECT * FROM game_table WHERE id = ?")) {
            q.setLong(1, id);
            try (ResultSet rs = q.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                table = tableWithoutGame(id, rs);
                storedPosition = rs.getString("position");
                startText = rs.getString("start_position");
                takeback = takeback(rs);
            }
        }
        table = table.withSeats(readSeats(id));
        Optional<Table> loaded =
                startText == null ? Optional.of(table) : withReplayedGame(table, startText, storedPosition);
        // Once the game is there: a request is of the game at its version
        return loaded.map(t -> t.withTakeback(takeback));
    }

    /** The table as its row holds it: settings, draw offers, whether it was aborted; no seats or game yet. */
    private static Table tableWithoutGame(long id, ResultSet rs) throws SQLException {
        TableSettings settings = new TableSettings(
                rs.getInt("players"),
                Press.parse(rs.getString("press")).orElse(Press.FULL),
                Duration.ofSeconds(rs.getLong("turn_time_seconds")),
                rs.getInt("reveal_press") == 1,
                rs.getInt("eliminated_press") == 1,
                TimeoutPolicy.parse(rs.getString("timeout_policy")).orElse(TimeoutPolicy.SKIP),
                rs.getInt("ai_finish") == 1,
                Locale.forLanguageTag(rs.getString("language")),
                rs.getInt("takebacks") == 1);
        return new Table(
                id,
                rs.getString("guild_id"),
                rs.getString("channel_id"),
                rs.getString("host_id"),
                settings,
                Map.of(),
                null,
                parseOffers(agreeing(rs.getString("draw_offers"))),
                rs.getInt("aborted") == 1,
                rs.getString("card_channel_id"),
                null,
                drawOfferer(rs));
    }

    /** The takeback asked, as {@link TableWrites} writes it; null when none was. */
    private static TakebackRequest takeback(ResultSet rs) throws SQLException {
        String asker = rs.getString("takeback_asker");
        if (asker == null) {
            return null;
        }
        return new TakebackRequest(
                Colour.fromLetter(asker.charAt(0)),
                rs.getInt("takeback_back"),
                rs.getInt("takeback_at"),
                parseOffers(rs.getString("takeback_accepted")),
                rs.getInt("takeback_declined") == 1);
    }

    private Optional<Table> withReplayedGame(Table table, String startText, String storedPosition) throws SQLException {
        Result<Game> replayed = replay(startText, readEvents(table.id()));
        if (replayed instanceof Result.Rejected<Game> bad) {
            log.error(
                    "Table {} in channel {}: its log cannot be replayed ({}); set aside, not loaded",
                    table.id(),
                    table.channelId(),
                    bad.reason());
            setAside(table.id());
            return Optional.empty();
        }
        Game game = replayed.orThrow();
        String fromLog = PositionNotation.write(game.position());
        if (!fromLog.equals(storedPosition)) {
            log.warn(
                    "Table {} in channel {}: the stored position differs from its replayed log; the log wins",
                    table.id(),
                    table.channelId());
        }
        return Optional.of(table.withGame(game, table.drawOffers()));
    }

    private static Result<Game> replay(String startText, List<String> events) {
        Result<Position> start = PositionNotation.read(startText);
        if (start instanceof Result.Rejected<Position> bad) {
            return Result.rejected("start position: " + bad.reason());
        }
        return switch (Replay.of(start.orThrow(), events, RecordNotation::readEvent)) {
            case Replay.Complete c -> Result.ok(c.game());
            case Replay.Stopped s ->
                Result.rejected("event " + (s.index() + 1) + " '" + events.get(s.index()) + "': "
                        + s.why().english());
        };
    }

    private Map<Colour, Seat> readSeats(long id) throws SQLException {
        Map<Colour, Seat> seats = new EnumMap<>(Colour.class);
        try (PreparedStatement q =
                connection().prepareStatement("SELECT colour, user_id, name FROM seat WHERE table_id = ?")) {
            q.setLong(1, id);
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    Colour c = Colour.fromLetter(rs.getString(1).charAt(0));
                    seats.put(c, new Seat(rs.getString(2), rs.getString(3), c));
                }
            }
        }
        return seats;
    }

    private List<String> readEvents(long id) throws SQLException {
        List<String> events = new ArrayList<>();
        try (PreparedStatement q =
                connection().prepareStatement("SELECT event FROM game_event WHERE table_id = ? ORDER BY seq")) {
            q.setLong(1, id);
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    events.add(rs.getString(1));
                }
            }
        }
        return events;
    }

    private void setAside(long id) throws SQLException {
        try (PreparedStatement u = connection().prepareStatement("UPDATE game_table SET live = 0 WHERE id = ?")) {
            u.setLong(1, id);
            u.executeUpdate();
        }
    }

    /**
     * Those who agree to the draw: the letters of the draw offers' column. A development build wrote the offerer there
     * too, after a bar ("rb|r|123|ann"); such a row reads as its letters, its offerer not known.
     */
    private static String agreeing(String column) {
        int bar = column.indexOf('|');
        return bar < 0 ? column : column.substring(0, bar);
    }

    /** Who offered the draw, as {@link TableWrites} writes him; null if not known (none, or stored before). */
    private static Seat drawOfferer(ResultSet rs) throws SQLException {
        String colour = rs.getString("draw_offerer_colour");
        String id = rs.getString("draw_offerer_id");
        String name = rs.getString("draw_offerer_name");
        Colour seat = colour == null || colour.length() != 1 ? null : Colour.fromLetter(colour.charAt(0));
        return seat == null || id == null || name == null ? null : new Seat(id, name, seat);
    }

    /**
     * The draw offers column, or a takeback's acceptances: the letters of the colours, as {@link TableWrites} writes
     * them.
     */
    private static Set<Colour> parseOffers(String text) {
        Set<Colour> offers = EnumSet.noneOf(Colour.class);
        for (char ch : text.toCharArray()) {
            offers.add(Colour.fromLetter(ch));
        }
        return offers;
    }
}

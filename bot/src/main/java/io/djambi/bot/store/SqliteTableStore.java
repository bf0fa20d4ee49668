package io.djambi.bot.store;

import io.djambi.bot.game.Press;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.game.TimeoutPolicy;
import io.djambi.engine.Result;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.Replay;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.notation.RecordNotation;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tables in SQLite, with every table in use kept in memory too. A change is committed in one transaction before
 * {@link #save} returns; the memory copy is replaced only after the commit, so a failed write leaves both as they
 * were. The game's log of events is the record of truth: on load each game is replayed from its start and checked
 * against the stored position.
 */
public final class SqliteTableStore implements TableStore {
    private static final Logger log = LoggerFactory.getLogger(SqliteTableStore.class);

    private final Database database;
    private final Clock clock;
    private final Map<String, Table> byChannel = new ConcurrentHashMap<>();

    private SqliteTableStore(Database database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /** Opens the store and loads every live table, replaying and checking each game. */
    public static SqliteTableStore open(Database database, Clock clock) throws SQLException {
        SqliteTableStore store = new SqliteTableStore(database, clock);
        try {
            store.loadLive();
        } catch (StoreException e) {
            if (e.getCause() instanceof SQLException sql) {
                throw sql;
            }
            throw e;
        }
        return store;
    }

    private synchronized void loadLive() {
        database.read("loading the live tables", () -> {
            loadLiveTables();
            return null;
        });
    }

    private void loadLiveTables() throws SQLException {
        List<Long> ids = new ArrayList<>();
        try (Statement s = connection().createStatement();
                ResultSet rs = s.executeQuery("SELECT id FROM game_table WHERE live = 1 ORDER BY id")) {
            while (rs.next()) {
                ids.add(rs.getLong(1));
            }
        }
        int games = 0;
        for (long id : ids) {
            Optional<Table> table = load(id);
            if (table.isPresent()) {
                byChannel.put(table.get().channelId(), table.get());
                games += table.get().started().isPresent() ? 1 : 0;
            }
        }
        log.info("Loaded the live tables (games in progress: {}, lobbies: {}), every game replayed and checked",
                games, byChannel.size() - games);
    }

    private Connection connection() {
        return database.connection();
    }

    @Override
    public Optional<Table> find(String channelId) {
        Table cached = byChannel.get(channelId);
        if (cached != null) {
            return Optional.of(cached);
        }
        synchronized (this) {
            Optional<Table> table = database.read("reading the table of channel " + channelId, () -> {
                try (PreparedStatement q = connection().prepareStatement(
                        "SELECT id FROM game_table WHERE channel_id = ? ORDER BY id DESC LIMIT 1")) {
                    q.setString(1, channelId);
                    try (ResultSet rs = q.executeQuery()) {
                        return rs.next() ? load(rs.getLong(1)) : Optional.<Table>empty();
                    }
                }
            });
            table.ifPresent(t -> byChannel.put(channelId, t));
            return table;
        }
    }

    @Override
    public Optional<Table> byId(long id) {
        for (Table t : byChannel.values()) {
            if (t.id() == id) {
                return Optional.of(t);
            }
        }
        synchronized (this) {
            return database.read("reading table " + id, () -> load(id));
        }
    }

    @Override
    public synchronized Table create(Table table) {
        String now = clock.instant().toString();
        Table stored = database.inTransaction("creating a table in channel " + table.channelId(), () -> {
            Table withId;
            try (PreparedStatement insert = connection().prepareStatement("""
                    INSERT INTO game_table (guild_id, channel_id, host_id, players, press, turn_time_seconds,
                        reveal_press, start_position, position, draw_offers, aborted, live, created_at, updated_at,
                        eliminated_press, timeout_policy)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", Statement.RETURN_GENERATED_KEYS)) {
                // A table left live in this channel (a crash between its end and its save) cannot block a new one.
                try (PreparedStatement close = connection().prepareStatement(
                        "UPDATE game_table SET live = 0 WHERE channel_id = ? AND live = 1")) {
                    close.setString(1, table.channelId());
                    close.executeUpdate();
                }
                insert.setString(1, table.guildId());
                insert.setString(2, table.channelId());
                insert.setString(3, table.hostId());
                insert.setInt(4, table.players());
                insert.setString(5, table.settings().press().text());
                insert.setLong(6, table.settings().turnTime().toSeconds());
                insert.setInt(7, table.settings().revealPress() ? 1 : 0);
                insert.setString(8, table.started().map(g -> PositionNotation.write(g.start())).orElse(null));
                insert.setString(9, table.started().map(g -> PositionNotation.write(g.position())).orElse(null));
                insert.setString(10, offers(table.drawOffers()));
                insert.setInt(11, table.aborted() ? 1 : 0);
                insert.setInt(12, table.isLive() ? 1 : 0);
                insert.setString(13, now);
                insert.setString(14, now);
                insert.setInt(15, table.settings().eliminatedPress() ? 1 : 0);
                insert.setString(16, table.settings().timeout().text());
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    keys.next();
                    withId = table.withId(keys.getLong(1));
                }
            }
            writeSeats(withId);
            writeEvents(withId, 0, now);
            return withId;
        });
        byChannel.put(stored.channelId(), stored);
        log.debug("Stored new table {} in channel {}", stored.id(), stored.channelId());
        return stored;
    }

    @Override
    public synchronized void save(Table table) {
        if (table.id() <= 0) {
            throw new IllegalArgumentException("save a table made by create()");
        }
        String now = clock.instant().toString();
        database.inTransaction("saving table " + table.id(), () -> {
            try (PreparedStatement update = connection().prepareStatement("""
                    UPDATE game_table SET start_position = ?, position = ?, draw_offers = ?, aborted = ?, live = ?,
                        updated_at = ?, turn_time_seconds = ?, timeout_policy = ? WHERE id = ?""")) {
                update.setString(1, table.started().map(g -> PositionNotation.write(g.start())).orElse(null));
                update.setString(2, table.started().map(g -> PositionNotation.write(g.position())).orElse(null));
                update.setString(3, offers(table.drawOffers()));
                update.setInt(4, table.aborted() ? 1 : 0);
                update.setInt(5, table.isLive() ? 1 : 0);
                update.setString(6, now);
                update.setLong(7, table.settings().turnTime().toSeconds());
                update.setString(8, table.settings().timeout().text());
                update.setLong(9, table.id());
                if (update.executeUpdate() != 1) {
                    throw new SQLException("table " + table.id() + " is not in the database");
                }
            }
            try (PreparedStatement delete = connection().prepareStatement("DELETE FROM seat WHERE table_id = ?")) {
                delete.setLong(1, table.id());
                delete.executeUpdate();
            }
            writeSeats(table);
            writeEvents(table, storedEventCount(table.id()), now);
            return table;
        });
        byChannel.put(table.channelId(), table);
    }

    @Override
    public List<Table> liveTables() {
        return byChannel.values().stream().filter(Table::isLive).sorted(Comparator.comparingLong(Table::id)).toList();
    }

    /** How many tables are held in memory (live ones, and finished ones looked at since the start). */
    public int cachedTables() {
        return byChannel.size();
    }

    private void writeSeats(Table table) throws SQLException {
        try (PreparedStatement insert = connection().prepareStatement(
                "INSERT INTO seat (table_id, colour, user_id, name) VALUES (?, ?, ?, ?)")) {
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
        try (PreparedStatement q = connection().prepareStatement("SELECT COUNT(*) FROM game_event WHERE table_id = ?")) {
            q.setLong(1, tableId);
            try (ResultSet rs = q.executeQuery()) {
                return rs.getInt(1);
            }
        }
    }

    /** Appends the events from {@code from} on: the log only ever grows. */
    private void writeEvents(Table table, int from, String now) throws SQLException {
        List<GameEvent> events = table.started().map(Game::events).orElse(List.of());
        if (from > events.size()) {
            throw new SQLException("table " + table.id() + " has " + from + " stored events but the game only "
                    + events.size() + ": a log is never shortened");
        }
        try (PreparedStatement insert = connection().prepareStatement(
                "INSERT INTO game_event (table_id, seq, event, played_at) VALUES (?, ?, ?, ?)")) {
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

    /** The table with this id, its game replayed from the log; empty (and set aside) if the log cannot be replayed. */
    private Optional<Table> load(long id) throws SQLException {
        Table table;
        String storedPosition;
        String startText;
        try (PreparedStatement q = connection().prepareStatement("SELECT * FROM game_table WHERE id = ?")) {
            q.setLong(1, id);
            try (ResultSet rs = q.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                TableSettings settings = new TableSettings(rs.getInt("players"),
                        Press.parse(rs.getString("press")).orElse(Press.FULL),
                        Duration.ofSeconds(rs.getLong("turn_time_seconds")), rs.getInt("reveal_press") == 1,
                        rs.getInt("eliminated_press") == 1,
                        TimeoutPolicy.parse(rs.getString("timeout_policy")).orElse(TimeoutPolicy.SKIP));
                table = new Table(id, rs.getString("guild_id"), rs.getString("channel_id"), rs.getString("host_id"),
                        settings, Map.of(), null, parseOffers(rs.getString("draw_offers")), rs.getInt("aborted") == 1);
                storedPosition = rs.getString("position");
                startText = rs.getString("start_position");
            }
        }
        table = table.withSeats(readSeats(id));
        if (startText == null) {
            return Optional.of(table);
        }
        Result<Game> replayed = replay(startText, readEvents(id));
        if (replayed instanceof Result.Rejected<Game> bad) {
            log.error("Table {} in channel {}: its log cannot be replayed ({}); set aside, not loaded", id,
                    table.channelId(), bad.reason());
            setAside(id);
            return Optional.empty();
        }
        Game game = replayed.orThrow();
        String fromLog = PositionNotation.write(game.position());
        if (!fromLog.equals(storedPosition)) {
            log.warn("Table {} in channel {}: the stored position differs from its replayed log; the log wins", id,
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
            case Replay.Stopped s -> Result.rejected("event " + (s.index() + 1) + " '" + events.get(s.index()) + "': "
                    + s.reason());
        };
    }

    private Map<Colour, Seat> readSeats(long id) throws SQLException {
        Map<Colour, Seat> seats = new EnumMap<>(Colour.class);
        try (PreparedStatement q = connection().prepareStatement(
                "SELECT colour, user_id, name FROM seat WHERE table_id = ?")) {
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
        try (PreparedStatement q = connection().prepareStatement(
                "SELECT event FROM game_event WHERE table_id = ? ORDER BY seq")) {
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

    private static String offers(Set<Colour> offers) {
        StringBuilder sb = new StringBuilder();
        for (Colour c : Colour.values()) {
            if (offers.contains(c)) {
                sb.append(c.letter());
            }
        }
        return sb.toString();
    }

    private static Set<Colour> parseOffers(String text) {
        Set<Colour> offers = EnumSet.noneOf(Colour.class);
        for (char ch : text.toCharArray()) {
            offers.add(Colour.fromLetter(ch));
        }
        return offers;
    }
}

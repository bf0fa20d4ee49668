package io.djambi.bot.store;

import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tables in SQLite, with every table in use kept in memory too. A change is committed in one transaction before
 * {@link #save} returns; the memory copy is replaced only after the commit, so a failed write leaves both as they
 * were. The game's log of events is the record of truth: on load each game is replayed from its start and checked
 * against the stored position ({@link TableRows}); {@link TableWrites} writes the rows.
 */
public final class SqliteTableStore implements TableStore {
    private static final Logger log = LoggerFactory.getLogger(SqliteTableStore.class);

    private final Database database;
    private final Clock clock;
    private final TableRows rows;
    private final TableWrites writes;
    private final Map<String, Table> byChannel = new ConcurrentHashMap<>();

    private SqliteTableStore(Database database, Clock clock) {
        this.database = database;
        this.clock = clock;
        this.rows = new TableRows(database);
        this.writes = new TableWrites(database);
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
            Optional<Table> table = rows.load(id);
            if (table.isPresent()) {
                byChannel.put(table.get().channelId(), table.get());
                games += table.get().started().isPresent() ? 1 : 0;
            }
        }
        log.info(
                "Loaded the live tables (games in progress: {}, lobbies: {}), every game replayed and checked",
                games,
                byChannel.size() - games);
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
                try (PreparedStatement q = connection()
                        .prepareStatement("SELECT id FROM game_table WHERE channel_id = ? ORDER BY id DESC LIMIT 1")) {
                    q.setString(1, channelId);
                    try (ResultSet rs = q.executeQuery()) {
                        return rs.next() ? rows.load(rs.getLong(1)) : Optional.<Table>empty();
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
            return database.read("reading table " + id, () -> rows.load(id));
        }
    }

    @Override
    public synchronized Table create(Table table) {
        String now = clock.instant().toString();
        Table stored = database.inTransaction(
                "creating a table in channel " + table.channelId(), () -> writes.insert(table, now));
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
            writes.update(table, now);
            return table;
        });
        byChannel.put(table.channelId(), table);
    }

    @Override
    public List<Table> liveTables() {
        return byChannel.values().stream()
                .filter(Table::isLive)
                .sorted(Comparator.comparingLong(Table::id))
                .toList();
    }

    /** How many tables are held in memory (live ones, and finished ones looked at since the start). */
    public int cachedTables() {
        return byChannel.size();
    }
}

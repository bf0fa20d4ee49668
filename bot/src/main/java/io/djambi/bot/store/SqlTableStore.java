package io.djambi.bot.store;

import io.djambi.bot.game.Shards;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tables in the database, each read and replayed when first touched and then kept in memory until it has not been
 * touched for a while ({@link #dropIdle}). Nothing is loaded at start, so the bot answers within seconds of starting
 * whatever the number of games; the timer and the AI players ask the database what is due ({@link #clockChannels},
 * {@link #aiTurns}) instead of reading every game.
 *
 * <p>A change is committed in one transaction before {@link #save} returns; the memory copy is replaced only after
 * the commit, so a failed write leaves both as they were. The game's log of events is the record of truth: each game
 * is replayed from its start and checked against the stored position when it is read ({@link TableRows}); {@link
 * TableWrites} writes the rows.
 */
public final class SqlTableStore implements TableStore {
    private static final Logger log = LoggerFactory.getLogger(SqlTableStore.class);

    private final Database database;
    private final Clock clock;
    private final TableRows rows;
    private final TableWrites writes;
    private final TableQueries queries;
    /** The shards this process runs: it runs the clocks and AI turns of their servers' games only. */
    private final Shards shards;
    /** Whether other processes write this database too: then a table in memory is checked before it is used. */
    private final boolean shared;
    /** The tables read or written lately, by channel, with their revision and when each was last touched. */
    private final Map<String, Held> byChannel = new ConcurrentHashMap<>();

    private record Held(Table table, int revision, Instant touched) {}

    /** A store that is the database's only writer: one process running every shard. */
    public SqlTableStore(Database database, Clock clock) {
        this(database, clock, Shards.ALL);
    }

    /**
     * @param shards the shards this process runs. When other processes run the others, they write the same database:
     *     a table held in memory is then used only while its stored revision is the one it was read at.
     */
    public SqlTableStore(Database database, Clock clock, Shards shards) {
        this.database = database;
        this.clock = clock;
        this.shards = shards;
        this.shared = !shards.isWhole();
        this.rows = new TableRows(database);
        this.writes = new TableWrites(database);
        this.queries = new TableQueries(database, shards);
    }

    @Override
    public Optional<Table> find(String channelId) {
        Held held = byChannel.get(channelId);
        if (held != null && (!shared || isCurrent(held))) {
            touch(channelId, held);
            return Optional.of(held.table());
        }
        Optional<Held> read = database.read("reading the table of channel " + channelId, () -> {
            try (PreparedStatement q = database.connection()
                    .prepareStatement("SELECT id FROM game_table WHERE channel_id = ? ORDER BY id DESC LIMIT 1")) {
                q.setString(1, channelId);
                try (ResultSet rs = q.executeQuery()) {
                    return rs.next() ? load(rs.getLong(1)) : Optional.<Held>empty();
                }
            }
        });
        // A save that raced this read has put a newer table in memory already: it wins
        return read.map(r -> byChannel.merge(channelId, r, SqlTableStore::newer).table());
    }

    private static Held newer(Held mine, Held theirs) {
        return mine.table().id() == theirs.table().id() && mine.revision() >= theirs.revision() ? mine : theirs;
    }

    /** The table and the revision it was read at, under the caller's unit of work. */
    private Optional<Held> load(long id) throws SQLException {
        Optional<Integer> revision = writes.revision(id);
        return rows.load(id).map(t -> new Held(t, revision.orElse(0), clock.instant()));
    }

    /** Whether the table held in memory is still the stored one (another process may have saved it since). */
    private boolean isCurrent(Held held) {
        return database.read(
                "checking the revision of table " + held.table().id(),
                () -> writes.revision(held.table().id()).equals(Optional.of(held.revision())));
    }

    @Override
    public Optional<Table> byId(long id) {
        for (Held held : byChannel.values()) {
            if (held.table().id() == id && (!shared || isCurrent(held))) {
                return Optional.of(held.table());
            }
        }
        return database.read("reading table " + id, () -> rows.load(id));
    }

    @Override
    public Table create(Table table) {
        String now = clock.instant().toString();
        Table stored = database.inTransaction(
                "creating a table in channel " + table.channelId(), () -> writes.insert(table, now));
        hold(stored, 0);
        log.debug("Stored new table {} in channel {}", stored.id(), stored.channelId());
        return stored;
    }

    @Override
    public void save(Table table) {
        if (table.id() <= 0) {
            throw new IllegalArgumentException("save a table made by create()");
        }
        String now = clock.instant().toString();
        Held held = byChannel.get(table.channelId());
        int saved = database.inTransaction("saving table " + table.id(), () -> {
            // Not committed (changed by another process, the database lost at the commit, or the transaction this
            // save joined failed after it): the table is read again, as the database has it, next time
            database.ifRolledBack(() -> byChannel.remove(table.channelId()));
            // Read at: the revision this process holds it at; for a table it let go meanwhile, the stored one
            int readAt = held != null && held.table().id() == table.id()
                    ? held.revision()
                    : writes.revision(table.id()).orElse(0);
            writes.update(table, readAt, now);
            return readAt + 1;
        });
        hold(table, saved);
    }

    /**
     * Marks a held table as touched now, if it is still the one held: a save that has just put a newer table in its
     * place must not be undone by a reader of the older one.
     */
    private void touch(String channelId, Held held) {
        byChannel.computeIfPresent(
                channelId, (k, now) -> now == held ? new Held(now.table(), now.revision(), clock.instant()) : now);
    }

    private Table hold(Table table, int revision) {
        byChannel.put(table.channelId(), new Held(table, revision, clock.instant()));
        return table;
    }

    @Override
    public List<Table> aiTurns() {
        List<Table> turns = new ArrayList<>();
        for (String channelId : queries.aiTurnChannels()) {
            Optional<Table> table = find(channelId);
            if (table.isPresent() && table.get().aiToMove().isPresent()) {
                turns.add(table.get());
            } else {
                // A mark left by an older bot's database (every game with an AI seat is marked once): made exact
                table.ifPresent(t -> queries.clearAiMark(t.id()));
            }
        }
        return turns;
    }

    @Override
    public List<String> clockChannels(Instant now) {
        return queries.clockChannels(now);
    }

    @Override
    public List<Table> liveTablesOf(String userId) {
        return queries.channelsWithSeatOf(userId).stream()
                .flatMap(c -> find(c).stream())
                .filter(t -> t.isLive() && t.seatOf(userId).isPresent())
                .toList();
    }

    @Override
    public List<Table> cardsIn(String channelId) {
        return queries.channelsWithCardsIn(channelId).stream()
                .flatMap(c -> find(c).stream())
                .filter(t -> t.isLive() && t.cardChannelId().equals(channelId))
                .toList();
    }

    @Override
    public int liveCount() {
        return queries.liveCount();
    }

    /** The ids of the live tables, oldest first: for the tools that check every game (backup, copy). */
    List<Long> liveIds() {
        return queries.liveIds();
    }

    /**
     * Lets go of the tables not touched for {@code idle}: they are read again from the database when next needed.
     * Memory then holds the games being played, not every game the bot has seen since it started.
     *
     * @return how many were let go
     */
    public int dropIdle(Duration idle) {
        Instant before = clock.instant().minus(idle);
        int dropped = 0;
        for (Map.Entry<String, Held> entry : byChannel.entrySet()) {
            if (entry.getValue().touched().isBefore(before) && byChannel.remove(entry.getKey(), entry.getValue())) {
                dropped++;
            }
        }
        if (dropped > 0) {
            log.debug("Let go of {} idle tables; {} held", dropped, byChannel.size());
        }
        return dropped;
    }

    /** How many tables are held in memory. */
    public int heldTables() {
        return byChannel.size();
    }
}

package io.djambi.bot.game;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/** Tables in a map, lost when the process ends: for the console mode and tests. Thread-safe. */
public final class InMemoryTableStore implements TableStore {
    private final Map<String, Table> byChannel = new ConcurrentHashMap<>();
    /** Every table, the finished ones a channel's newer game replaced too: /review and /djambi replay name them. */
    private final Map<Long, Table> byId = new ConcurrentHashMap<>();

    private final AtomicLong ids = new AtomicLong();

    @Override
    public Optional<Table> find(String channelId) {
        return Optional.ofNullable(byChannel.get(channelId));
    }

    @Override
    public Optional<Table> byId(long id) {
        return Optional.ofNullable(byId.get(id));
    }

    @Override
    public Table create(Table table) {
        Table stored = table.withId(ids.incrementAndGet());
        byChannel.put(stored.channelId(), stored);
        byId.put(stored.id(), stored);
        return stored;
    }

    @Override
    public void save(Table table) {
        byChannel.put(table.channelId(), table);
        byId.put(table.id(), table);
    }

    /** Every live table (lobbies and games in progress), oldest first. */
    public List<Table> liveTables() {
        return byChannel.values().stream()
                .filter(Table::isLive)
                .sorted(Comparator.comparingLong(Table::id))
                .toList();
    }

    @Override
    public List<Table> aiTurns() {
        return liveTables().stream().filter(t -> t.aiToMove().isPresent()).toList();
    }

    /** Every live timed game in progress, whatever its clock says: the timer decides under the lock. */
    @Override
    public List<String> clockChannels(Instant now) {
        return liveTables().stream()
                .filter(t -> t.started().isPresent() && t.settings().isTimed())
                .map(Table::channelId)
                .toList();
    }

    @Override
    public List<Table> liveTablesOf(String userId) {
        return liveTables().stream().filter(t -> t.seatOf(userId).isPresent()).toList();
    }

    @Override
    public List<Table> cardsIn(String channelId) {
        return liveTables().stream()
                .filter(t -> t.inThread() && t.cardChannelId().equals(channelId))
                .toList();
    }

    @Override
    public int liveCount() {
        return liveTables().size();
    }
}

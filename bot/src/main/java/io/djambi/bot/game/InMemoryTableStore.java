package io.djambi.bot.game;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/** Tables in a map, lost when the process ends: for the console mode and tests. Thread-safe. */
public final class InMemoryTableStore implements TableStore {
    private final Map<String, Table> byChannel = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();

    @Override
    public Optional<Table> find(String channelId) {
        return Optional.ofNullable(byChannel.get(channelId));
    }

    @Override
    public Optional<Table> byId(long id) {
        return byChannel.values().stream().filter(t -> t.id() == id).findFirst();
    }

    @Override
    public Table create(Table table) {
        Table stored = table.withId(ids.incrementAndGet());
        byChannel.put(stored.channelId(), stored);
        return stored;
    }

    @Override
    public void save(Table table) {
        byChannel.put(table.channelId(), table);
    }

    @Override
    public List<Table> liveTables() {
        return byChannel.values().stream()
                .filter(Table::isLive)
                .sorted(Comparator.comparingLong(Table::id))
                .toList();
    }
}

package io.djambi.bot.game;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Tables kept in memory: for the console mode and tests. Thread-safe. */
public final class InMemoryTableStore implements TableStore {
    private final Map<String, Table> tables = new ConcurrentHashMap<>();

    @Override
    public Optional<Table> find(String channelId) {
        return Optional.ofNullable(tables.get(channelId));
    }

    @Override
    public void save(Table table) {
        tables.put(table.channelId(), table);
    }
}

package io.djambi.bot.clock;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Turn clocks in memory, lost when the process ends: for tests. */
public final class InMemoryTurnClockStore implements TurnClockStore {
    private final Map<Long, TurnClock> clocks = new ConcurrentHashMap<>();
    private final Map<String, NotifyPreference> preferences = new ConcurrentHashMap<>();

    @Override
    public Optional<TurnClock> find(long tableId) {
        return Optional.ofNullable(clocks.get(tableId));
    }

    @Override
    public void save(TurnClock clock) {
        clocks.put(clock.tableId(), clock);
    }

    @Override
    public NotifyPreference preference(String userId) {
        return preferences.getOrDefault(userId, NotifyPreference.DEFAULT);
    }

    @Override
    public void savePreference(String userId, NotifyPreference preference) {
        preferences.put(userId, preference);
    }
}

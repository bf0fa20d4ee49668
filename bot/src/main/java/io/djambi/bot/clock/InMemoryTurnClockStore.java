package io.djambi.bot.clock;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Turn clocks in memory, lost when the process ends: for tests and the console. */
public final class InMemoryTurnClockStore implements TurnClockStore {
    private final Map<Long, TurnClock> clocks = new HashMap<>();
    private final Map<Long, List<TurnClock>> earlier = new HashMap<>();
    private final Map<String, NotifyPreference> preferences = new HashMap<>();
    private final Map<Long, Instant> paused = new HashMap<>();
    private final Map<Long, List<Away>> aways = new HashMap<>();
    private final Map<Long, Map<String, String>> votes = new HashMap<>();

    @Override
    public synchronized Optional<TurnClock> find(long tableId) {
        return Optional.ofNullable(clocks.get(tableId));
    }

    @Override
    public synchronized void save(TurnClock clock) {
        TurnClock replaced = clocks.put(clock.tableId(), clock);
        if (replaced != null && replaced.version() != clock.version()) {
            List<TurnClock> kept = earlier.computeIfAbsent(clock.tableId(), id -> new ArrayList<>());
            kept.removeIf(c -> c.version() == replaced.version());
            kept.add(0, replaced);
            while (kept.size() > KEPT) {
                kept.remove(kept.size() - 1);
            }
        }
    }

    @Override
    public synchronized Optional<TurnClock> earlier(long tableId, int version) {
        return earlier.getOrDefault(tableId, List.of()).stream()
                .filter(c -> c.version() == version)
                .findFirst();
    }

    @Override
    public synchronized NotifyPreference preference(String userId) {
        return preferences.getOrDefault(userId, NotifyPreference.DEFAULT);
    }

    @Override
    public synchronized void savePreference(String userId, NotifyPreference preference) {
        preferences.put(userId, preference);
    }

    @Override
    public synchronized Optional<Instant> pausedSince(long tableId) {
        return Optional.ofNullable(paused.get(tableId));
    }

    @Override
    public synchronized void pause(long tableId, Instant at) {
        paused.put(tableId, at);
    }

    @Override
    public synchronized void resume(long tableId, Optional<TurnClock> moved) {
        paused.remove(tableId);
        moved.ifPresent(this::save);
    }

    @Override
    public synchronized List<Away> aways(long tableId) {
        return List.copyOf(aways.getOrDefault(tableId, List.of()));
    }

    @Override
    public synchronized void saveAway(Away away, Optional<TurnClock> moved) {
        List<Away> list = new ArrayList<>(aways.getOrDefault(away.tableId(), List.of()));
        list.removeIf(a -> a.colour() == away.colour());
        list.add(away);
        aways.put(away.tableId(), list);
        moved.ifPresent(this::save);
    }

    @Override
    public synchronized Map<String, String> votes(long tableId) {
        return Map.copyOf(votes.getOrDefault(tableId, Map.of()));
    }

    @Override
    public synchronized void vote(long tableId, String userId, String motion) {
        votes.computeIfAbsent(tableId, k -> new HashMap<>()).put(userId, motion);
    }

    @Override
    public synchronized void clearVotes(long tableId, String motion) {
        votes.getOrDefault(tableId, new HashMap<>()).values().removeIf(motion::equals);
    }
}

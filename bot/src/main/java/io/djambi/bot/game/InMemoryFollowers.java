package io.djambi.bot.game;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;

/** The followers in a map, lost when the process ends: for the console and tests. */
public final class InMemoryFollowers implements Followers {
    private final Map<Long, Map<String, Boolean>> byTable = new ConcurrentHashMap<>();

    @Override
    public void follow(long tableId, String userId, boolean everyMove) {
        byTable.computeIfAbsent(tableId, k -> new ConcurrentSkipListMap<>()).put(userId, everyMove);
    }

    @Override
    public boolean unfollow(long tableId, String userId) {
        Map<String, Boolean> of = byTable.get(tableId);
        return of != null && of.remove(userId) != null;
    }

    @Override
    public List<Follower> of(long tableId) {
        return byTable.getOrDefault(tableId, Map.of()).entrySet().stream()
                .map(e -> new Follower(e.getKey(), e.getValue()))
                .toList();
    }
}

package io.djambi.bot.review;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reviews kept in memory: for the console and tests. */
public final class InMemoryReviewStore implements ReviewStore {
    /** Each table's review, "" while only wanted; in the order they were wanted. */
    private final Map<Long, String> reviews = new LinkedHashMap<>();

    @Override
    public synchronized void want(long tableId) {
        reviews.putIfAbsent(tableId, "");
    }

    @Override
    public synchronized List<Long> wanted() {
        List<Long> wanted = new ArrayList<>();
        reviews.forEach((id, review) -> {
            if (review.isEmpty()) {
                wanted.add(id);
            }
        });
        return wanted;
    }

    @Override
    public synchronized void save(long tableId, String review) {
        if (reviews.getOrDefault(tableId, "").isEmpty()) {
            reviews.put(tableId, review);
        }
    }

    @Override
    public synchronized Optional<String> find(long tableId) {
        return Optional.ofNullable(reviews.get(tableId)).filter(r -> !r.isEmpty());
    }

    @Override
    public synchronized boolean known(long tableId) {
        return reviews.containsKey(tableId);
    }
}

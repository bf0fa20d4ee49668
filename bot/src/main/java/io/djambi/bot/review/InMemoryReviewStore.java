package io.djambi.bot.review;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reviews kept in memory: for the console and tests. */
public final class InMemoryReviewStore implements ReviewStore {
    private record Row(String review, int version, boolean announced) {}

    /** Each table's review, "" while only wanted; in the order they were wanted. */
    private final Map<Long, Row> reviews = new LinkedHashMap<>();

    @Override
    public synchronized void want(long tableId, boolean announced) {
        reviews.putIfAbsent(tableId, new Row("", 0, announced));
    }

    @Override
    public synchronized List<Wanted> wanted() {
        List<Wanted> wanted = new ArrayList<>();
        reviews.forEach((id, row) -> {
            if (row.review().isEmpty()) {
                wanted.add(new Wanted(id, row.announced()));
            }
        });
        return wanted;
    }

    @Override
    public synchronized boolean save(long tableId, String review, int version) {
        Row row = reviews.getOrDefault(tableId, new Row("", 0, false));
        if (!row.review().isEmpty() && row.version() >= version) {
            return false;
        }
        reviews.put(tableId, new Row(review, version, row.announced()));
        return true;
    }

    @Override
    public synchronized Optional<Written> find(long tableId) {
        return Optional.ofNullable(reviews.get(tableId))
                .filter(r -> !r.review().isEmpty())
                .map(r -> new Written(r.review(), r.version()));
    }

    @Override
    public synchronized boolean known(long tableId) {
        return reviews.containsKey(tableId);
    }

    @Override
    public synchronized boolean announced(long tableId) {
        return Optional.ofNullable(reviews.get(tableId)).map(Row::announced).orElse(false);
    }
}

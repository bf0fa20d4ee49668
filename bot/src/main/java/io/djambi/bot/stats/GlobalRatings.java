package io.djambi.bot.stats;

import java.util.List;

/**
 * Every server's ratings together, for the last line of {@code /djambi stats}, kept up to date rather than replayed
 * from every stored result at each call: with 50,000 stored games that replay read and rated for about a second
 * (docs/benchmarks.md). Results are only ever added, so a count that has not moved means nothing is new. The new ones
 * that come after the last one applied are applied in order, which gives the ratings that replaying them all would
 * ({@link Ratings#after}). A result that comes before it (recorded by another process whose clock is behind, on a
 * shared database) makes it replay them all, once.
 */
public final class GlobalRatings {
    private final ResultStore results;
    private Ratings ratings = Ratings.of(List.of());
    private int applied;
    /** The last result applied, in the store's order; null before the first. */
    private GameResult last;

    public GlobalRatings(ResultStore results) {
        this.results = results;
    }

    /** The ratings from every result stored so far. */
    public synchronized Ratings now() {
        int count = results.resultCount();
        if (count == applied) {
            return ratings;
        }
        List<GameResult> newer =
                last == null ? results.allResults() : results.allResultsAfter(last.finishedAt(), last.tableId());
        if (applied + newer.size() == count && !newer.isEmpty()) {
            remember(ratings.after(newer), count, newer.getLast());
        } else {
            List<GameResult> all = results.allResults();
            remember(Ratings.of(all), all.size(), all.isEmpty() ? null : all.getLast());
        }
        return ratings;
    }

    private void remember(Ratings now, int count, GameResult lastApplied) {
        ratings = now;
        applied = count;
        last = lastApplied;
    }
}

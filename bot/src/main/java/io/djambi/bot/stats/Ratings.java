package io.djambi.bot.stats;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A multiplayer Elo rating. Each game counts as a match between every pair of its players: the one placed better
 * scores 1, a shared place scores 1/2 each, and each pair moves both ratings by {@code K / (players - 1)} times the
 * score minus the expected score {@code 1 / (1 + 10^((theirs - yours) / 400))}. Everyone starts at 1500; ratings
 * are recomputed from the server's results in the order the games finished, so they never drift from the record.
 */
public final class Ratings {
    public static final double START = 1500;
    public static final double K = 32;

    private final Map<String, Rating> byUser;

    private Ratings(Map<String, Rating> byUser) {
        this.byUser = Map.copyOf(byUser);
    }

    /** A player's rating after his games so far, and the name he last played under. */
    public record Rating(String userId, String name, double value, int games) {
        /** Rounded as shown to players. */
        public long shown() {
            return Math.round(value);
        }
    }

    public static Ratings of(List<GameResult> resultsOldestFirst) {
        Map<String, Rating> ratings = new HashMap<>();
        for (GameResult game : resultsOldestFirst) {
            // One who left a seat before the end is not rated on it: the seat's holder at the end is
            List<Placing> placings =
                    game.placings().stream().filter(p -> p.exit() != Exit.LEFT).toList();
            int n = placings.size();
            if (n < 2) {
                continue;
            }
            Map<String, Double> change = new HashMap<>();
            for (Placing a : placings) {
                double before = value(ratings, a.userId());
                double sum = 0;
                for (Placing b : placings) {
                    if (a == b) {
                        continue;
                    }
                    double expected = 1 / (1 + Math.pow(10, (value(ratings, b.userId()) - before) / 400));
                    double score = a.place() < b.place() ? 1 : a.place() == b.place() ? 0.5 : 0;
                    sum += score - expected;
                }
                change.merge(a.userId(), K / (n - 1) * sum, Double::sum);
            }
            for (Placing p : placings) {
                Rating old = ratings.get(p.userId());
                int games = old == null ? 0 : old.games();
                ratings.put(
                        p.userId(),
                        new Rating(
                                p.userId(), p.name(), value(ratings, p.userId()) + change.get(p.userId()), games + 1));
            }
        }
        return new Ratings(ratings);
    }

    private static double value(Map<String, Rating> ratings, String userId) {
        Rating r = ratings.get(userId);
        return r == null ? START : r.value();
    }

    public java.util.Optional<Rating> of(String userId) {
        return java.util.Optional.ofNullable(byUser.get(userId));
    }

    /** The best first; equal ratings by more games, then by name, so the order is stable. */
    public List<Rating> top(int count) {
        return byUser.values().stream()
                .sorted(Comparator.comparingDouble(Rating::value)
                        .reversed()
                        .thenComparing(Comparator.comparingInt(Rating::games).reversed())
                        .thenComparing(Rating::name))
                .limit(count)
                .toList();
    }

    /** The player's rank on the server's board, 1 for the best. */
    public int rankOf(String userId) {
        List<Rating> all = top(Integer.MAX_VALUE);
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).userId().equals(userId)) {
                return i + 1;
            }
        }
        return 0;
    }
}

package io.djambi.bot.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What {@code /djambi leaderboard} shows one reader: the best ranked players, then apart the best still provisional
 * (not ranked: a rating of a few games is no place), each list followed by the reader's own line when he is further
 * down it.
 */
record Leaderboard(List<Line> ranked, List<Line> provisional) {
    Leaderboard {
        ranked = List.copyOf(ranked);
        provisional = List.copyOf(provisional);
    }

    /**
     * A player's line.
     *
     * @param place his place among the ranked, shared with those of the same shown rating; 0 for a provisional player
     * @param name as shown ("Ann", "AI hard")
     * @param gapAbove whether players are left out just above it: the reader's own line, further down the list, which
     *     must not read as the next place
     */
    record Line(int place, String name, Ratings.Rating rating, boolean gapAbove) {}

    /**
     * @param ranked how many ranked players are listed
     * @param provisional how many provisional ones: fewer, the answer must fit one message
     */
    static Leaderboard of(
            Ratings ratings, String readerId, int ranked, int provisional, Function<Ratings.Rating, String> name) {
        return new Leaderboard(
                lines(ratings.ranked(), readerId, ranked, true, name),
                lines(ratings.provisional(), readerId, provisional, false, name));
    }

    boolean isEmpty() {
        return ranked.isEmpty() && provisional.isEmpty();
    }

    private static List<Line> lines(
            List<Ratings.Rating> all,
            String readerId,
            int size,
            boolean placed,
            Function<Ratings.Rating, String> name) {
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            Ratings.Rating r = all.get(i);
            if (i < size || r.userId().equals(readerId)) {
                lines.add(new Line(placed ? Ratings.place(all, i) : 0, name.apply(r), r, i > lines.size()));
            }
        }
        return lines;
    }
}

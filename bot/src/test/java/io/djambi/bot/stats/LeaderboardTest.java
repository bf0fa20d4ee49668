package io.djambi.bot.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.model.Colour;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What /djambi leaderboard lists for one reader: the places, and his own line below the top. */
class LeaderboardTest {
    private static final Instant AT = Instant.parse("2026-11-22T12:00:00Z");

    /**
     * Thirteen games: Ann and Bob share the first place every time, Cy comes third, a newcomer fourth; enough for
     * the three to be ranked, Ann and Bob on exactly the same rating.
     */
    static List<GameResult> twins() {
        Colour[] c = Colour.values();
        List<GameResult> games = new ArrayList<>();
        for (int g = 0; g < 13; g++) {
            games.add(new GameResult(
                    g + 1,
                    "guild",
                    AT.plusSeconds(g),
                    List.of(
                            new Placing("ann", "Ann", c[0], 1, Exit.DRAWN),
                            new Placing("bob", "Bob", c[1], 1, Exit.DRAWN),
                            new Placing("cy", "Cy", c[2], 3, Exit.LOST),
                            new Placing("x" + g, "X" + g, c[3], 4, Exit.LOST))));
        }
        return games;
    }

    private static List<String> places(List<Leaderboard.Line> lines) {
        return lines.stream().map(l -> l.place() + ". " + l.name()).toList();
    }

    @Test
    void playersOfTheSameRatingShareAPlaceAndTheNextCountsThemBoth() {
        Ratings ratings = Ratings.of(twins());
        assertEquals(3, ratings.ranked().size(), ratings.ranked().toString());
        Leaderboard board = Leaderboard.of(ratings, "cy", 10, 5, Ratings.Rating::name);
        assertEquals(List.of("1. Ann", "1. Bob", "3. Cy"), places(board.ranked()));
        // and /djambi stats says the same place as the leaderboard
        assertEquals(1, ratings.rankOf("bob"));
        assertEquals(3, ratings.rankOf("cy"));
    }

    @Test
    void theReadersOwnLineFurtherDownSaysPlayersAreLeftOutAboveIt() {
        Ratings ratings = Ratings.of(twins());
        Leaderboard below = Leaderboard.of(ratings, "cy", 1, 5, Ratings.Rating::name);
        assertEquals(List.of("1. Ann", "3. Cy"), places(below.ranked()));
        assertEquals(List.of(false, true), gaps(below.ranked()));
        // right under the top, nobody is left out
        Leaderboard under = Leaderboard.of(ratings, "cy", 2, 5, Ratings.Rating::name);
        assertEquals(List.of(false, false, false), gaps(under.ranked()));
    }

    private static List<Boolean> gaps(List<Leaderboard.Line> lines) {
        return lines.stream().map(Leaderboard.Line::gapAbove).toList();
    }
}

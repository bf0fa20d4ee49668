package io.djambi.bot.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The multiplayer Elo: pairwise scores from the placings, K shared over the opponents, zero-sum. */
class RatingsTest {
    private static final Instant AT = Instant.parse("2026-11-22T12:00:00Z");

    private static GameResult game(long id, String... byPlace) {
        Colour[] colours = Colour.values();
        List<Placing> placings = new java.util.ArrayList<>();
        for (int i = 0; i < byPlace.length; i++) {
            placings.add(new Placing(byPlace[i], byPlace[i], colours[i], i + 1, i == 0 ? Exit.WON : Exit.LOST));
        }
        return new GameResult(id, "g", AT.plusSeconds(id), placings);
    }

    private static double rating(Ratings r, String user) {
        return r.of(user).orElseThrow().value();
    }

    @Test
    void amongNewcomersTheWinnerGainsWhatTheLastLosesAndTheMiddleSplits() {
        Ratings r = Ratings.of(List.of(game(1, "ann", "bob", "cy", "di")));
        // K/(n-1) * sum(score - 1/2): ann 3 wins, bob 2 wins 1 loss, cy 1 win 2 losses, di 3 losses
        assertEquals(1516, rating(r, "ann"), 1e-9);
        assertEquals(1500 + 32.0 / 3 / 2, rating(r, "bob"), 1e-9);
        assertEquals(1500 - 32.0 / 3 / 2, rating(r, "cy"), 1e-9);
        assertEquals(1484, rating(r, "di"), 1e-9);
        double total = List.of("ann", "bob", "cy", "di").stream()
                .mapToDouble(u -> rating(r, u))
                .sum();
        assertEquals(4 * Ratings.START, total, 1e-9, "no points made or lost overall");
    }

    @Test
    void aSharedPlaceAmongEqualsChangesNothing() {
        Colour[] c = Colour.values();
        GameResult draw = new GameResult(
                1,
                "g",
                AT,
                List.of(
                        new Placing("ann", "ann", c[0], 1, Exit.DRAWN),
                        new Placing("bob", "bob", c[1], 1, Exit.DRAWN),
                        new Placing("cy", "cy", c[2], 1, Exit.DRAWN)));
        Ratings r = Ratings.of(List.of(draw));
        assertEquals(Ratings.START, rating(r, "ann"), 1e-9);
        assertEquals(1, r.of("ann").orElseThrow().games());
    }

    @Test
    void beatingStrongerPlayersIsWorthMoreThanBeatingWeakerOnes() {
        // ann and bob each win a first game, so they are strong; then ed beats them, and fay beats cy and di
        Ratings r = Ratings.of(List.of(
                game(1, "ann", "cy", "x1", "x2"),
                game(2, "bob", "di", "x3", "x4"),
                game(3, "ed", "ann", "bob", "x5"),
                game(4, "fay", "cy", "di", "x6")));
        assertTrue(rating(r, "ed") > rating(r, "fay"), rating(r, "ed") + " vs " + rating(r, "fay"));
        assertTrue(r.rankOf("ed") < r.rankOf("fay"), "and the leaderboard shows it");
        assertEquals(
                r.rankOf("ed"),
                r.top(10).stream().map(Ratings.Rating::userId).toList().indexOf("ed") + 1);
    }
}

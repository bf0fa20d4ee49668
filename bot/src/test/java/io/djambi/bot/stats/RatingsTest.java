package io.djambi.bot.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.ai.Level;
import io.djambi.engine.model.Colour;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Weng-Lin ratings (Plackett-Luce) from the placings, checked against the library's own numbers. */
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

    /** {@code count} games of ann, bob, cy and di, the order they place in turning by one each game. */
    private static List<GameResult> rotating(int count) {
        String[] four = {"ann", "bob", "cy", "di"};
        List<GameResult> games = new java.util.ArrayList<>();
        for (int g = 0; g < count; g++) {
            String[] order = new String[4];
            for (int i = 0; i < 4; i++) {
                order[i] = four[(i + g) % 4];
            }
            games.add(game(g + 1, order));
        }
        return games;
    }

    private static double rating(Ratings r, String user) {
        return r.of(user).orElseThrow().value();
    }

    /** Game 1, its placings as given. */
    private static GameResult placed(Placing... placings) {
        return new GameResult(1, "g", AT, List.of(placings));
    }

    /** The ratings shown for these users, in this order. */
    private static List<Long> shown(Ratings r, String... users) {
        return java.util.Arrays.stream(users).map(u -> rated(r, u).shown()).toList();
    }

    private static Ratings.Rating rated(Ratings r, String user) {
        return r.of(user).orElseThrow();
    }

    // The numbers below are the library's (openskill 1.0, Plackett-Luce, its default β 25/6, τ 25/300, κ 0.0001),
    // computed by calling its Adjudicator directly on one-player teams at μ 25, σ 25/3.

    @Test
    void aFourPlayerGameAmongNewcomers() {
        Ratings r = Ratings.of(List.of(game(1, "ann", "bob", "cy", "di")));
        assertEquals(27.7953644804, rated(r, "ann").mu(), 1e-9);
        assertEquals(8.2635668579, rated(r, "ann").sigma(), 1e-9);
        assertEquals(26.5529802669, rated(r, "bob").mu(), 1e-9);
        assertEquals(8.1796070974, rated(r, "bob").sigma(), 1e-9);
        assertEquals(24.6894039466, rated(r, "cy").mu(), 1e-9);
        assertEquals(8.0841101368, rated(r, "cy").sigma(), 1e-9);
        assertEquals(20.9622513061, rated(r, "di").mu(), 1e-9);
        assertEquals(8.0841101368, rated(r, "di").sigma(), 1e-9);
        assertEquals(List.of(300L, 201L, 44L, -329L), shown(r, "ann", "bob", "cy", "di"));
        assertTrue(rated(r, "ann").provisional(), "one game is not enough");
    }

    @Test
    void aSharedPlaceIsEveryOrderOfThoseWhoShareItAveraged() {
        // Bob and Cy share the second place: each is rated as the mean of placing second and placing third
        Colour[] c = Colour.values();
        GameResult game = placed(
                new Placing("ann", "ann", c[0], 1, Exit.WON),
                new Placing("bob", "bob", c[1], 2, Exit.LOST),
                new Placing("cy", "cy", c[2], 2, Exit.LOST),
                new Placing("di", "di", c[3], 4, Exit.LOST));
        Ratings r = Ratings.of(List.of(game));
        assertEquals(27.7953644804, rated(r, "ann").mu(), 1e-9);
        assertEquals((26.5529802669 + 24.6894039466) / 2, rated(r, "bob").mu(), 1e-9);
        assertEquals((26.5529802669 + 24.6894039466) / 2, rated(r, "cy").mu(), 1e-9);
        assertEquals((8.1796070974 + 8.0841101368) / 2, rated(r, "cy").sigma(), 1e-9);
        assertEquals(20.9622513061, rated(r, "di").mu(), 1e-9);
        assertEquals(List.of(300L, 123L, 123L, -329L), shown(r, "ann", "bob", "cy", "di"));
    }

    @Test
    void aDrawnGamesThirdGainsLessThanTheTwoWhoSharedTheFirstPlace() {
        // The play-test's game: Giulia and an AI drew, Elena had resigned third, Dan was out first. With the model's
        // own ties Elena's μ moved as much as theirs and her shown rating more (+142 against +114)
        Colour[] c = Colour.values();
        GameResult game = placed(
                new Placing("giulia", "giulia", c[0], 1, Exit.DRAWN),
                new Placing("ai:y:easy", "AI Yellow (easy)", c[1], 1, Exit.DRAWN),
                new Placing("elena", "elena", c[2], 3, Exit.RESIGNED),
                new Placing("dan", "dan", c[3], 4, Exit.LOST));
        Ratings r = Ratings.of(List.of(game));
        assertEquals((27.7953644804 + 26.5529802669) / 2, rated(r, "giulia").mu(), 1e-9);
        assertEquals(24.6894039466, rated(r, "elena").mu(), 1e-9);
        assertTrue(
                rated(r, "elena").shown() < rated(r, "giulia").shown(),
                r.ranked().toString());
        assertEquals(List.of(251L, 44L, -329L), shown(r, "giulia", "elena", "dan"));
    }

    @Test
    void sharedPlacesAreBrokenInEveryOrder() {
        Colour[] c = Colour.values();
        List<Placing> twoTies = List.of(
                new Placing("a", "a", c[0], 1, Exit.DRAWN),
                new Placing("b", "b", c[1], 1, Exit.DRAWN),
                new Placing("c", "c", c[2], 3, Exit.LOST),
                new Placing("d", "d", c[3], 3, Exit.LOST));
        assertEquals(4, Ratings.orders(twoTies).size());
        assertTrue(Ratings.orders(twoTies).stream()
                .allMatch(o -> o.size() == 4 && o.subList(0, 2).containsAll(twoTies.subList(0, 2))));
        List<Placing> allShare = twoTies.stream()
                .map(p -> new Placing(p.userId(), p.name(), p.colour(), 1, Exit.DRAWN))
                .toList();
        assertEquals(24, Ratings.orders(allShare).size());
        assertEquals(24, Ratings.orders(allShare).stream().distinct().count());
        assertEquals(1, Ratings.orders(twoTies.subList(2, 3)).size());
    }

    @Test
    void aThreePlayerGame() {
        Ratings r = Ratings.of(List.of(game(1, "ann", "bob", "cy")));
        assertEquals(27.8691634404, rated(r, "ann").mu(), 1e-9);
        assertEquals(8.2052343115, rated(r, "ann").sigma(), 1e-9);
        assertEquals(25.7172908601, rated(r, "bob").mu(), 1e-9);
        assertEquals(21.4135456995, rated(r, "cy").mu(), 1e-9);
        assertEquals(8.0582046062, rated(r, "cy").sigma(), 1e-9);
        assertEquals(List.of(325L, 154L, -276L), shown(r, "ann", "bob", "cy"));
    }

    @Test
    void aDrawAmongEqualsMovesNoMu() {
        Colour[] c = Colour.values();
        GameResult draw = placed(
                new Placing("ann", "ann", c[0], 1, Exit.DRAWN),
                new Placing("bob", "bob", c[1], 1, Exit.DRAWN),
                new Placing("cy", "cy", c[2], 1, Exit.DRAWN));
        Ratings r = Ratings.of(List.of(draw));
        assertEquals(Ratings.MU, rated(r, "ann").mu(), 1e-9);
        assertEquals(1, rated(r, "ann").games());
    }

    @Test
    void aNewcomerShowsZeroAndProvisionalEndsOnceSigmaFallsBelowTheThreshold() {
        assertEquals(0, Ratings.Rating.newcomer("x", "x").shown());
        assertTrue(Ratings.Rating.newcomer("x", "x").provisional());
        List<GameResult> games = rotating(40);
        Ratings r = Ratings.of(games);
        assertTrue(
                rated(r, "ann").sigma() < Ratings.PROVISIONAL_SIGMA,
                "σ " + rated(r, "ann").sigma());
        assertFalse(rated(r, "ann").provisional());
    }

    @Test
    void aiSeatsAreRatedPerLevelAsOnePlayer() {
        Colour[] c = Colour.values();
        GameResult first = placed(
                new Placing("ai:R:hard", "AI Red (hard)", c[0], 1, Exit.WON),
                new Placing("ann", "ann", c[1], 2, Exit.LOST),
                new Placing("ai:B:easy", "AI Blue (easy)", c[2], 3, Exit.LOST));
        GameResult second = new GameResult(
                2,
                "g",
                AT.plusSeconds(1),
                List.of(
                        new Placing("ai:Y:hard", "AI Yellow (hard)", c[0], 1, Exit.WON),
                        new Placing("ann", "ann", c[1], 2, Exit.LOST),
                        new Placing("bob", "bob", c[2], 3, Exit.LOST)));
        Ratings r = Ratings.of(List.of(first, second));
        assertEquals(2, rated(r, Ratings.aiId(Level.HARD)).games(), "the hard AI is one player, whatever its seat");
        assertEquals(1, rated(r, Ratings.aiId(Level.EASY)).games());
        assertTrue(r.of("ai:R:hard").isEmpty());
        assertEquals(325, Ratings.of(List.of(first)).of("ai:hard").orElseThrow().shown());
    }

    @Test
    void aDrawWithOnlyAisLeftCountsForNobody() {
        Colour[] c = Colour.values();
        GameResult game = placed(
                new Placing("ai:R:hard", "AI Red (hard)", c[0], 1, Exit.DRAWN),
                new Placing("ai:B:normal", "AI Blue (normal)", c[1], 1, Exit.DRAWN),
                new Placing("ann", "ann", c[2], 3, Exit.LOST));
        assertTrue(Ratings.of(List.of(game)).top(10).isEmpty());
    }

    @Test
    void recomputingGivesTheSameRatings() {
        List<GameResult> games = List.of(
                game(1, "ann", "bob", "cy", "di"), game(2, "cy", "ann", "bob"), game(3, "di", "bob", "ann", "cy"));
        assertEquals(Ratings.of(games).top(10), Ratings.of(games).top(10));
    }

    @Test
    void oneWhoLeftIsNotRated() {
        Colour[] c = Colour.values();
        GameResult game = placed(
                new Placing("ann", "ann", c[0], 1, Exit.WON),
                new Placing("bob", "bob", c[1], 2, Exit.LEFT),
                new Placing("cy", "cy", c[2], 2, Exit.LOST));
        Ratings r = Ratings.of(List.of(game));
        assertTrue(r.of("bob").isEmpty());
        assertEquals(2, r.top(10).size());
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
        List<String> order =
                r.provisional().stream().map(Ratings.Rating::userId).toList();
        assertTrue(order.indexOf("ed") < order.indexOf("fay"), "and the leaderboard shows it: " + order);
    }

    @Test
    void ratingsMovedByOneMoreGameAreThoseOfAllTheGames() {
        List<GameResult> games = rotating(6);
        GameResult last = game(7, "ed", "ann", "bob");
        List<GameResult> all = new java.util.ArrayList<>(games);
        all.add(last);
        assertEquals(Ratings.of(all).top(10), Ratings.of(games).after(last).top(10));
    }

    @Test
    void aPlayersHistoryStartsAtZeroAndMovesOncePerGameThatRatedHim() {
        List<GameResult> games = List.of(
                game(1, "ann", "bob", "cy"),
                game(2, "di", "ed"), // not his
                game(3, "bob", "ann", "cy", "di"));
        List<Ratings.Rating> history = Ratings.history(games, "ann");
        assertEquals(3, history.size(), "the start and his two games");
        assertEquals(0, history.get(0).shown());
        assertEquals(0, history.get(0).games());
        assertEquals(Ratings.of(games.subList(0, 1)).of("ann").orElseThrow(), history.get(1));
        assertEquals(Ratings.of(games).of("ann").orElseThrow(), history.get(2));
        assertTrue(Ratings.history(games, "zed").isEmpty());
        // One replay gives both: everyone's ratings as of() does, and his line
        Ratings.Replayed replayed = Ratings.replay(games, "ann");
        assertEquals(Ratings.of(games).top(10), replayed.ratings().top(10));
        assertEquals(history, replayed.history());
    }

    @Test
    void onlyPlayersWhoseRatingIsSureArePlacedTheOthersAreListedApart() {
        List<GameResult> games = new java.util.ArrayList<>(rotating(12));
        games.add(game(13, "ed", "ann"));
        Ratings r = Ratings.of(games);
        assertEquals(
                java.util.Set.of("ann", "bob", "cy", "di"),
                r.ranked().stream().map(Ratings.Rating::userId).collect(java.util.stream.Collectors.toSet()));
        assertEquals(
                List.of("ed"),
                r.provisional().stream().map(Ratings.Rating::userId).toList());
        assertEquals(0, r.rankOf("ed"), "a provisional player has no place");
        assertEquals(1, r.rankOf(r.ranked().getFirst().userId()));
        assertEquals(4, r.rankOf(r.ranked().getLast().userId()));
    }

    @Test
    void ratingsShownAlikeShareAPlaceWhateverTheirDecimals() {
        // 2400.4 and 2399.6 are both shown 2400: level to the players, so level on the leaderboard (1, 1, 3)
        List<Ratings.Rating> bestFirst = List.of(
                new Ratings.Rating("ann", "ann", 30.004, 2, 20),
                new Ratings.Rating("bob", "bob", 29.996, 2, 20),
                new Ratings.Rating("cy", "cy", 29, 2, 20),
                new Ratings.Rating("di", "di", 29, 2, 20),
                new Ratings.Rating("ed", "ed", 28, 2, 20));
        assertEquals(
                List.of(2400L, 2400L, 2300L, 2300L, 2200L),
                bestFirst.stream().map(Ratings.Rating::shown).toList());
        List<Integer> places = java.util.stream.IntStream.range(0, bestFirst.size())
                .mapToObj(i -> Ratings.place(bestFirst, i))
                .toList();
        assertEquals(List.of(1, 1, 3, 3, 5), places);
    }
}

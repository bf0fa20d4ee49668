package io.djambi.engine.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** A table of four AI players: seats rotate, every game is scored once, and the figures add up. */
class TournamentTest {
    private static final Function<Contender, SearchLimits> SMALL = l -> new SearchLimits(200, Duration.ofMinutes(1));
    private static final List<Contender> RANDOMS =
            List.of(Contender.RANDOM, Contender.RANDOM, Contender.RANDOM, Contender.RANDOM);

    @Test
    void everyGameIsAWinForOneSeatOrADrawForAllAndTheMovesAddUpToThePlies() throws InterruptedException {
        Tournament.Results r = new Tournament(RANDOMS, SMALL).run(6, 3, 2);
        assertEquals(6, r.games());
        int wins = 0;
        long moves = 0;
        for (Tournament.Entrant e : r.entrants()) {
            assertEquals(6, e.games());
            assertTrue(e.maxNanos() <= e.nanos(), "the slowest move is one of the moves");
            wins += e.wins();
            moves += e.moves();
        }
        int draws = r.entrants().get(0).draws();
        r.entrants().forEach(e -> assertEquals(draws, e.draws(), "a draw counts for all four seats"));
        assertEquals(6, wins + draws);
        assertEquals(r.plies(), moves);
        assertTrue(r.plies() > 6, "random games last more than one move each");
    }

    @Test
    void theProgressLogHearsOfEveryGameInOrderAndAgreesWithTheTotals() throws InterruptedException {
        List<Integer> heard = new java.util.ArrayList<>();
        long[] plies = {0};
        Tournament.Results r = new Tournament(RANDOMS, SMALL).run(4, 5, 2, (g, game) -> {
            heard.add(g);
            plies[0] += game.plies();
        });
        assertEquals(List.of(0, 1, 2, 3), heard);
        assertEquals(r.plies(), plies[0]);
        assertTrue(r.capped().stream().allMatch(g -> g >= 0 && g < 4), "capped games are numbered among the games");
    }

    /** R24: a game walled in for good ends at once as a draw the AIs agree to, not at the move cap. */
    @Test
    void aGameWalledInForGoodEndsAsAnAgreedDrawBeforeTheCap() throws InterruptedException {
        List<Tournament.GameResult> games = new java.util.ArrayList<>();
        Tournament.Results r = new Tournament(RANDOMS, SMALL).run(64, 9, 2, (g, game) -> games.add(game));
        assertEquals(List.of(61, 63), r.walledIn(), "random players wall each other in now and then");
        assertAgreedDrawsBeforeTheCap(Agreement.WALLED_IN, r.walledIn(), games);
        assertAgreedDrawsBeforeTheCap(Agreement.STALLED, r.stalled(), games);
    }

    /** R24: a game without a kill for {@link Ai#STALLED} moves ends as a draw the AIs agree to, not at the move cap. */
    @Test
    void aGameWithoutAKillForThreeHundredMovesEndsAsAnAgreedDrawBeforeTheCap() throws InterruptedException {
        List<Tournament.GameResult> games = new java.util.ArrayList<>();
        List<Contender> greedy = List.of(Contender.EASY, Contender.EASY, Contender.EASY, Contender.EASY);
        Tournament.Results r = new Tournament(greedy, SMALL).run(4, 12, 2, (g, game) -> games.add(game));
        assertEquals(List.of(3), r.stalled(), "greedy players now and then go on without a kill");
        assertTrue(games.get(3).plies() >= Ai.STALLED, "game 3 went " + Ai.STALLED + " moves without a kill");
        assertAgreedDrawsBeforeTheCap(Agreement.STALLED, r.stalled(), games);
        assertAgreedDrawsBeforeTheCap(Agreement.WALLED_IN, r.walledIn(), games);
    }

    /** The games named as agreed draws for {@code why} are exactly those, draws, ended before the cap. */
    private static void assertAgreedDrawsBeforeTheCap(
            Agreement why, List<Integer> named, List<Tournament.GameResult> games) {
        for (int g : named) {
            Tournament.GameResult game = games.get(g);
            assertEquals(why, game.agreement(), "game " + g);
            assertTrue(game.drawn() && game.winnerSlot() < 0, "game " + g + " is a draw");
            assertTrue(game.plies() < Tournament.MAX_PLIES, "game " + g + " ended before the cap");
        }
        assertEquals(
                games.stream().filter(game -> game.agreement() == why).count(),
                named.size(),
                "the " + why + " games are the ones the results name");
    }

    /**
     * Without agreement the AIs play on where they would agree to a draw (R24 lets only the players end such a game):
     * the walled-in games of the same seed go on, to the cap or to a win, and the figures count the capped games with
     * each seat still in.
     */
    @Test
    void withoutAgreementTheGamesNobodyCanWinRunToTheCapAndSayWhoWasStillIn() throws InterruptedException {
        List<Tournament.GameResult> games = new java.util.ArrayList<>();
        Tournament.Results r = new Tournament(RANDOMS, SMALL, false).run(64, 9, 2, (g, game) -> games.add(game));
        assertEquals(List.of(), r.walledIn());
        assertEquals(List.of(), r.stalled());
        assertTrue(games.stream().allMatch(g -> g.agreement() == Agreement.NONE));
        // game 61 was walled in for good: nobody can win it any more, so it reaches the cap
        assertTrue(r.capped().contains(61), "capped: " + r.capped());
        // Counted again from each game's record, replayed to where it stopped: capped when the game was still going
        int[] cappedIn = new int[4];
        List<Integer> capped = new java.util.ArrayList<>();
        for (int g = 0; g < games.size(); g++) {
            io.djambi.engine.model.Position end = replayed(games.get(g).record());
            if (!end.isOver()) {
                capped.add(g);
                for (int s = 0; s < 4; s++) {
                    cappedIn[s] += end.isActive(Tournament.colourOf(s, g)) ? 1 : 0;
                }
            }
        }
        assertEquals(capped, r.capped());
        for (int s = 0; s < 4; s++) {
            assertEquals(cappedIn[s], r.entrants().get(s).cappedStillIn(), "seat " + (s + 1));
        }
        assertTrue(
                java.util.Arrays.stream(cappedIn).sum() >= 2 * capped.size(),
                "every capped game has at least two players still in");
    }

    /** Where a game's record leads: its moves and agreed draw played from its start, as the game layer replays them. */
    private static io.djambi.engine.model.Position replayed(io.djambi.engine.game.GameRecord record) {
        return io.djambi.engine.game.Game.replay(record.start(), record.events())
                .orThrow()
                .position();
    }

    /** Each game's record replays, move by move, to the game's end: the winner, or the draw the AIs agreed. */
    @Test
    void aGamesRecordReplaysToItsEnd() throws InterruptedException {
        List<Tournament.GameResult> games = new java.util.ArrayList<>();
        new Tournament(RANDOMS, SMALL).run(64, 9, 2, (g, game) -> games.add(game));
        for (int g : List.of(0, 61)) {
            Tournament.GameResult game = games.get(g);
            io.djambi.engine.model.Position p = replayed(game.record());
            assertTrue(p.isOver(), "game " + g + " ends where its record does");
            long played = game.record().events().stream()
                    .filter(e -> e instanceof io.djambi.engine.game.GameEvent.Played)
                    .count();
            assertEquals(game.plies(), played, "game " + g);
            for (Colour c : Colour.values()) {
                assertEquals(p.isActive(c), game.stillIn()[(c.ordinal() - g % 4 + 4) % 4], "game " + g + ", " + c);
            }
        }
    }

    /** A game played alone, from {@code first}, is the same game as in the whole run: a long run's game to replay. */
    @Test
    void aGamePlayedAloneIsTheSameAsInTheWholeRun() throws InterruptedException {
        Tournament t =
                new Tournament(List.of(Contender.EASY, Contender.RANDOM, Contender.RANDOM, Contender.RANDOM), SMALL);
        List<Tournament.GameResult> all = new java.util.ArrayList<>();
        t.run(0, 4, 9, 2, (g, game) -> all.add(game));
        List<Integer> numbers = new java.util.ArrayList<>();
        List<Tournament.GameResult> alone = new java.util.ArrayList<>();
        Tournament.Results r = t.run(3, 1, 9, 1, (g, game) -> {
            numbers.add(g);
            alone.add(game);
        });
        assertEquals(List.of(3), numbers);
        assertEquals(1, r.games());
        assertEquals(all.get(3).record(), alone.getFirst().record());
        assertEquals(all.get(3).winnerSlot(), alone.getFirst().winnerSlot());
        List<Integer> picked = new java.util.ArrayList<>();
        Tournament.Results some = t.run(List.of(2, 0), 9, 2, (g, game) -> {
            picked.add(g);
            assertEquals(all.get(g).record(), game.record(), "game " + g);
        });
        assertEquals(List.of(2, 0), picked);
        assertEquals(2, some.games());
    }

    @Test
    void maxnTakesASeatAtTheTable() throws InterruptedException {
        Tournament.Results r = new Tournament(
                        List.of(Contender.MAXN, Contender.RANDOM, Contender.RANDOM, Contender.RANDOM), SMALL)
                .run(1, 2, 1);
        assertEquals(Contender.MAXN, r.entrants().get(0).contender());
        assertTrue(r.entrants().get(0).moves() > 0);
    }

    @Test
    void theSameSeedPlaysTheSameGames() throws InterruptedException {
        Tournament t =
                new Tournament(List.of(Contender.EASY, Contender.RANDOM, Contender.RANDOM, Contender.RANDOM), SMALL);
        Tournament.Results a = t.run(2, 9, 2);
        Tournament.Results b = t.run(2, 9, 1);
        assertEquals(a.plies(), b.plies());
        for (int s = 0; s < 4; s++) {
            assertEquals(a.entrants().get(s).wins(), b.entrants().get(s).wins());
            assertEquals(a.entrants().get(s).moves(), b.entrants().get(s).moves());
        }
        assertTrue(a.plies() <= 2L * Tournament.MAX_PLIES);
    }

    @Test
    void seatsTurnOneColourOnWithEachGame() {
        assertEquals(Colour.RED, Tournament.colourOf(0, 0));
        assertEquals(Colour.BLUE, Tournament.colourOf(0, 1));
        assertEquals(Colour.RED, Tournament.colourOf(1, 3));
        assertEquals(Colour.GREEN, Tournament.colourOf(3, 4));
    }

    @Test
    void theWinRateAndItsWilsonIntervalAreThoseOfTheTextbook() {
        Tournament.Entrant twelveOfTwenty =
                new Tournament.Entrant(Contender.HARD, 12, 1, 0, 20, 4, 6_000_000, 3_000_000);
        assertEquals(0.6, twelveOfTwenty.winRate(), 1e-12);
        assertArrayEquals(new double[] {0.386578, 0.781196}, twelveOfTwenty.interval(), 1e-6);
        assertEquals(1.5, twelveOfTwenty.millisPerMove(), 1e-12);
        Tournament.Entrant none = new Tournament.Entrant(Contender.EASY, 0, 0, 0, 0, 0, 0, 0);
        assertEquals(0, none.winRate());
        assertEquals(0, none.millisPerMove());
        double[] allWon = new Tournament.Entrant(Contender.HARD, 10, 0, 0, 10, 1, 1, 1).interval();
        assertEquals(1, allWon[1], 1e-12, "never above 1");
        assertTrue(allWon[0] > 0.6 && allWon[0] < 0.8, "lower bound " + allWon[0]);
        assertEquals(
                0, new Tournament.Entrant(Contender.HARD, 0, 0, 0, 10, 1, 1, 1).interval()[0], 1e-12, "never below 0");
    }

    @Test
    void aTableSeatsExactlyFourAndAFailedGameFailsTheTournament() {
        assertThrows(IllegalArgumentException.class, () -> new Tournament(RANDOMS.subList(0, 3), SMALL));
        Tournament broken = new Tournament(RANDOMS, l -> {
            throw new IllegalStateException("no limits for " + l);
        });
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> broken.run(2, 1, 1));
        assertInstanceOf(IllegalStateException.class, e.getCause());
        assertTrue(e.getMessage().contains("game failed"), e.getMessage());
    }

    @Test
    void levelsAreReadByTheirNameInAnyCase() {
        assertEquals("hard", Level.HARD.text());
        assertEquals(java.util.Optional.of(Level.NORMAL), Level.parse(" Normal "));
        assertEquals(java.util.Optional.empty(), Level.parse("expert"));
    }
}

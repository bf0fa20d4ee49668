package io.djambi.bot.stats;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.clock.TurnTimer;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.engine.model.Colour;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;

/** Results recorded as games end, read back by /djambi stats and /djambi leaderboard. */
class StatsTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());

    private GameResult onlyResult() {
        List<GameResult> results = t.results.results("guild");
        assertEquals(1, results.size());
        return results.get(0);
    }

    private static Placing of(GameResult result, Colour colour) {
        return result.placings().stream()
                .filter(p -> p.colour() == colour)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void placesFollowTheOrderPlayersWentOutAndTheLastStandingWins() {
        t.started();
        t.run("ann", "move", "move:C3-C4");
        t.run("cy", "resign-confirm");
        t.run("bob", "resign-confirm");
        assertTrue(t.results.results("guild").isEmpty(), "nothing recorded while the game goes on");
        t.run("di", "resign-confirm");
        GameResult result = onlyResult();
        assertEquals(new Placing("ann", "ann", Colour.RED, 1, Exit.WON), of(result, Colour.RED));
        assertEquals(2, of(result, Colour.GREEN).place());
        assertEquals(3, of(result, Colour.BLUE).place());
        assertEquals(new Placing("cy", "cy", Colour.YELLOW, 4, Exit.RESIGNED), of(result, Colour.YELLOW));
    }

    @Test
    void aDrawPlacesEveryoneStillInFirstAndAnAbortedGameIsNoResult() {
        t.started();
        t.run("ann", "move", "move:C3-C4");
        t.run("di", "resign-confirm");
        for (String p : List.of("ann", "bob", "cy")) {
            t.run(p, "draw-confirm");
        }
        GameResult result = onlyResult();
        assertEquals(Exit.DRAWN, of(result, Colour.BLUE).exit());
        assertEquals(1, of(result, Colour.BLUE).place());
        assertEquals(new Placing("di", "di", Colour.GREEN, 4, Exit.RESIGNED), of(result, Colour.GREEN));
        t.run("ann", "new");
        t.run("ann", "abort-confirm");
        assertEquals(1, t.results.results("guild").size());
    }

    @Test
    void aPlayerResignedByHisClockCountsAsTimedOutNotResigned() {
        t.started("turn-time:1m", "timeout:resign");
        TurnTimer timer = t.games.timer(
                t.tables,
                t.clocks,
                new TimerOutput() {
                    @Override
                    public CompletionStage<Boolean> directMessage(
                            String userId, String text, List<Reply.Attachment> f) {
                        return CompletableFuture.completedFuture(true);
                    }
                },
                guild -> "S",
                t.clock,
                Runnable::run);
        timer.tick();
        t.clock.advance(Duration.ofMinutes(1));
        timer.tick(); // Ann times out
        t.run("bob", "move", "move:G3-F3");
        t.run("cy", "resign-confirm");
        t.run("di", "resign-confirm");
        GameResult result = onlyResult();
        assertEquals(Exit.TIMED_OUT, of(result, Colour.RED).exit());
        assertEquals(Exit.RESIGNED, of(result, Colour.YELLOW).exit());
        assertEquals(Exit.WON, of(result, Colour.BLUE).exit());
        assertTrue(
                text(t.run("ann", "stats"))
                        .contains("1 game: 0 won, 0 drawn, 0 lost on the board, 0 resigned, " + "1 timed out."),
                text(t.run("ann", "stats")));
    }

    @Test
    void aGameThatEndsBeforeItsFirstMoveCountsForNobody() {
        // Three quick resignations handed the fourth a win and a rating (found by the play-test)
        t.started();
        t.othersResign();
        assertTrue(t.table().game().position().isOver());
        assertEquals(List.of(), t.results.results("guild"));
        assertTrue(text(t.run("ann", "stats")).contains("You have not finished a game on this server yet"));
        // and the leaderboard does not say that no game has ended, when one has (found by the play-test)
        String board = text(t.run("ann", "leaderboard"));
        assertTrue(
                board.startsWith("No game has counted on this server yet (aborted games, and games that end"), board);
    }

    @Test
    void statsAndTheLeaderboardReadTheServersResults() {
        assertTrue(text(t.run("ann", "leaderboard")).contains("the leaderboard is empty"));
        assertEquals("You have not finished a game on this server yet.", text(t.run("ann", "stats")));
        t.annWins();
        List<Reply> stats = t.run("bob", "stats", "user:ann");
        assertEquals(
                "**ann** on this server: 1 game: 1 won, 0 drawn, 0 lost on the board, 0 resigned, 0 timed out.\n"
                        + "Rating **300?**, still provisional: a few more games, and /djambi leaderboard ranks it.\n"
                        + "Average place 1.0; favourite colour: Red.\n"
                        + "On every server together: rating **300?**.",
                text(stats));
        assertPicture(stats, StatsPictures.RATING_FILE);
        List<Reply> leaderboard = t.run("cy", "leaderboard");
        // After one game everyone is provisional: listed apart, with no place
        assertEquals("""
                **Djambi leaderboard** (Weng-Lin rating from the order players went out; a game counts once it has two rated players)
                **Provisional**, not ranked until a few more games make the rating surer:
                **ann** 300? (1 game)
                **di** 201? (1 game)
                **cy** 44? (1 game)
                **bob** -329? (1 game)""", text(leaderboard));
        assertPicture(leaderboard, StatsPictures.LEADERBOARD_FILE);
        assertTrue(text(t.run("ann", "stats", "user:zed")).startsWith("<@zed> has not finished a game"));
    }

    @Test
    void aPlayerIsRankedOnceHisRatingIsSureAndSeesHisOwnPlaceBelowTheTop() {
        // Thirteen games won by ann over three newcomers each time: her σ falls below the provisional mark
        for (int game = 0; game < 13; game++) {
            t.results.record(new GameResult(
                    100 + game,
                    "guild",
                    java.time.Instant.parse("2026-01-01T00:00:00Z").plusSeconds(game),
                    List.of(
                            new Placing("ann", "Ann", Colour.RED, 1, Exit.WON),
                            new Placing("x" + game + "a", "X", Colour.BLUE, 2, Exit.LOST),
                            new Placing("x" + game + "b", "Y", Colour.YELLOW, 3, Exit.LOST),
                            new Placing("x" + game + "c", "Z", Colour.GREEN, 4, Exit.LOST))));
        }
        String stats = text(t.run("ann", "stats"));
        assertTrue(stats.contains("\nRating **"), stats);
        assertTrue(stats.contains("**, #1 of 1 on /djambi leaderboard."), stats);
        String board = text(t.run("x0a", "leaderboard"));
        assertTrue(board.contains("\n1. **Ann** "), board);
        // Only five of the 39 provisional players are listed, and the reader below them
        long provisional = board.lines()
                .filter(l -> l.startsWith("**X**") || l.startsWith("**Y**") || l.startsWith("**Z**"))
                .count();
        assertEquals(StatsCommands.PROVISIONAL_SIZE + 1, provisional, board);
        // his own line apart from them, after a line of "…": it is not the sixth best
        List<String> lines = board.lines().toList();
        assertEquals("…", lines.get(lines.size() - 2), board);
    }

    @Test
    void playersOfTheSameRatingShareTheirPlaceInTheAnswersTextAndInStats() {
        LeaderboardTest.twins().forEach(t.results::record);
        String board = text(t.run("cy", "leaderboard"));
        assertTrue(board.contains("\n1. **Ann** ") && board.contains("\n1. **Bob** "), board);
        assertTrue(board.contains("\n3. **Cy** "), board);
        String stats = text(t.run("bob", "stats"));
        assertTrue(stats.contains("**, #1 of 3 on /djambi leaderboard."), stats);
    }

    /** A game on another server, that zed won and ann lost. */
    private void annLosesOnAnotherServer() {
        t.results.record(new GameResult(
                99,
                "elsewhere",
                java.time.Instant.parse("2099-01-01T00:00:00Z"),
                List.of(
                        new Placing("zed", "zed", Colour.RED, 1, Exit.WON),
                        new Placing("ann", "ann", Colour.BLUE, 2, Exit.LOST))));
    }

    @Test
    void statsGiveTheRatingOfEveryServersGamesTogether() {
        t.annWins();
        // ann also lost a game on another server
        annLosesOnAnotherServer();
        String ann = text(t.run("ann", "stats"));
        assertTrue(ann.contains("Rating **300?**"), ann);
        long global = Ratings.of(t.results.allResults()).of("ann").orElseThrow().shown();
        assertTrue(global < 300, "a lost game more: " + global);
        assertTrue(ann.endsWith("\nOn every server together: rating **" + global + "?**."), ann);
    }

    @Test
    void onAServerWhereHeHasNotPlayedAPlayerStillSeesHisRatingFromTheOthers() {
        annLosesOnAnotherServer();
        long global = Ratings.of(t.results.allResults()).of("ann").orElseThrow().shown();
        assertEquals(
                "You have not finished a game on this server yet.\nOn every server together: rating **" + global
                        + "?**.",
                text(t.run("ann", "stats")));
        assertEquals(
                "You have not finished a game on this server yet.",
                text(t.run("bob", "stats")),
                "no game anywhere: no rating line");
    }

    @Test
    void statsAreInTheReadersLanguageWordsAndPicture() {
        t.annWins();
        List<Reply> stats = t.runSpeaking(java.util.Locale.FRENCH, "ann", "stats");
        assertTrue(text(stats).contains("\nPlace moyenne 1,0\u00a0; couleur préférée\u00a0: Rouge."), text(stats));
        assertPicture(stats, StatsPictures.RATING_FILE);
    }

    @Test
    void aGameThatCountedForNobodyIsInTheRecordAndSaidToBeUnrated() {
        // ann resigned, and the two AIs left drew: the game counts for no rating
        t.results.record(new GameResult(
                7,
                "guild",
                java.time.Instant.parse("2026-01-01T00:00:00Z"),
                List.of(
                        new Placing("ai:R:hard", "AI Red (hard)", Colour.RED, 1, Exit.DRAWN),
                        new Placing("ai:B:easy", "AI Blue (easy)", Colour.BLUE, 1, Exit.DRAWN),
                        new Placing("ann", "ann", Colour.YELLOW, 3, Exit.RESIGNED))));
        List<Reply> stats = t.run("ann", "stats");
        assertEquals(
                "**ann** on this server: 1 game: 0 won, 0 drawn, 0 lost on the board, 1 resigned, 0 timed out.\n"
                        + "This game counts for no rating: a draw among AIs only, or a game with a single rated player.\n"
                        + "Average place 3.0; favourite colour: Yellow.",
                text(stats));
        assertTrue(((Reply.Private) stats.getFirst()).files().isEmpty(), "no rating, no chart");
        // A rated game later: two games in his record, one in his rating
        t.annWins();
        String after = text(t.run("ann", "stats"));
        assertTrue(after.startsWith("**ann** on this server: 2 games: 1 won"), after);
        assertTrue(after.contains("\nThis game counts for no rating"), after);
    }

    /** The answer carries the picture: a PNG, with its numbers as text beside it. */
    private static void assertPicture(List<Reply> replies, String file) {
        Reply.Private answer = (Reply.Private) replies.getFirst();
        assertEquals(1, answer.files().size());
        Reply.Attachment picture = answer.files().getFirst();
        assertEquals(file, picture.fileName());
        assertTrue(picture.bytes().length > 1000);
        assertEquals((byte) 0x89, picture.bytes()[0]);
        assertEquals('P', picture.bytes()[1]);
    }

    @Test
    void theLastPostListsEachPlayersRatingChange() {
        t.annWins();
        String last = t.games.channelPosts().getLast().text();
        // The library's numbers for a first 4-player game among newcomers: 300, 201, 44, -329
        assertTrue(
                last.contains("**Ratings** (\"?\" while provisional):\nann 0? → 300? (+300)\ndi 0? → 201? (+201)\n"
                        + "cy 0? → 44? (+44)\nbob 0? → -329? (-329)"),
                last);
    }

    @Test
    void theRatingChangesAreInTheGamesLanguage() {
        t.annWins("language:fr");
        String last = t.games.channelPosts().getLast().text();
        assertTrue(
                last.contains(
                        "**Cotes** («\u00a0?\u00a0» tant qu'elles sont provisoires)\u00a0:\nann 0? → 300? (+300)"),
                last);
        assertTrue(last.contains("\nbob 0? → -329? (-329)"), last);
    }
}

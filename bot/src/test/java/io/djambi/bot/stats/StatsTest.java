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
    void statsAndTheLeaderboardReadTheServersResults() {
        assertTrue(text(t.run("ann", "leaderboard")).contains("the leaderboard is empty"));
        assertEquals("You have not finished a game on this server yet.", text(t.run("ann", "stats")));
        t.started();
        t.run("bob", "resign-confirm");
        t.run("cy", "resign-confirm");
        t.run("di", "resign-confirm");
        String ann = text(t.run("bob", "stats", "user:ann"));
        assertTrue(
                ann.startsWith("**ann** on this server: 1 game: 1 won, 0 drawn, 0 lost on the board, 0 resigned"), ann);
        assertTrue(ann.contains("Rating **300?**, #1 of 4"), ann);
        String board = text(t.run("cy", "leaderboard"));
        assertTrue(
                board.contains(
                        "1. **ann** 300? (1 game)\n2. **di** 201? (1 game)\n3. **cy** 44? (1 game)\n4. **bob** -329? (1 game)"),
                board);
        assertTrue(text(t.run("ann", "stats", "user:zed")).startsWith("<@zed> has not finished a game"));
    }

    @Test
    void theLastPostListsEachPlayersRatingChange() {
        t.started();
        t.run("bob", "resign-confirm");
        t.run("cy", "resign-confirm");
        t.run("di", "resign-confirm");
        String last = t.games.channelPosts().getLast().text();
        // The library's numbers for a first 4-player game among newcomers: 300, 201, 44, -329
        assertTrue(
                last.contains("**Ratings** (\"?\" while provisional):\nann 0? → 300? (+300)\ndi 0? → 201? (+201)\n"
                        + "cy 0? → 44? (+44)\nbob 0? → -329? (-329)"),
                last);
    }

    @Test
    void theRatingChangesAreInTheGamesLanguage() {
        t.started("language:fr");
        t.run("bob", "resign-confirm");
        t.run("cy", "resign-confirm");
        t.run("di", "resign-confirm");
        String last = t.games.channelPosts().getLast().text();
        assertTrue(
                last.contains(
                        "**Classements** («\u00a0?\u00a0» tant qu'ils sont provisoires)\u00a0:\nann 0? → 300? (+300)"),
                last);
        assertTrue(last.contains("\nbob 0? → -329? (-329)"), last);
    }
}

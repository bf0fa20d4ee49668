package io.djambi.bot.outbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.LiveGame;
import io.djambi.bot.LiveGame.Keeping;
import io.djambi.bot.LiveGame.Played;
import io.djambi.bot.fakediscord.Faults;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.RestCall;
import io.djambi.bot.press.TestClock;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The real bot against a Discord that fails its posts: server errors, a rate limit, an outage, answers lost. Each
 * board is posted once, in the order of the moves, pinging the player to move; the relay's retry, its per-channel
 * order and its nonce are each what one of these tests needs. The figures (attempts, waits) are printed.
 */
class FailingDiscordTest {
    private static final Duration WAIT = LiveGame.WAIT;

    @TempDir
    Path dir;

    private LiveGame game;
    /** When the test last moved the bot's clock past a back-off and woke the relay. */
    private Instant woken;

    @AfterEach
    void stop() {
        if (game != null) {
            game.close();
        }
    }

    private LiveGame start(Keeping keeping, Clock clock) throws Exception {
        game = LiveGame.start(keeping, dir, clock);
        game.startGame("none");
        return game;
    }

    /** The bot's attempts at a message in the game's channel so far. */
    private List<RestCall> posts() {
        return game.faults().calls("POST", game.channelMessages());
    }

    private List<RestCall> awaitPosts(int count) {
        return game.faults().awaitCalls("POST", game.channelMessages(), count, WAIT);
    }

    /** The bot's calls on the game's channel's messages: its sends, and its looks at the channel's history. */
    private int channelCalls() {
        return posts().size()
                + game.faults().calls("GET", game.channelMessages()).size();
    }

    /**
     * Once the relay has put off its {@code putOff}-th failed attempt, moves the bot's clock past that attempt's
     * back-off and wakes the relay; returns how far the clock moved. The relay logs a put-off just before it reads
     * the clock for it: should the clock have moved in between, the post is not due yet, and the clock moves on by
     * that back-off again until the relay calls Discord.
     */
    private Duration pastBackOff(TestClock clock, int putOff) throws InterruptedException {
        game.awaitPutOff(putOff);
        int calls = channelCalls();
        Duration wait = OutboxRelay.retryAfter(putOff);
        Duration moved = Duration.ZERO;
        long deadline = System.nanoTime() + WAIT.toNanos();
        Thread.sleep(50);
        while (channelCalls() == calls) {
            assertTrue(System.nanoTime() < deadline, "the relay never tried again after put-off " + putOff);
            clock.advance(wait);
            moved = moved.plus(wait);
            woken = Instant.now();
            game.ringRelay();
            long until = System.nanoTime() + Duration.ofSeconds(1).toNanos();
            while (channelCalls() == calls && System.nanoTime() < until) {
                Thread.sleep(20);
            }
        }
        return moved;
    }

    /** Each board after the first tells its move and pings the player to move next, and no later move. */
    private static void assertInMoveOrder(List<Posted> boards, List<Played> played) {
        assertEquals(played.size() + 1, boards.size(), "the start's board and one a move: " + boards);
        for (int i = 0; i < played.size(); i++) {
            Posted board = boards.get(i + 1);
            Played move = played.get(i);
            assertTrue(board.content().contains(move.move()), "board " + (i + 1) + " tells " + move + ": " + board);
            assertEquals(List.of(move.next().id()), board.pinged(), "board " + (i + 1) + " pings " + move.next());
            for (Played later : played.subList(i + 1, played.size())) {
                assertFalse(board.content().contains(later.move()), "board " + (i + 1) + " before " + later);
            }
        }
    }

    private static void report(String what, Object... args) {
        System.out.printf("[figures] " + what + "%n", args);
    }

    @Test
    void aBoardAnswered500ThreeTimesThenRateLimitedIsPostedOnceInOrderAndPingsTheNextPlayer() throws Exception {
        // GIVEN a game under way, the bot on the system's clock as it runs
        start(Keeping.PROCESS_ON_SQLITE, Clock.systemUTC());
        Faults faults = game.faults();
        int before = posts().size();
        // AND Discord answers the next message in its channel 500 three times, then 429 with retry_after 0.3 s
        faults.failNext("POST", game.channelMessages(), 500, 3);
        faults.rateLimitNext("POST", game.channelMessages(), 0.3);

        // WHEN ann moves, and bob then cy move while her board is failing
        Instant moved = Instant.now();
        Played first = game.move();
        awaitPosts(before + 1);
        Played second = game.move();
        awaitPosts(before + 2);
        Played third = game.move();

        // THEN each board comes once, in the order of the moves, each pinging the player to move after it
        List<Posted> boards = game.awaitBoards(4);
        List<RestCall> calls = awaitPosts(before + 7);
        assertEquals(
                List.of(500, 500, 500, 429, 200, 200, 200),
                calls.subList(before, calls.size()).stream()
                        .map(RestCall::status)
                        .toList(),
                "three failures, the rate limit, then ann's board (JDA's own retry), bob's and cy's");
        assertInMoveOrder(game.boards(), List.of(first, second, third));
        assertEquals(4, boards.size());
        game.assertNothingPostedTwice();

        RestCall limited = calls.get(before + 3);
        RestCall made = calls.get(before + 4);
        report(
                "500 x3 then 429 (retry_after 0.3 s): ann's board posted %d ms after her move, %d ms after the 429"
                        + " (4 attempts by the relay, the last one waiting out the 429 in JDA: 5 requests)",
                Duration.between(moved, made.at()).toMillis(),
                Duration.between(limited.at(), made.at()).toMillis());
    }

    @ParameterizedTest
    @EnumSource(Keeping.class)
    void aLaterBoardWaitsBehindAnEarlierOneOfItsChannelThatDiscordFailed(Keeping keeping) throws Exception {
        // GIVEN a game under way, the bot's clock standing still
        TestClock clock = new TestClock(Instant.now());
        start(keeping, clock);
        int before = posts().size();
        // AND Discord fails the next message in its channel once
        game.faults().failNext("POST", game.channelMessages(), 500, 1);
        // WHEN ann moves, her board fails, and bob moves while hers waits out its back-off
        Played first = game.move();
        awaitPosts(before + 1);
        Played second = game.move();
        // THEN bob's board, though Discord would take it, is not posted before hers
        game.awaitPutOff(1);
        Thread.sleep(1500);
        assertEquals(1, game.boards().size(), "bob's board waits behind ann's: " + game.boards());
        // WHEN her back-off is over, THEN both are posted, hers first
        pastBackOff(clock, 1);
        game.awaitBoards(3);
        assertInMoveOrder(game.boards(), List.of(first, second));
        game.assertNothingPostedTwice();
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aBoardDiscordMadeButWhoseAnswerWasLostIsOneMessage(boolean connectionDropped) throws Exception {
        // GIVEN a game under way
        TestClock clock = new TestClock(Instant.now());
        start(Keeping.PROCESS_ON_SQLITE, clock);
        int before = posts().size();
        // AND Discord makes the next message in its channel, then answers 500 or drops the connection
        if (connectionDropped) {
            game.faults().dropAfterServingNext("POST", game.channelMessages());
        } else {
            game.faults().failAfterServingNext("POST", game.channelMessages());
        }
        // WHEN ann moves, and bob after her
        Played first = game.move();
        Played second = game.move();
        // AND her board is tried again: by the HTTP client at once when the connection dropped (it sends a request
        // again on a new connection when it can), by the relay after its back-off when it got the 500
        int retried = 0;
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (game.boards().size() < 3) {
            assertTrue(System.nanoTime() < deadline, "the boards never came: " + game.boards());
            if (game.putOffs() > retried) {
                pastBackOff(clock, ++retried);
            }
            Thread.sleep(20);
        }
        // THEN her board is one message, and his follows it
        assertInMoveOrder(game.boards(), List.of(first, second));
        game.assertNothingPostedTwice();
        report(
                "answer lost (%s): %d requests for 2 boards, %d put off by the relay, history looked at %d times",
                connectionDropped ? "connection dropped" : "500 after making it",
                posts().size() - before,
                game.putOffs(),
                game.faults().calls("GET", game.channelMessages()).size());
    }

    @Test
    void aBoardRateLimitedForLongerThanTheRelayWaitsIsOneMessageThoughTheRelaySendsItAgain() throws Exception {
        // GIVEN a game under way
        TestClock clock = new TestClock(Instant.now());
        start(Keeping.PROCESS_ON_SQLITE, clock);
        int before = posts().size();
        // AND Discord rate limits the next message in its channel for 18 s: JDA waits it out before sending again
        game.faults().rateLimitNext("POST", game.channelMessages(), 18);
        // WHEN ann moves
        Instant moved = Instant.now();
        Played first = game.move();
        // AND the relay gives up on the attempt (15 s) and tries again after its back-off, JDA still waiting: the
        // post is younger than Discord's memory of its nonce, so it is sent again under the same nonce at once
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (game.putOffs() == 0) {
            assertTrue(System.nanoTime() < deadline, "the relay never gave up on its first attempt");
            Thread.sleep(100);
        }
        clock.advance(Duration.ofSeconds(2));
        game.ringRelay();
        assertEquals(1, game.boards().size(), "nothing posted yet: Discord still limits the channel");
        // THEN once the limit is over both sends reach Discord, and they make one message
        List<RestCall> calls = awaitPosts(before + 3);
        assertEquals(
                List.of(429, 200, 200),
                calls.subList(before, calls.size()).stream()
                        .map(RestCall::status)
                        .toList());
        assertEquals(2, game.boards().size(), "ann's board, sent twice, is one message: " + game.boards());
        Played second = game.move();
        game.awaitBoards(3);
        assertInMoveOrder(game.boards(), List.of(first, second));
        game.assertNothingPostedTwice();
        report(
                "429 with retry_after 18 s: the relay gave up after 15 s and sent again; one message, %d ms after"
                        + " the move",
                Duration.between(moved, calls.get(before + 1).at()).toMillis());
    }

    @Test
    void aChannelFailingForHalfAnHourGetsEveryBoardInOrderSoonAfterDiscordIsBack() throws Exception {
        // GIVEN a game under way, the bot's clock moved by the test
        TestClock clock = new TestClock(Instant.now());
        start(Keeping.PROCESS_ON_SQLITE, clock);
        int before = posts().size();
        // AND Discord fails every message in the channel for half an hour of the bot's time: as many attempts as
        // the back-off makes in that time
        int failures = 0;
        Duration outage = Duration.ZERO;
        while (outage.compareTo(Duration.ofMinutes(30)) < 0) {
            failures++;
            outage = outage.plus(OutboxRelay.retryAfter(failures));
        }
        game.faults().failNext("POST", game.channelMessages(), 500, failures);
        // WHEN three moves are made, the later two while the first board fails
        Played first = game.move();
        awaitPosts(before + 1);
        Played second = game.move();
        Played third = game.move();
        // AND the relay tries again after each back-off
        Duration failing = Duration.ZERO;
        for (int attempt = 1; attempt < failures; attempt++) {
            failing = failing.plus(pastBackOff(clock, attempt));
            assertEquals(1, game.boards().size(), "nothing posted during the outage");
        }
        // WHEN Discord is back at the last back-off's end
        failing = failing.plus(pastBackOff(clock, failures));
        Instant back = woken;
        // THEN once Discord takes posts again, the three boards come, in order, once each
        game.awaitBoards(4);
        List<RestCall> calls = awaitPosts(before + failures + 3);
        assertInMoveOrder(game.boards(), List.of(first, second, third));
        game.assertNothingPostedTwice();
        RestCall made = calls.get(before + failures);
        assertTrue(made.succeeded());
        report(
                "outage: %d failed attempts over %d s of the bot's time (back-offs 1 s doubling to 120 s: %d s);"
                        + " the first board %d ms after the relay was woken past the last back-off, all three in %d ms",
                failures,
                failing.toSeconds(),
                outage.toSeconds(),
                Duration.between(back, made.at()).toMillis(),
                Duration.between(back, calls.getLast().at()).toMillis());
    }
}

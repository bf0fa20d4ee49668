package io.djambi.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.LiveGame.Keeping;
import io.djambi.bot.LiveGame.Played;
import io.djambi.bot.fakediscord.Faults;
import io.djambi.bot.fakediscord.HeldAnswer;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.User;
import io.djambi.bot.press.TestClock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Discord's gateway dropping the bot (the process over SQLite, its turn timer ticking every second) while a command
 * is being handled and while a turn's reminder and then its timeout fall due: the gateway resumes the session, or
 * invalidates it and the bot identifies anew with its cache emptied. The command acknowledged before the gap is
 * answered once and its board posted once; the reminder and the timeout due during the gap happen once, after it.
 */
class GatewayGapTest {
    private static final Duration WAIT = LiveGame.WAIT;
    /** Two of the turn timer's ticks, and a little: what the timer would have done in a gap, it has done by then. */
    private static final Duration TICKS = Duration.ofMillis(2500);
    /** Discord's route for the acknowledgement (and any first answer) of an interaction. */
    private static final String CALLBACK = "interactions/{id}/{token}/callback";

    /** How the gateway lets the bot back in after the gap. */
    enum Gap {
        /** The connection drops (close 4000) and the session is resumed, with what it missed. */
        RESUMED,
        /** The session is invalidated (op 9, d: false): the bot identifies anew, its servers sent again. */
        NEW_SESSION
    }

    @TempDir
    Path dir;

    private final TestClock clock = new TestClock(Instant.now());
    private LiveGame game;

    @AfterEach
    void stop() {
        if (game != null) {
            game.close();
        }
    }

    /** The gateway cuts the bot off and keeps it out; returns once the bot has seen it. */
    private void cut(Gap gap) {
        Faults faults = game.faults();
        faults.closeGateway();
        switch (gap) {
            case RESUMED -> {
                faults.dropGateway(0);
                faults.awaitBotAtTheGate(WAIT); // back, and held before its HELLO
            }
            case NEW_SESSION -> faults.awaitSessionsInvalidated(0, WAIT); // it read op 9 and let its session go
        }
        game.discord.awaitConnectedShards(List.of(), WAIT);
    }

    /** The gateway takes the bot back; returns once its shard is connected again. */
    private void reconnect() {
        game.faults().openGateway();
        game.discord.awaitConnectedShards(List.of(0), WAIT);
    }

    private List<Posted> reminders(User user) {
        return game.discord.dms(user).stream()
                .filter(m -> m.text().contains("Your move"))
                .toList();
    }

    private List<Posted> timeouts() {
        return game.discord.messages(game.guild.general()).stream()
                .filter(m -> !m.ephemeral() && m.text().contains("ran out of time"))
                .toList();
    }

    /**
     * Waits until the channel has {@code count} boards while the bot's time goes on (a second each tenth of one):
     * a post put off during the gap is tried again after its back-off, by the bot's clock.
     */
    private List<Posted> awaitBoardsAsTimePasses(int count) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (game.boards().size() < count) {
            assertTrue(System.nanoTime() < deadline, count + " boards never came: " + game.boards());
            clock.advance(Duration.ofSeconds(1));
            game.ringRelay();
            Thread.sleep(100);
        }
        return game.boards();
    }

    @ParameterizedTest
    @EnumSource(Gap.class)
    void aGatewayGapLosesNoAcknowledgedMoveAndTheTimersDueInItRunOnceAfterIt(Gap gap) throws Exception {
        // GIVEN a game with an hour a move, ann to move
        game = LiveGame.start(Keeping.PROCESS_ON_SQLITE, dir, clock);
        game.startGame("1h");
        // AND her /move acknowledged by Discord, the answer to the bot's acknowledgement held back
        HeldAnswer acknowledged = game.faults().holdAnswerNext("POST", CALLBACK);
        Played first = game.sendMove();
        acknowledged.awaitArrived(WAIT);

        // WHEN the gateway cuts the bot off and keeps it out, while her move is being handled
        cut(gap);
        acknowledged.release();
        // THEN she is answered all the same: answers and posts go over REST, not the gateway
        Posted answer = game.lastMove().awaitReply(WAIT);
        assertTrue(answer.text().contains(first.move()), answer.text());
        // WHEN half of bob's hour passes during the gap
        clock.advance(Duration.ofMinutes(31));
        Thread.sleep(TICKS.toMillis());
        // THEN he is not reminded while the bot is cut off (the timer waits for the gateway)
        assertEquals(List.of(), reminders(game.bob), "reminded during the gap");
        // WHEN the gateway takes the bot back
        reconnect();
        // THEN ann's board is posted once, pinging bob, and bob is reminded once
        List<Posted> boards = awaitBoardsAsTimePasses(2);
        assertTrue(boards.get(1).content().contains(first.move()), boards.get(1).content());
        assertEquals(List.of(game.bob.id()), boards.get(1).pinged());
        game.discord.awaitMessages(
                game.discord.dmChannel(game.bob), m -> m.text().contains("Your move"), 1, WAIT);

        // WHEN a second gap covers the end of bob's hour
        cut(gap);
        int version = game.table().version();
        clock.advance(Duration.ofMinutes(30));
        Thread.sleep(TICKS.toMillis());
        // THEN his time is not up while the bot is cut off
        assertEquals(version, game.table().version(), "timed out during the gap");
        assertEquals(List.of(), timeouts());
        // WHEN the gateway takes the bot back, THEN his timeout comes once, after the gap
        reconnect();
        game.discord.awaitMessages(game.guild.general(), m -> m.text().contains("ran out of time"), 1, WAIT);

        // AND nothing was said twice: ann's answer (no follow-up), one reminder, one timeout, each post once
        Thread.sleep(TICKS.toMillis());
        assertEquals(List.of(), game.lastMove().followups());
        assertEquals(1, reminders(game.bob).size(), "reminders: " + game.discord.dms(game.bob));
        assertEquals(1, timeouts().size());
        game.assertNothingPostedTwice();
    }
}

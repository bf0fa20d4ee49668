package io.djambi.bot.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.LiveGame;
import io.djambi.bot.LiveGame.Keeping;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.User;
import io.djambi.bot.press.TestClock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A "substitute wanted" line and an offer of a seat on the fake Discord, the real bot answering, when the game ends
 * without their seats changing hands: aborted, or over (here drawn). Each is struck through with why, its buttons gone,
 * through the outbox like the draw offers; they kept Take the seat, or Accept the seat and Decline, which only answered
 * that the offer was no longer open (found by the play-test, game 11).
 */
class SeatPostsAtTheEndOnDiscordTest {
    private static final Duration WAIT = LiveGame.WAIT;

    @TempDir
    Path dir;

    private LiveGame game;

    @AfterEach
    void stop() {
        if (game != null) {
            game.close();
        }
    }

    private String channel() {
        return game.guild.general();
    }

    /** The bot's first public message in the game's channel that contains {@code words}. */
    private Posted awaitLine(String words) {
        return game.discord
                .awaitMessages(channel(), m -> !m.ephemeral() && m.content().contains(words), 1, WAIT)
                .getFirst();
    }

    /**
     * A game for three in play: Bob looks for a substitute for Blue, Cy offers Yellow to Eve. Returns the two lines,
     * each with its buttons.
     */
    private List<Posted> seatsAskedAndOffered() {
        game.startGame("none");
        User eve = game.discord.addUser("eve");
        game.discord
                .slash(game.bob, channel(), "replace", Map.of("seat", "blue"))
                .awaitReply(WAIT);
        game.discord
                .slash(game.cy, channel(), "replace", Map.of("seat", "yellow", "with", eve))
                .awaitReply(WAIT);
        Posted wanted = awaitLine("looks for a substitute");
        Posted offered = awaitLine("offers the Yellow seat");
        assertTrue(wanted.customIds().stream().anyMatch(id -> id.startsWith("djambi:wanted:")), wanted.toString());
        assertTrue(offered.customIds().stream().anyMatch(id -> id.startsWith("djambi:hand:")), offered.toString());
        return List.of(wanted, offered);
    }

    /** {@code who} types {@code command} and presses Confirm under the question he alone sees. */
    private void confirmed(User who, String command) {
        Posted question = game.discord.slash(who, channel(), command).awaitReply(WAIT);
        String confirm = question.customIds().stream()
                .filter(id -> id.startsWith("djambi:confirm:"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no Confirm under " + question));
        game.discord.press(who, question, confirm).awaitCallback(WAIT);
    }

    private void assertStruck(Posted line, String why) {
        Posted struck = game.discord.awaitEdit(line, WAIT);
        assertEquals("~~" + line.content() + "~~\n" + why, struck.content());
        assertEquals(List.of(), struck.customIds());
    }

    @Test
    void anAbortStrikesTheSubstituteWantedLineAndTheOfferOfASeat() throws Exception {
        game = LiveGame.start(Keeping.IN_MEMORY, dir, new TestClock(Instant.now()));
        List<Posted> lines = seatsAskedAndOffered();
        confirmed(game.ann, "djambi abort");
        for (Posted line : lines) {
            assertStruck(line, "✖ Ended: ann aborted the game.");
        }
        game.assertNothingPostedTwice();
    }

    @Test
    void aGameOverStrikesTheSubstituteWantedLineAndTheOfferOfASeat() throws Exception {
        game = LiveGame.start(Keeping.IN_MEMORY, dir, new TestClock(Instant.now()));
        List<Posted> lines = seatsAskedAndOffered();
        for (User player : List.of(game.ann, game.bob, game.cy)) {
            confirmed(player, "djambi draw");
        }
        awaitLine("Every active player agreed to a draw");
        for (Posted line : lines) {
            assertStruck(line, "✖ Closed: the game is over.");
        }
        game.assertNothingPostedTwice();
    }

    @Test
    void anAbortAfterARestartStrikesTheLinesAnEarlierProcessPosted() throws Exception {
        game = LiveGame.start(Keeping.PROCESS_ON_SQLITE, dir, new TestClock(Instant.now()));
        List<Posted> lines = seatsAskedAndOffered();
        game.restart();
        confirmed(game.ann, "djambi abort");
        for (Posted line : lines) {
            assertStruck(line, "✖ Ended: ann aborted the game.");
        }
        game.assertNothingPostedTwice();
    }
}

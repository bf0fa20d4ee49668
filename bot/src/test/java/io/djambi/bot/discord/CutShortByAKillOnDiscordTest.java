package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.djambi.bot.LiveGame;
import io.djambi.bot.LiveGame.Keeping;
import io.djambi.bot.command.OwedAnswers.Owed;
import io.djambi.bot.fakediscord.Exchange;
import io.djambi.bot.fakediscord.HeldAnswer;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.RestCall;
import io.djambi.bot.fakediscord.User;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.text.Catalogue;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * The real bot over SQLite on the fake Discord, killed between a command's acknowledgement and its answer: the next
 * start edits the player's "thinking…" reply, in his language, to say a restart cut it short, while Discord's token
 * still works; a token too old is left alone; a command answered leaves nothing behind; a token Discord no longer
 * knows is the normal end of the word, not a warning.
 */
class CutShortByAKillOnDiscordTest {
    private static final Duration WAIT = LiveGame.WAIT;
    /** The route that fills (edits) an interaction's own reply, by its token. */
    private static final String ORIGINAL = "webhooks/{app}/{token}/messages/@original";

    @TempDir
    Path dir;

    /** The bot's time, moved on by the test; it starts now, as JDA reads an interaction's age against the real time. */
    private final TestClock clock = new TestClock(Instant.now());

    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    private final Logger log = (Logger) LoggerFactory.getLogger(Acknowledgements.class);
    private final Level level = log.getLevel();
    private LiveGame game;
    /** Let go once the test is over: the game's lock a test holds, so that a command never finishes. */
    private final CountDownLatch lockHeld = new CountDownLatch(1);

    @BeforeEach
    void startTheGame() throws Exception {
        logs.start();
        log.addAppender(logs);
        log.setLevel(Level.DEBUG);
        game = LiveGame.start(Keeping.PROCESS_ON_SQLITE, dir, clock);
        game.startGame("none");
    }

    @AfterEach
    void stop() {
        if (game != null) {
            game.close();
        }
        lockHeld.countDown();
        log.detachAppender(logs);
        log.setLevel(level);
    }

    /** What the bot's database holds as owed now. */
    private List<Owed> owed() {
        return game.database().owedAnswers().left();
    }

    private void awaitNothingOwed() throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!owed().isEmpty()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("still owed after " + WAIT.toSeconds() + " s: " + owed());
            }
            Thread.sleep(20);
        }
    }

    /**
     * The player to move, who reads French, plays a move that never finishes: the test holds the game's lock, so the
     * command waits on its worker after its acknowledgement, and the process is killed then (the worker stays blocked
     * until the test lets the lock go, after the new process is checked; its database closed and its Discord client
     * shut by then, it changes nothing). Returns his move's exchange, noted as owed.
     */
    private Exchange frenchMoveCutShortByAKill() throws Exception {
        User mover = game.toMove();
        game.discord.setLocale(mover, "fr");
        // The commands before are forgotten once answered, on a worker, a moment after their answer has come
        awaitNothingOwed();
        holdTheLockOf(game.table().channelId());
        game.sendMove();
        Exchange move = game.lastMove();
        List<Owed> owed = awaitOwed(1);
        assertEquals(move.id(), owed.getFirst().interactionId());
        assertEquals(Locale.FRENCH, owed.getFirst().language());
        assertTrue(owed.getFirst().ownReply(), "a slash command's deferred reply is its own");
        assertEquals(Optional.empty(), move.reply(), "still thinking");
        return move;
    }

    /** Holds the lock of the game in {@code channel} until the test is over: a change to it waits. */
    private void holdTheLockOf(String channel) throws InterruptedException {
        CountDownLatch held = new CountDownLatch(1);
        GameLocks locks = game.process().bot().locks();
        Thread.ofPlatform()
                .daemon()
                .start(() -> locks.inGame(channel, () -> {
                    held.countDown();
                    try {
                        lockHeld.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }));
        held.await();
    }

    private List<Owed> awaitOwed(int count) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (owed().size() < count) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not owed after " + WAIT.toSeconds() + " s: " + owed());
            }
            Thread.sleep(20);
        }
        return owed();
    }

    @Test
    void aCommandCutShortByAKillIsToldSoInThePlayersLanguageAtTheNextStart() throws Exception {
        // GIVEN a French player's move acknowledged ("thinking…"), the process killed before it was played
        Exchange move = frenchMoveCutShortByAKill();
        // WHEN a new process starts on the same database
        game.restart();
        // THEN his reply is filled with the line, in French, through the token alone, and the row is gone
        Posted reply = move.awaitReply(WAIT);
        assertEquals(Catalogue.english().forLocale(Locale.FRENCH).get(Acknowledgements.INTERRUPTED), reply.content());
        assertTrue(reply.ephemeral());
        awaitNothingOwed();
        // AND what it says holds: the move did not go through (its board is not there), and played again it does
        assertEquals(1, game.boards().size());
        game.move();
        game.awaitBoards(2);
        game.assertNothingPostedTwice();
    }

    @Test
    void aButtonCutShortByAKillIsToldSoInAPrivateFollowUpAndItsMessageLeftAsItIs() throws Exception {
        // GIVEN a lobby in another channel, and a German player's Join pressed on its card (acknowledged by a deferred
        // update of the shared card), the process killed before it was done
        String second = game.discord.addChannel(game.guild, "second");
        game.discord.slash(game.bob, second, "djambi new", Map.of("players", 3)).awaitReply(WAIT);
        Posted card = game.discord
                .awaitMessages(second, m -> m.customIds().contains("djambi:join"), 1, WAIT)
                .getFirst();
        game.discord.setLocale(game.cy, "de");
        // bob's /djambi new is forgotten a moment after its answer came (found by a clean-clone CI: still owed here)
        awaitNothingOwed();
        holdTheLockOf(second);
        Exchange join = game.discord.press(game.cy, card, "djambi:join");
        Owed owed = awaitOwed(1).getFirst();
        assertEquals(join.id(), owed.interactionId());
        assertFalse(owed.ownReply(), "a deferred update of the card");
        // WHEN a new process starts on the same database
        game.restart();
        // THEN he alone is told, in German, by a follow-up; the card is as it was
        Posted told = join.awaitFollowups(1, WAIT).getFirst();
        assertEquals(Catalogue.english().forLocale(Locale.GERMAN).get(Acknowledgements.INTERRUPTED), told.content());
        assertTrue(told.ephemeral());
        awaitNothingOwed();
        assertEquals(card.content(), game.discord.message(card.id()).content());
    }

    @Test
    void aRowOlderThanTheTokensLifeIsDroppedWithoutACall() throws Exception {
        // GIVEN a move cut short by a kill, and the bot down for 15 minutes: Discord's token has expired
        Exchange cut = frenchMoveCutShortByAKill();
        clock.advance(Duration.ofMinutes(15));
        // WHEN a new process starts
        game.restart();
        // THEN the row is gone at once, dropped without a word sent
        assertEquals(List.of(), owed());
        assertTrue(
                logs.list.stream().anyMatch(l -> l.getFormattedMessage()
                        .equals("1 interactions left unanswered by the last stop: 0 being told they were"
                                + " cut short, 1 too old to tell")),
                logs.list.toString());
        // AND once a later move has been answered, the old reply is still as the kill left it
        game.move();
        assertEquals(Optional.empty(), cut.reply());
    }

    @Test
    void aCommandAnsweredLeavesNoRowBehind() throws Exception {
        // GIVEN a move whose answer Discord has taken and not yet confirmed: the interaction is owed meanwhile
        awaitNothingOwed(); // the commands before, forgotten a moment after their answers came
        HeldAnswer held = game.faults().holdAnswerNext("PATCH", ORIGINAL);
        game.sendMove();
        held.awaitArrived(WAIT);
        assertEquals(
                List.of(game.lastMove().id()),
                owed().stream().map(Owed::interactionId).toList());
        // WHEN Discord confirms it
        held.release();
        game.lastMove().awaitReply(WAIT);
        // THEN nothing is owed any more
        awaitNothingOwed();
    }

    @Test
    void anAnswerThatWentOutIsNotWrittenOverWhenItsRowWasKeptByAFailedForget() throws Exception {
        // GIVEN a move answered, whose row stayed behind (forgetting it met the database away): noted as it was
        awaitNothingOwed();
        HeldAnswer held = game.faults().holdAnswerNext("PATCH", ORIGINAL);
        game.sendMove();
        held.awaitArrived(WAIT);
        Owed kept = owed().getFirst();
        held.release();
        Posted answer = game.lastMove().awaitReply(WAIT);
        awaitNothingOwed();
        game.database().owedAnswers().owe(kept);
        int edits = game.faults().calls("PATCH", ORIGINAL).size();
        // WHEN a new process starts
        game.restart();
        // THEN it sees the reply is no longer "thinking…", forgets the row, and leaves the answer as it is
        awaitNothingOwed();
        assertTrue(
                logs.list.stream().anyMatch(l -> l.getFormattedMessage()
                        .equals("Interaction " + kept.interactionId()
                                + " was answered before the stop: left as it is")),
                logs.list.toString());
        assertEquals(edits, game.faults().calls("PATCH", ORIGINAL).size());
        assertEquals(answer.content(), game.discord.message(answer.id()).content());
    }

    @Test
    void aReplyDiscordFailsToShowIsToldAllTheSame() throws Exception {
        // GIVEN a French player's move cut short by a kill, and Discord failing every read of his reply at the start
        Exchange move = frenchMoveCutShortByAKill();
        game.faults().failNext("GET", ORIGINAL, 500, 20);
        // WHEN a new process starts
        game.restart();
        // THEN, not knowing whether it was answered, the start tells him (a reply still "thinking…" is the likely case)
        Posted reply = move.awaitReply(WAIT);
        assertEquals(Catalogue.english().forLocale(Locale.FRENCH).get(Acknowledgements.INTERRUPTED), reply.content());
        awaitNothingOwed();
    }

    @Test
    void aTokenDiscordNoLongerKnowsIsToleratedAndItsRowIsGone() throws Exception {
        // GIVEN a move cut short by a kill, and Discord that no longer knows its token when the next start tries it
        frenchMoveCutShortByAKill();
        game.faults().notFoundNext("PATCH", ORIGINAL, 10015, "Unknown Webhook");
        // WHEN a new process starts
        int answered = game.faults().calls("PATCH", ORIGINAL).size(); // the answers before
        game.restart();
        // THEN it tried once, was answered 404, and forgot the row; one DEBUG line, no warning, no stack trace
        List<RestCall> tried = game.faults().awaitCalls("PATCH", ORIGINAL, answered + 1, WAIT);
        assertEquals(404, tried.getLast().status());
        awaitNothingOwed();
        List<ILoggingEvent> gone = logs.list.stream()
                .filter(l -> l.getFormattedMessage().contains("is gone from Discord"))
                .toList();
        assertEquals(1, gone.size(), logs.list.toString());
        assertEquals(Level.DEBUG, gone.getFirst().getLevel());
        assertNull(gone.getFirst().getThrowableProxy());
        assertFalse(logs.list.stream().anyMatch(l -> l.getLevel().isGreaterOrEqual(Level.WARN)), logs.list.toString());
    }
}

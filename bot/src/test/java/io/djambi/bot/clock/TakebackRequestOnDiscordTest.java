package io.djambi.bot.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A takeback request on the fake Discord, the real bot answering: an acceptance edits the request's own message in
 * place, its Accept and Decline kept, through the outbox like any post; a process started after the acceptance was
 * stored finds the request among the channel's latest messages and edits it, and the request still stands there; a
 * request deleted meanwhile is posted anew as it stands. Only the takeback done is a new line (its board), the request
 * struck through above it.
 */
class TakebackRequestOnDiscordTest {
    private static final Duration WAIT = LiveGame.WAIT;
    private static final String ACCEPT = "djambi:takeback:accept:";

    @TempDir
    Path dir;

    /** The bot's time, moved on by the test past the relay's back-off. */
    private final TestClock clock = new TestClock(Instant.now());

    private LiveGame game;

    @AfterEach
    void stop() {
        if (game != null) {
            game.close();
        }
    }

    /** A game for three in which Ann has moved and asks to take her move back: the request, as Discord has it. */
    private Posted requested(Keeping keeping) throws Exception {
        game = LiveGame.start(keeping, dir, clock);
        game.startGame("none");
        game.move();
        game.awaitBoards(2);
        game.discord.slash(game.ann, channel(), "takeback").awaitReply(WAIT);
        return game.discord
                .awaitMessages(channel(), m -> m.content().contains("asks to take back"), 1, WAIT)
                .getFirst();
    }

    private String channel() {
        return game.guild.general();
    }

    /** The request's line once Bob has accepted, pinging Cy, who is yet to answer. */
    private String acceptedByBob() {
        return "Takeback asked by ann (Red), accepted by bob (Blue).\n1 of 2 agrees (any move, a decline or the turn's"
                + " deadline ends the request). " + game.cy.mention();
    }

    /** {@code who} presses Accept under the request as it is now. */
    private void accept(User who, Posted request) {
        Posted now = game.discord.message(request.id());
        String accept = now.customIds().stream()
                .filter(id -> id.startsWith(ACCEPT))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no Accept under " + now));
        game.discord.press(who, now, accept).awaitCallback(WAIT);
    }

    /** The bot's public messages in the game's channel. */
    private List<Posted> publicPosts() {
        return game.discord.messages(channel()).stream()
                .filter(m ->
                        !m.ephemeral() && m.authorId().equals(game.discord.bot().id()))
                .toList();
    }

    /** The route of the request's message, for its edits. */
    private String route(Posted request) {
        return game.channelMessages() + "/" + request.id();
    }

    /**
     * Once the relay has put off the edit Discord failed, moves the bot's clock on and wakes the relay until it tries
     * the edit again.
     */
    private void untilTriedAgain(Posted request) throws InterruptedException {
        game.awaitPutOff(1);
        int calls = game.faults().calls("PATCH", route(request)).size();
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (game.faults().calls("PATCH", route(request)).size() == calls) {
            assertTrue(System.nanoTime() < deadline, "the relay never tried the edit again");
            clock.advance(Duration.ofSeconds(2));
            game.ringRelay();
            Thread.sleep(100);
        }
    }

    /** Ann's request, accepted by Bob; Discord failed the edit that says so, so the outbox puts it off. */
    private Posted acceptedByBobButNotEdited(Keeping keeping) throws Exception {
        Posted request = requested(keeping);
        game.faults().failNext("PATCH", route(request), 500, 1);
        accept(game.bob, request);
        return request;
    }

    /** The request's own message, edited to say Bob accepted it, Accept and Decline still under it. */
    private Posted editedWithBobsAcceptance(Posted request) throws Exception {
        Posted edited = game.discord.awaitEdit(request, WAIT);
        assertEquals(acceptedByBob(), edited.content());
        assertEquals(request.customIds(), edited.customIds(), "Accept and Decline stay");
        return edited;
    }

    /** The news that the move is taken back, which comes in a new board. */
    private void awaitTheMoveTakenBackInANewBoard() throws Exception {
        Posted done = game.discord
                .awaitMessages(channel(), m -> m.content().contains("is taken back"), 1, WAIT)
                .getFirst();
        assertTrue(LiveGame.isBoard(done), done.toString());
    }

    @Test
    void anAcceptanceEditsTheRequestsOwnMessageAndTheLastOneTakesTheMoveBackInANewBoard() throws Exception {
        // GIVEN Ann's request, Bob and Cy to answer it
        Posted request = requested(Keeping.IN_MEMORY);
        int posts = publicPosts().size();
        // WHEN Bob accepts
        accept(game.bob, request);
        // THEN the request's own message says so, pinging nobody anew, with Accept and Decline still under it; no new
        // line below it (a new line for each acceptance buried the request under its counts)
        Posted edited = editedWithBobsAcceptance(request);
        assertEquals(request.pinged(), edited.pinged(), "Bob and Cy were pinged by the request, nobody since");
        assertEquals(posts, publicPosts().size(), publicPosts().toString());
        // WHEN Cy accepts too
        accept(game.cy, edited);
        // THEN the move is taken back in a new board, news for all, and the request is struck through above it
        awaitTheMoveTakenBackInANewBoard();
        Posted struck = game.discord.awaitEdit(edited, WAIT);
        // with what ended it: read later, a request struck through without a word could have been declined; who
        // asked and who accepted, without the count and the ping of Cy, which no longer held (found by the play-test:
        // "2 of 3 agree ... <@di>" above "Every other player agreed")
        assertEquals(
                "~~Takeback asked by ann (Red), accepted by bob (Blue).~~\n✅ Every other player agreed: the move is taken"
                        + " back.",
                struck.content());
        assertEquals(List.of(), struck.customIds());
        game.assertNothingPostedTwice();
    }

    @Test
    void afterARestartTheRequestIsFoundAmongTheChannelsLatestMessagesAndEdited() throws Exception {
        // GIVEN Ann's request, and Discord failing the edit Bob's acceptance makes
        Posted request = acceptedByBobButNotEdited(Keeping.PROCESS_ON_SQLITE);
        // WHEN the bot stops, as a crash would, and the next process's relay makes the post the first one put off
        game.awaitPutOff(1);
        int posts = publicPosts().size();
        int looked = game.faults().calls("GET", game.channelMessages()).size();
        game.restart();
        untilTriedAgain(request);
        // THEN it finds the request among the channel's latest messages, and edits it: no new line
        Posted edited = editedWithBobsAcceptance(request);
        assertTrue(game.faults().calls("GET", game.channelMessages()).size() > looked, "it looked");
        assertEquals(posts, publicPosts().size(), publicPosts().toString());
        // AND the request stands in the new process, Bob's acceptance with it: Cy's Accept, the last one, takes the
        // move back (the request was kept in memory: a restart lost it, and its buttons said it was no longer open)
        accept(game.cy, edited);
        awaitTheMoveTakenBackInANewBoard();
        game.assertNothingPostedTwice();
    }

    @Test
    void aRequestDeletedMeanwhileIsPostedAnewAsItStandsAndCanStillBeAnswered() throws Exception {
        // GIVEN Ann's request, and Discord failing the edit Bob's acceptance makes
        Posted request = acceptedByBobButNotEdited(Keeping.IN_MEMORY);
        // WHEN a moderator deletes the request before the relay tries the edit again
        game.awaitPutOff(1);
        game.discord.deleteMessage(request.id());
        untilTriedAgain(request);
        // THEN the request is posted anew as it stands, with its buttons, pinging Cy who is yet to answer
        Posted anew = game.discord
                .awaitMessages(channel(), m -> m.content().equals(acceptedByBob()), 1, WAIT)
                .getFirst();
        assertFalse(anew.id().equals(request.id()));
        assertEquals(request.customIds(), anew.customIds(), "Accept and Decline");
        assertEquals(List.of(game.cy.id()), anew.pinged());
        // AND Cy's Accept under it takes the move back
        accept(game.cy, anew);
        game.discord.awaitMessages(channel(), m -> m.content().contains("is taken back"), 1, WAIT);
        game.assertNothingPostedTwice();
    }
}

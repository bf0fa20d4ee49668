package io.djambi.bot.threads;

import static io.djambi.engine.model.Colour.BLUE;
import static io.djambi.engine.model.Colour.RED;
import static io.djambi.engine.model.Colour.YELLOW;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.fakediscord.HeldAnswer;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.game.Stage;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game's thread Discord archived (a week without a message): the bot's next post there, a person's move or an AI's,
 * is made in the thread, which is active again, as a member's message would make it. So too after a restart of the
 * bot on the same database, when JDA no longer holds the archived thread and the bot must find it among the channel's
 * archived threads.
 */
class ArchivedThreadTest {
    @TempDir
    Path dir;

    private Threaded t;

    @AfterEach
    void stop() {
        if (t != null) {
            t.close();
        }
    }

    /** Discord archives the thread; returns once the bot's JDA was told (it then drops the thread from its cache). */
    private void archive(String thread) {
        t.discord.archiveThread(thread);
        assertTrue(t.discord.thread(thread).archived());
    }

    /** The thread is active again, holding the post that brought it back. */
    private void assertBroughtBack(String thread) {
        Threaded.await("thread " + thread + " active again", () -> Optional.of(true)
                .filter(x -> !t.discord.thread(thread).archived()));
        assertFalse(t.discord.thread(thread).deleted());
    }

    @Test
    void aPostInAnArchivedThreadIsMadeThereAndBringsItBackAlsoAfterARestart() throws Exception {
        t = Threaded.start(dir);
        String general = t.general();
        // GIVEN a game in play in its thread: ann, bob and an easy AI, ann to move
        String a = t.openForThree(t.ann, general);
        t.pressOnCard(t.bob, a, "join");
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob"));
        t.type(t.ann, a, "djambi add-ai", Map.of("level", "easy"));
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob", YELLOW, "AI"));
        t.pressOnCard(t.ann, a, "start");
        t.awaitStage(a, Stage.PLAYING);
        t.move(a, a);
        t.settle();
        List<String> places = List.of(general, a);

        // WHEN Discord archives the thread, and bob moves, typing in it, and the AI answers
        archive(a);
        var before = t.snapshot(places);
        t.move(a, a);
        t.aisMove(a);
        // THEN one board, his move and the AI's, is posted in the thread, which is active again; the channel still
        // holds the card alone
        Posted board = t.assertNewPostsOnlyIn(before, a, 1).getFirst();
        assertTrue(board.text().contains("bob (Blue)"), board.text());
        assertTrue(board.text().contains("AI Yellow (easy)"), board.text());
        assertBroughtBack(a);
        assertEquals(List.of(a), t.postIds(general));

        // WHEN the thread is archived again, the bot restarts on the same database (its new JDA holds no archived
        // thread), and ann moves, typing beside the card; the edit of the card is made but its answer, which carries
        // the thread and would teach JDA of it, is held for now: the bot has only the game's table to find the
        // thread by
        archive(a);
        t.bot.restart();
        String archivedList = "channels/" + general + "/threads/archived/public";
        int looked = t.bot.faults().calls("GET", archivedList).size();
        HeldAnswer cardEdit = t.bot.faults().holdAnswerNext("PATCH", "channels/" + general + "/messages/" + a);
        var beforeAnn = t.snapshot(places);
        t.move(a, general);
        // THEN her board is posted in the thread, found among the channel's archived threads; it is active again
        Posted annBoard;
        try {
            annBoard = Threaded.await("ann's board in " + a, () -> t.posts(a).stream()
                    .filter(m -> !beforeAnn.get(a).contains(m.id()))
                    .findFirst());
        } finally {
            cardEdit.release();
        }
        assertTrue(annBoard.text().contains("ann (Red)"), annBoard.text());
        assertTrue(t.bot.faults().calls("GET", archivedList).size() > looked, "the bot looked among the archived");
        t.assertNewPostsOnlyIn(beforeAnn, a, 1);
        assertBroughtBack(a);
        // AND its card, in the channel, says so in place
        Posted card = t.awaitCard(a, "4 moves made", m -> m.text().contains("4 moves made"));
        assertEquals(List.of(a), Threaded.links(card));
        assertEquals(List.of(a), t.postIds(general));

        // WHEN it is archived once more and bob moves, typing in it, and the AI answers
        archive(a);
        before = t.snapshot(places);
        t.move(a, a);
        t.aisMove(a);
        // THEN their board is there too, the thread active
        t.assertNewPostsOnlyIn(before, a, 1);
        assertBroughtBack(a);
        t.awaitCard(a, "6 moves made", m -> m.text().contains("6 moves made"));
        assertEquals(List.of(a), t.postIds(general));
        assertEquals(1, t.discord.threads(general).size(), "no other thread opened for the game");
        places.forEach(t::assertNothingPostedTwice);
    }

    @Test
    void aPostThatWouldBringBackAThreadWhileTheServerHasNoRoomWaitsAndTheGameIsNotLost() throws Exception {
        t = Threaded.start(dir);
        String general = t.general();
        // GIVEN a game of three people in play in its thread, bob to move (no AI: the only post to come is his board)
        String a = t.openForThree(t.ann, general);
        t.pressOnCard(t.bob, a, "join");
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob"));
        t.pressOnCard(t.cy, a, "join");
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob", YELLOW, "cy"));
        t.pressOnCard(t.ann, a, "start");
        t.awaitStage(a, Stage.PLAYING);
        t.move(a, a);
        t.settle();
        int inThread = t.posts(a).size();
        int annDms = t.discord.dms(t.ann).size();
        String posting = "channels/" + a + "/messages";

        // WHEN Discord archives the thread, the server has as many active threads as it may, and bob moves in it
        archive(a);
        t.discord.setActiveThreadLimit(0);
        t.move(a, a);
        // THEN the post that would bring the thread back is refused for now (160006), and waits: the game is not lost
        Threaded.await("the post refused for want of room", () -> t.bot.faults().calls("POST", posting).stream()
                .filter(c -> c.status() == 400)
                .findFirst());
        assertFalse(t.bot.process().bot().channels().isLost(a), "not lost: the thread is only waiting for room");
        assertTrue(t.waitingPosts() > 0, "the board waits in the outbox");
        assertTrue(t.discord.thread(a).archived());
        assertEquals(inThread, t.posts(a).size());

        // WHEN a thread frees up, and the relay's wait is over (the bot's clock moved on until the relay, which may
        // still be settling the refusal, has tried again)
        t.discord.setActiveThreadLimit(1000);
        long[] movedAt = {0};
        Threaded.await("bob's board made after all", () -> {
            if (t.posts(a).size() > inThread) {
                return Optional.of(true);
            }
            if (System.nanoTime() - movedAt[0] > Duration.ofMillis(250).toNanos()) {
                t.clock.advance(Duration.ofMinutes(1));
                t.bot.ringRelay();
                movedAt[0] = System.nanoTime();
            }
            return Optional.empty();
        });
        // THEN bob's board is made in the thread, which is active again; the host was never told of a lost thread
        Posted board = t.posts(a).get(inThread);
        assertTrue(board.text().contains("bob (Blue)"), board.text());
        assertEquals(inThread + 1, t.posts(a).size(), "bob's board, once");
        assertBroughtBack(a);
        t.settle();
        assertEquals(annDms, t.discord.dms(t.ann).size(), "no DM: nothing was lost");
        t.assertNothingPostedTwice(a);
    }

    @Test
    void aFinishedGamesThreadIsArchivedADayAfterItsEndNotLockedAndAMessageBringsItBack() throws Exception {
        t = Threaded.start(dir);
        String general = t.general();
        // GIVEN a game that ended: ann with two easy AIs, ann resigns, the AIs are left to draw
        String a = t.openForThree(t.ann, general);
        t.type(t.ann, a, "djambi add-ai", Map.of("level", "easy"));
        t.type(t.ann, a, "djambi add-ai", Map.of("level", "easy"));
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "AI", YELLOW, "AI"));
        t.pressOnCard(t.ann, a, "start");
        t.awaitStage(a, Stage.PLAYING);
        t.resign(t.ann, a, a);
        t.awaitStage(a, Stage.OVER);
        t.settle();
        Posted over = t.awaitCard(a, "finished", m -> m.text().contains("finished"));

        // WHEN the thread sweep looks before a day has passed, THEN the thread stays active
        t.clock.advance(Duration.ofHours(23));
        t.bot.process().bot().threads().sweep();
        Thread.sleep(300);
        assertFalse(t.discord.thread(a).archived());
        // WHEN it looks a day after the end, THEN the thread is archived, not locked; the card says the result still
        t.clock.advance(Duration.ofHours(2));
        t.bot.process().bot().threads().sweep();
        Threaded.await("thread " + a + " archived", () -> Optional.of(t.discord.thread(a))
                .filter(v -> v.archived()));
        assertFalse(t.discord.thread(a).locked(), "people may still talk the game over there");
        assertEquals(over.text(), t.card(a).text());
        // AND a message of a person there brings it back
        t.discord.say(t.bob, a, "gg");
        assertBroughtBack(a);
        // AND a sweep later leaves it so: a thread is archived once
        t.clock.advance(Duration.ofDays(2));
        t.bot.process().bot().threads().sweep();
        Thread.sleep(300);
        assertFalse(t.discord.thread(a).archived());
    }
}

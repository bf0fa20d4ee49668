package io.djambi.bot.threads;

import static io.djambi.engine.model.Colour.BLUE;
import static io.djambi.engine.model.Colour.RED;
import static io.djambi.engine.model.Colour.YELLOW;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.game.Stage;
import io.djambi.bot.game.Table;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game's thread deleted by a moderator (README: "ends its game as if aborted (no result is counted); its card says so
 * once"): the game ends without a result, its card in the channel says so once, its host is told in one DM, and
 * nothing more is posted for it, though its AI seat was to move. Whether Discord's event tells the bot at once (JDA
 * held the thread) or the bot finds out by its next post (the thread was deleted while archived and JDA, restarted,
 * did not hold it).
 */
class DeletedGameThreadTest {
    private static final String SAID = "Its thread was deleted, so the game ended there, without a result.";

    @TempDir
    Path dir;

    private Threaded t;

    @AfterEach
    void stop() {
        if (t != null) {
            t.close();
        }
    }

    /** A game in play in its thread: ann, bob and an easy AI; ann has moved, bob is to move. */
    private String gameUnderWay() {
        String a = t.openForThree(t.ann, t.general());
        t.pressOnCard(t.bob, a, "join");
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob"));
        t.type(t.ann, a, "djambi add-ai", Map.of("level", "easy"));
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob", YELLOW, "AI"));
        t.pressOnCard(t.ann, a, "start");
        t.awaitStage(a, Stage.PLAYING);
        t.move(a, a);
        t.settle();
        return a;
    }

    /**
     * The game ended without a result, its card says so once, the channel holds the card alone, its thread got
     * nothing more, and its host one DM; and so it stays while time passes (the relay, the ticks, the AI's turn).
     */
    private void assertEndedOnce(String a, int postsInThread, int annDms) throws InterruptedException {
        Table ended = Threaded.await("the game of deleted thread " + a + " ended", () -> t.maybeTable(a)
                .filter(x -> x.stage() == Stage.OVER));
        assertTrue(ended.aborted(), "ended as aborted, no result: " + ended);
        Posted card =
                t.awaitCard(a, "saying the thread was deleted", m -> m.text().contains(SAID));
        assertTrue(card.text().contains("· called off "), card.text());
        List<Posted> told = t.discord.awaitDms(t.ann, annDms + 1, Threaded.WAIT);
        assertTrue(
                told.getLast().text().contains("has ended without a result: its thread was deleted"),
                told.getLast().text());

        t.clock.advance(Duration.ofMinutes(1));
        t.bot.ringRelay();
        Thread.sleep(2500); // two ticks of the timer and the AI players
        t.settle();
        Posted later = t.card(a);
        assertEquals(card.edits(), later.edits(), "the card said it once: " + later.text());
        assertEquals(1, later.text().split(SAID, -1).length - 1, later.text());
        assertEquals(List.of(a), t.postIds(t.general()));
        assertEquals(postsInThread, t.posts(a).size(), "nothing more in the deleted thread");
        assertEquals(annDms + 1, t.discord.dms(t.ann).size(), "the host told once");
        assertEquals(Stage.OVER, t.stage(a));
    }

    @Test
    void aThreadDeletedWhileTheBotHoldsItEndsItsGameAtOnceItsCardSayingSoOnce() throws Exception {
        t = Threaded.start(dir);
        String a = gameUnderWay();
        int postsInThread = t.posts(a).size();
        int annDms = t.discord.dms(t.ann).size();

        // WHEN a moderator deletes the thread, the bot holding it (Discord tells it: THREAD_DELETE)
        t.discord.deleteThread(a);

        // THEN the game ends without a result, said once on its card and to its host, nothing posted after
        assertEndedOnce(a, postsInThread, annDms);
        // AND bob's move typed beside the cards now finds no game there
        Posted answer = t.type(t.bob, t.general(), "move", Map.of("move", "A1-A2"));
        assertEquals(Stage.OVER, t.stage(a), answer.text());
    }

    @Test
    void aThreadDeletedWhileArchivedEndsItsGameWhenTheNextPostFindsItGone() throws Exception {
        t = Threaded.start(dir);
        String a = gameUnderWay();
        t.move(a, a); // bob: the AI is to move
        t.settle();
        int postsInThread = t.posts(a).size();
        int annDms = t.discord.dms(t.ann).size();

        // GIVEN the thread archived, the bot restarted (its JDA does not hold the thread, so no event will tell it)
        t.discord.archiveThread(a);
        t.bot.restart();
        // WHEN a moderator deletes the thread, and the AI moves
        t.discord.deleteThread(a);
        t.aisMove(a);

        // THEN its board cannot be posted, and the bot, finding the thread deleted (not merely lost), ends the game
        assertEndedOnce(a, postsInThread, annDms);
    }
}

package io.djambi.bot.threads;

import static io.djambi.engine.model.Colour.BLUE;
import static io.djambi.engine.model.Colour.RED;
import static io.djambi.engine.model.Colour.YELLOW;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.RestCall;
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
 * A game's thread a moderator locked, the bot having the permissions it is invited with (no Manage Threads): Discord
 * refuses its posts there (400 160005 Thread is locked). The game waits for its thread as for any channel the bot can
 * no longer post in, rather than go on unseen: its clocks stop, its AI does not move, and its host is told once, by
 * DM, what to fix. Unlocked, the first command typed in the thread brings the game back where it stood.
 */
class LockedThreadTest {
    @TempDir
    Path dir;

    private Threaded t;

    @AfterEach
    void stop() {
        if (t != null) {
            t.close();
        }
    }

    @Test
    void aLockedThreadKeepsItsGameWaitingAndItsHostIsToldOnceUntilItIsUnlocked() throws Exception {
        t = Threaded.start(dir);
        String general = t.general();
        t.discord.denyManageThreads(general, true); // the bot as invited: no Manage Threads
        // GIVEN a game with ten minutes a move in its thread: ann, bob and an easy AI; ann has moved, bob is to move
        String a = t.open(t.ann, general, Map.of("players", 3, "turn-time", "10m"));
        t.pressOnCard(t.bob, a, "join");
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob"));
        t.type(t.ann, a, "djambi add-ai", Map.of("level", "easy"));
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob", YELLOW, "AI"));
        t.pressOnCard(t.ann, a, "start");
        t.awaitStage(a, Stage.PLAYING);
        t.move(a, a);
        t.settle();
        long tableId = t.table(a).id();
        int inThread = t.posts(a).size();
        int annDms = t.discord.dms(t.ann).size();
        String posting = "channels/" + a + "/messages";

        // WHEN a moderator locks the thread, and bob moves, typing beside the card, and the AI answers
        t.discord.lockThread(a);
        t.move(a, general);
        t.aisMove(a);

        // THEN Discord refuses their board there, and the game waits for its thread: its host is told by DM, once
        List<Posted> told = t.discord.awaitDms(t.ann, annDms + 1, Threaded.WAIT);
        String dm = told.getLast().text();
        assertTrue(dm.contains("is waiting: the bot can no longer post in <#" + a + ">"), dm);
        assertTrue(dm.contains("a moderator locked the game's thread"), dm);
        assertTrue(
                t.bot.faults().calls("POST", posting).stream().anyMatch(c -> c.status() == 400),
                "Discord refused a post: " + t.bot.faults().calls("POST", posting));
        assertTrue(t.bot.process().bot().channels().isLost(a), "the thread is marked lost");
        t.settle();
        assertEquals(inThread, t.posts(a).size(), "nothing made in the locked thread");
        // AND its clocks stand still: ann, to move, is not timed out while time passes
        assertTrue(t.bot.database().clocks().pausedSince(tableId).isPresent(), "the clocks paused");
        int version = t.table(a).version();
        for (int i = 0; i < 3; i++) {
            t.clock.advance(Duration.ofSeconds(10));
            Thread.sleep(1200); // a tick of the AI players
        }
        t.clock.advance(Duration.ofMinutes(30)); // past ann's ten minutes
        t.bot.process().bot().timer().tick();
        Thread.sleep(300);
        t.settle();
        assertEquals(version, t.table(a).version(), "no move, no timeout, while the thread is locked");
        assertEquals(Stage.PLAYING, t.stage(a));
        assertEquals(annDms + 1, t.discord.dms(t.ann).size(), "the host told once");
        assertEquals(inThread, t.posts(a).size());

        // WHEN a moderator unlocks it, and ann asks for the board there
        t.discord.unlockThread(a);
        t.type(t.ann, a, "djambi board", Map.of());
        // THEN the thread is told that the game goes on, its clocks run again, and the board that waited is made
        Posted back = Threaded.await("the news that the game goes on", () -> t.posts(a).stream()
                .filter(m -> m.text().contains("The bot can post here again"))
                .findFirst());
        assertTrue(back.text().contains("its clocks run again"), back.text());
        assertFalse(t.bot.process().bot().channels().isLost(a));
        assertEquals(Optional.empty(), t.bot.database().clocks().pausedSince(tableId));
        t.settle();
        assertTrue(
                t.posts(a).stream()
                        .anyMatch(
                                m -> m.text().contains("bob (Blue)") && m.text().contains("AI Yellow (easy)")),
                "bob's move and the AI's on one board in the thread: " + t.posts(a));
        List<RestCall> refused = t.bot.faults().calls("POST", posting).stream()
                .filter(c -> !c.succeeded())
                .toList();
        assertEquals(1, refused.size(), "one post refused, then the game waited: " + refused);
        t.assertNothingPostedTwice(a);
    }
}

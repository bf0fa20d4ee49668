package io.djambi.bot.threads;

import static io.djambi.engine.model.Colour.BLUE;
import static io.djambi.engine.model.Colour.RED;
import static io.djambi.engine.model.Colour.YELLOW;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.game.Stage;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A timed game in its thread: the reminder DM's button leads to the latest board, in the thread, and a timeout's post
 * goes in the thread too, the card in the channel saying who is to move then; the channel still holds the card alone.
 */
class ClocksInThreadsTest {
    @TempDir
    Path dir;

    private Threaded t;

    @AfterEach
    void stop() {
        if (t != null) {
            t.close();
        }
    }

    /** The links of a message's link buttons. */
    private static List<String> linkUrls(Posted message) {
        List<String> urls = new ArrayList<>();
        message.components().forEach(c -> collectUrls(c, urls));
        return urls;
    }

    private static void collectUrls(JsonNode component, List<String> urls) {
        if (component.hasNonNull("url")) {
            urls.add(component.get("url").asText());
        }
        component.path("components").forEach(c -> collectUrls(c, urls));
    }

    /** The time moves on, and the turn timer looks at every game then (as its tick every second does). */
    private void after(Duration by) {
        t.clock.advance(by);
        t.bot.process().bot().timer().tick();
    }

    @Test
    void aTimedGamesReminderLeadsToItsThreadAndItsTimeoutIsPostedThere() throws Exception {
        t = Threaded.start(dir);
        String general = t.general();
        // GIVEN a game for three people with ten minutes a move, in its thread; ann to move
        String a = t.open(t.ann, general, Map.of("players", 3, "turn-time", "10m"));
        t.pressOnCard(t.bob, a, "join");
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob"));
        t.pressOnCard(t.cy, a, "join");
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob", YELLOW, "cy"));
        t.pressOnCard(t.ann, a, "start");
        t.awaitStage(a, Stage.PLAYING);
        t.settle();
        Posted firstBoard = t.posts(a).getLast();
        int dms = t.discord.dms(t.ann).size();

        // WHEN half her time has passed
        after(Duration.ofMinutes(6));
        // THEN she is reminded by DM, its button leading to the board in the game's thread
        Posted reminder = t.discord.awaitDms(t.ann, dms + 1, Threaded.WAIT).getLast();
        assertTrue(
                reminder.text()
                        .contains("**Your move** in Djambi game " + t.table(a).id()),
                reminder.text());
        assertEquals(
                List.of("https://discord.com/channels/" + t.bot.guild.id() + "/" + a + "/" + firstBoard.id()),
                linkUrls(reminder),
                reminder.components().toString());

        // WHEN her time runs out
        var before = t.snapshot(List.of(general, a));
        after(Duration.ofMinutes(5));
        // THEN the skip is posted in the thread, pinging bob, and the card says he is to move
        Posted skipped = t.assertNewPostsOnlyIn(before, a, 1).getFirst();
        assertTrue(skipped.text().contains("ann (Red) ran out of time"), skipped.text());
        assertTrue(skipped.pinged().contains(t.bob.id()), skipped.text());
        Posted card = t.awaitCard(a, "bob to move", m -> m.text().contains("bob (Blue) to move"));
        assertEquals(List.of(a), Threaded.links(card));
        assertEquals(List.of(a), t.postIds(general));
    }
}

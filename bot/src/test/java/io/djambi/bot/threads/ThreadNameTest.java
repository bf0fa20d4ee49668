package io.djambi.bot.threads;

import static io.djambi.engine.model.Colour.BLUE;
import static io.djambi.engine.model.Colour.RED;
import static io.djambi.engine.model.Colour.YELLOW;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.game.Stage;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game's thread is renamed once, when its game starts (Discord lets a thread be renamed only twice in ten minutes):
 * a name a moderator gives it later stays through the game's further moves and its end.
 */
class ThreadNameTest {
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
    void aThreadIsRenamedOnceAtTheStartAndANameAModeratorGivesItAfterStays() throws Exception {
        t = Threaded.start(dir);
        String general = t.general();
        String a = t.openForThree(t.ann, general);
        long n = t.table(a).id();
        t.pressOnCard(t.bob, a, "join");
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob"));
        t.type(t.ann, a, "djambi add-ai", Map.of("level", "easy"));
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob", YELLOW, "AI"));
        t.pressOnCard(t.ann, a, "start");
        t.awaitStage(a, Stage.PLAYING);
        Threaded.await("the thread renamed at the start", () -> Optional.of(t.discord.thread(a))
                .filter(v -> v.name().equals("Djambi " + n + " · ann, bob, AI")));
        t.settle();
        String renames = "channels/" + a;
        int byTheBot = t.bot.faults().calls("PATCH", renames).size();

        // WHEN a moderator names the thread, the bot restarts (found by the play-test: it renamed the thread again,
        // knowing
        // no more that it had), and the game goes on to its end
        t.renameThread(a, "Friday night game");
        t.bot.restart();
        t.move(a, a);
        t.move(a, a);
        t.aisMove(a);
        t.resign(t.ann, a, a);
        t.resign(t.bob, a, a);
        t.awaitStage(a, Stage.OVER);
        t.settle();
        t.awaitCard(a, "finished", m -> m.text().contains("finished"));
        Thread.sleep(500); // a rename would follow the card's edit

        // THEN the thread keeps the moderator's name: the bot renamed it no more
        assertEquals("Friday night game", t.discord.thread(a).name());
        assertEquals(
                List.of(),
                t.bot.faults()
                        .calls("PATCH", renames)
                        .subList(
                                byTheBot + 1,
                                t.bot.faults().calls("PATCH", renames).size()),
                "the bot's calls to change the thread after the moderator's rename");
    }
}

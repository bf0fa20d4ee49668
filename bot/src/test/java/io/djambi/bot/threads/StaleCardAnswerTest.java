package io.djambi.bot.threads;

import static io.djambi.engine.model.Colour.BLUE;
import static io.djambi.engine.model.Colour.RED;
import static io.djambi.engine.model.Colour.YELLOW;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.fakediscord.Exchange;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.game.Stage;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A card's Join pressed after its game started (Discord had not yet taken the card's edit that took its buttons off):
 * the answer says that this game, by its number, has started, though another lobby is open beside it; nothing changes.
 */
class StaleCardAnswerTest {
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
    void aStaleCardsJoinIsAnsweredThatItsGameHasStarted() throws Exception {
        t = Threaded.start(dir);
        String general = t.general();
        String one = t.openForThree(t.ann, general);
        long n1 = t.table(one).id();
        t.pressOnCard(t.bob, one, "join");
        t.awaitSeats(one, Map.of(RED, "ann", BLUE, "bob"));
        t.pressOnCard(t.ann, one, "add-ai");
        t.awaitSeats(one, Map.of(RED, "ann", BLUE, "bob", YELLOW, "AI"));
        t.openForThree(t.cy, general); // another open lobby beside it
        t.settle();
        t.bot.faults().failNext("PATCH", "channels/" + general + "/messages/" + one, 500, 1);
        t.type(t.ann, one, "djambi start", Map.of());
        t.awaitStage(one, Stage.PLAYING);
        t.bot.awaitPutOff(1);

        Exchange stale = t.pressOnCard(t.cy, one, "join");
        Posted told = stale.awaitFollowups(1, Threaded.WAIT).getFirst();
        assertFalse(told.text().contains("There is no open lobby here"), told.text());
        assertTrue(told.text().contains("Djambi " + n1), "names the game whose card it was: " + told.text());
        assertEquals(Map.of(RED, "ann", BLUE, "bob", YELLOW, "AI"), t.seats(one));
    }
}

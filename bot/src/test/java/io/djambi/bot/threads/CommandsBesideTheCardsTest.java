package io.djambi.bot.threads;

import static io.djambi.engine.model.Colour.BLUE;
import static io.djambi.engine.model.Colour.RED;
import static io.djambi.engine.model.Colour.YELLOW;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.fakediscord.Exchange;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.User;
import io.djambi.bot.game.Stage;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Commands typed in the channel of the cards, and the cards' buttons pressed there: with one game, a command acts on
 * it; with two, a person in neither (or in both) is asked which, and acts with the {@code game} option; a card's Join
 * joins that card's game; a card's button gone stale (its game started while Discord had not yet taken the card's
 * edit) or forged (a table that is not this channel's, or none) changes nothing and is answered.
 */
class CommandsBesideTheCardsTest {
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
    void aCommandBesideTheCardsActsOnTheOnlyGameAsksWhichOfTwoAndActsOnTheOneNamed() throws Exception {
        t = Threaded.start(dir);
        String general = t.general();
        User ann = t.ann;
        User bob = t.bob;
        User cy = t.cy;
        User dee = t.addUser("dee");

        // GIVEN ann's lobby, the only game in #general
        String one = t.openForThree(ann, general);
        long n1 = t.table(one).id();
        // WHEN bob types /djambi join in #general, naming no game
        var before = t.snapshot(List.of(general, one));
        Posted answer = t.type(bob, general, "djambi join", Map.of());
        // THEN he joins it: the news in its thread, pinging him there
        t.awaitSeats(one, Map.of(RED, "ann", BLUE, "bob"));
        Posted sits = t.assertNewPostsOnlyIn(before, one, 1).getFirst();
        assertEquals(List.of(bob.id()), sits.pinged());
        assertTrue(answer.text().contains("bob sits as Blue"), answer.text());

        // GIVEN cy's lobby beside it
        String two = t.openForThree(cy, general);
        long n2 = t.table(two).id();
        List<String> places = List.of(general, one, two);
        t.settle();

        // WHEN dee, in neither game, types /djambi join in #general
        before = t.snapshot(places);
        Posted asked = t.type(dee, general, "djambi join", Map.of());
        // THEN she is asked which game, each listed with its thread; nothing changes
        assertTrue(asked.text().contains("This channel holds several games. Which one?"), asked.text());
        assertTrue(
                asked.text().contains("**Djambi " + n1 + "**") && asked.text().contains("<#" + one + ">"),
                asked.text());
        assertTrue(
                asked.text().contains("**Djambi " + n2 + "**") && asked.text().contains("<#" + two + ">"),
                asked.text());
        t.assertNewPostsOnlyIn(before, general, 0);
        assertEquals(Map.of(RED, "ann", BLUE, "bob"), t.seats(one));
        assertEquals(Map.of(RED, "cy"), t.seats(two));
        // AND the game option suggests the channel's two games
        List<Exchange.Choice> choices = t.discord
                .autocomplete(dee, general, "djambi join", Map.of("game", ""), "game")
                .awaitChoices(Threaded.WAIT);
        assertEquals(
                List.of(Long.toString(n2), Long.toString(n1)),
                choices.stream().map(Exchange.Choice::value).toList(),
                "the newest first: " + choices);

        // WHEN she names cy's game
        before = t.snapshot(places);
        t.type(dee, general, "djambi join", Map.of("game", Long.toString(n2)));
        // THEN she joins that one, its news in its thread only
        t.awaitSeats(two, Map.of(RED, "cy", BLUE, "dee"));
        t.assertNewPostsOnlyIn(before, two, 1);
        assertEquals(Map.of(RED, "ann", BLUE, "bob"), t.seats(one));

        // WHEN ann presses the Join button of cy's card, in the channel
        before = t.snapshot(places);
        t.pressOnCard(ann, two, "join");
        // THEN she joins that card's game, not her own
        t.awaitSeats(two, Map.of(RED, "cy", BLUE, "dee", YELLOW, "ann"));
        t.assertNewPostsOnlyIn(before, two, 1);
        assertEquals(Map.of(RED, "ann", BLUE, "bob"), t.seats(one));

        // WHEN ann, now in both, types /djambi leave in #general
        before = t.snapshot(places);
        Posted which = t.type(ann, general, "djambi leave", Map.of());
        // THEN she is asked which; with game: she leaves cy's game only
        assertTrue(which.text().contains("Which one?"), which.text());
        t.assertNewPostsOnlyIn(before, general, 0);
        t.type(ann, general, "djambi leave", Map.of("game", "Djambi " + n2));
        t.awaitSeats(two, Map.of(RED, "cy", BLUE, "dee"));
        t.assertNewPostsOnlyIn(before, two, 1);
        assertEquals(Map.of(RED, "ann", BLUE, "bob"), t.seats(one));

        // AND a game named that is not this channel's is refused, nothing changed
        before = t.snapshot(places);
        Posted notHere = t.type(dee, general, "djambi leave", Map.of("game", "999"));
        assertTrue(notHere.text().contains("No game of this channel is called “999”"), notHere.text());
        assertTrue(
                notHere.text().contains("<#" + one + ">") && notHere.text().contains("<#" + two + ">"), notHere.text());
        t.assertNewPostsOnlyIn(before, general, 0);
        assertEquals(Map.of(RED, "cy", BLUE, "dee"), t.seats(two));
        places.forEach(t::assertNothingPostedTwice);
    }

    @Test
    void aStaleOrForgedCardButtonChangesNothingAndIsAnswered() throws Exception {
        t = Threaded.start(dir);
        String general = t.general();
        String elsewhere = t.discord.addChannel(t.bot.guild, "elsewhere");
        User ann = t.ann;
        User cy = t.cy;

        // GIVEN ann's lobby, full (bob and an AI), and cy's lobby beside it
        String one = t.openForThree(ann, general);
        long n1 = t.table(one).id();
        t.pressOnCard(t.bob, one, "join");
        t.awaitSeats(one, Map.of(RED, "ann", BLUE, "bob"));
        t.pressOnCard(ann, one, "add-ai");
        t.awaitSeats(one, Map.of(RED, "ann", BLUE, "bob", YELLOW, "AI"));
        String two = t.openForThree(cy, general);
        t.settle();
        List<String> places = List.of(general, one, two, elsewhere);
        Posted lobbyCard = t.card(one);

        // WHEN ann starts her game in its thread, and Discord fails the edit of its card for now
        t.bot.faults().failNext("PATCH", "channels/" + general + "/messages/" + one, 500, 1);
        t.type(ann, one, "djambi start", Map.of());
        t.awaitStage(one, Stage.PLAYING);
        t.bot.awaitPutOff(1);
        // THEN the card still shows the lobby's buttons
        assertEquals(lobbyCard.customIds(), t.card(one).customIds());
        assertEquals(
                1,
                t.card(one).customIds().stream()
                        .filter(id -> id.equals("djambi:join:" + n1))
                        .count());

        // WHEN cy presses its Join button
        var before = t.snapshot(places);
        int version = t.table(one).version();
        Exchange stale = t.pressOnCard(cy, one, "join");
        // THEN she is told, only to her, and nothing changes: not the game, nor her own lobby, nor any channel
        Posted told = stale.awaitFollowups(1, Threaded.WAIT).getFirst();
        assertTrue(told.ephemeral());
        assertTrue(told.text().startsWith("Djambi " + n1 + " is no longer a lobby"), told.text());
        assertEquals(Map.of(RED, "ann", BLUE, "bob", YELLOW, "AI"), t.seats(one));
        assertEquals(version, t.table(one).version());
        assertEquals(Map.of(RED, "cy"), t.seats(two));
        Threaded.report("the answer to a stale card's Join: %s", told.text());

        // WHEN the relay tries the card again, THEN it is the game's in play, without buttons
        t.clock.advance(java.time.Duration.ofMinutes(1));
        t.bot.ringRelay();
        Posted playing = t.awaitCard(one, "in play", m -> m.text().contains("in play"));
        assertEquals(List.of(), playing.customIds());
        assertEquals(before.get(general), t.postIds(general), "the card edited, no message more");

        // WHEN a message of the bot's carries a Join button forged for a table that does not exist, or for one whose
        // card is in another channel, and cy presses them
        Posted noSuch = t.forgedButton(general, "djambi:join:987654");
        Posted foreign = t.forgedButton(elsewhere, "djambi:join:" + t.table(two).id());
        before = t.snapshot(places);
        Exchange first = t.discord.press(cy, noSuch, "djambi:join:987654");
        Exchange second =
                t.discord.press(cy, foreign, "djambi:join:" + t.table(two).id());
        // THEN each is answered, only to her, and nothing changes
        Posted toldNoSuch = first.awaitFollowups(1, Threaded.WAIT).getFirst();
        assertTrue(toldNoSuch.ephemeral());
        assertTrue(toldNoSuch.text().contains("No game of this channel is called “987654”"), toldNoSuch.text());
        Posted toldForeign = second.awaitFollowups(1, Threaded.WAIT).getFirst();
        assertTrue(toldForeign.ephemeral());
        String foreignGame = "called “" + t.table(two).id() + "”";
        assertTrue(toldForeign.text().contains(foreignGame), toldForeign.text());
        t.settle();
        assertEquals(before, t.snapshot(places));
        assertEquals(Map.of(RED, "cy"), t.seats(two));
        assertEquals(Map.of(RED, "ann", BLUE, "bob", YELLOW, "AI"), t.seats(one));
    }
}

package io.djambi.bot.threads;

import static io.djambi.engine.model.Colour.BLUE;
import static io.djambi.engine.model.Colour.RED;
import static io.djambi.engine.model.Colour.YELLOW;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.ThreadView;
import io.djambi.bot.fakediscord.User;
import io.djambi.bot.game.Stage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three games side by side in #general, each in its thread (the README's "Many games in one channel"): the channel
 * keeps only their cards, one message a game edited in place from the lobby to the result, each linking its thread;
 * every post of a game goes in its own thread, none in another's or in the channel; whoever takes a seat is pinged
 * there and so becomes a member; a thread takes the game's number and players when it starts. Two of the games are
 * played to their end (resignations, with AI seats), the third stays a lobby.
 */
class ManyGamesInOneChannelTest {
    @TempDir
    Path dir;

    private Threaded t;

    @AfterEach
    void stop() {
        if (t != null) {
            t.close();
        }
    }

    private ThreadView thread(String id) {
        return t.discord.thread(id);
    }

    private void assertMembers(String thread, List<User> in, List<User> out) {
        List<String> members = thread(thread).memberIds();
        in.forEach(u -> assertTrue(members.contains(u.id()), u.name() + " is a member of " + thread(thread)));
        out.forEach(u -> assertFalse(members.contains(u.id()), u.name() + " is no member of " + thread(thread)));
    }

    @Test
    void threeGamesInOneChannelEachPlayInTheirThreadTheChannelHoldingOnlyTheirCardsEditedInPlace() throws Exception {
        t = Threaded.start(dir);
        String general = t.general();
        User ann = t.ann;
        User bob = t.bob;
        User cy = t.cy;

        // GIVEN three lobbies opened in #general, by ann, bob and cy
        String a = t.openForThree(ann, general);
        String b = t.openForThree(bob, general);
        String c = t.openForThree(cy, general);
        t.settle();
        long na = t.table(a).id();
        long nb = t.table(b).id();
        long nc = t.table(c).id();
        List<String> places = List.of(general, a, b, c);

        // THEN #general holds their three cards and nothing else: each a lobby's, its buttons naming its game, linking
        // its thread (a thread started from a card has the card's id)
        assertEquals(List.of(a, b, c), t.postIds(general));
        Map<String, Long> numbers = Map.of(a, na, b, nb, c, nc);
        Map<String, User> hosts = Map.of(a, ann, b, bob, c, cy);
        for (String game : List.of(a, b, c)) {
            Posted card = t.card(game);
            assertTrue(card.text().startsWith("**Djambi " + numbers.get(game) + "**: the lobby is open"), card.text());
            assertEquals(List.of(game), Threaded.links(card), card.text());
            assertEquals(List.of("djambi:join:" + numbers.get(game)), Threaded.buttons(card, "join"));
            // AND each thread is named after its host, who is welcomed there, pinged, and so a member
            ThreadView view = thread(game);
            assertEquals(general, view.parentId());
            assertEquals("Djambi · " + hosts.get(game).name(), view.name());
            List<Posted> inThread = t.posts(game);
            assertEquals(1, inThread.size(), "the welcome only: " + inThread);
            assertEquals(List.of(hosts.get(game).id()), inThread.getFirst().pinged());
            assertMembers(game, List.of(hosts.get(game)), List.of());
        }
        int[] cardEditsAtLobby = {
            t.card(a).edits(), t.card(b).edits(), t.card(c).edits()
        };

        // WHEN bob joins game A by its card's Join button, in the channel
        var before = t.snapshot(places);
        t.pressOnCard(bob, a, "join");
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob"));
        // THEN the news is in A's thread only, pinging bob, who is now a member of it; his own game is untouched
        Posted sits = t.assertNewPostsOnlyIn(before, a, 1).getFirst();
        assertEquals(List.of(bob.id()), sits.pinged(), sits.text());
        assertMembers(a, List.of(ann, bob), List.of(cy));
        assertEquals(Map.of(RED, "bob"), t.seats(b));

        // WHEN ann joins game C by its card, and bob seats two AIs in game B by its card's Add AI button
        before = t.snapshot(places);
        t.pressOnCard(ann, c, "join");
        t.awaitSeats(c, Map.of(RED, "cy", BLUE, "ann"));
        t.assertNewPostsOnlyIn(before, c, 1);
        assertMembers(c, List.of(cy, ann), List.of(bob));
        before = t.snapshot(places);
        t.pressOnCard(bob, b, "add-ai");
        t.awaitSeats(b, Map.of(RED, "bob", BLUE, "AI"));
        t.pressOnCard(bob, b, "add-ai");
        t.awaitSeats(b, Map.of(RED, "bob", BLUE, "AI", YELLOW, "AI"));
        t.assertNewPostsOnlyIn(before, b, 2);
        // AND ann seats an easy AI in game A, typing in its thread
        before = t.snapshot(places);
        t.type(ann, a, "djambi add-ai", Map.of("level", "easy"));
        t.awaitSeats(a, Map.of(RED, "ann", BLUE, "bob", YELLOW, "AI"));
        t.assertNewPostsOnlyIn(before, a, 1);

        // WHEN ann starts game A by its card's Start button, and bob game B by his
        Posted lobbyCardA = t.card(a);
        before = t.snapshot(places);
        t.pressOnCard(ann, a, "start");
        t.awaitStage(a, Stage.PLAYING);
        // THEN A's first board is in its thread, pinging ann, its card is the game's in play (no buttons, same
        // message), and its thread is renamed with the game's number and players
        Posted firstBoard = t.assertNewPostsOnlyIn(before, a, 1).getFirst();
        assertTrue(firstBoard.text().contains("The game begins"), firstBoard.text());
        assertEquals(List.of(ann.id()), firstBoard.pinged());
        Posted playing = t.awaitCard(a, "in play", m -> m.text().contains("in play"));
        assertTrue(playing.text().startsWith("**Djambi " + na + "** · in play, 0 moves made"), playing.text());
        assertEquals(List.of(), playing.customIds(), "a game in play has no lobby buttons on its card");
        assertEquals(List.of(a), Threaded.links(playing));
        assertTrue(playing.edits() > lobbyCardA.edits());
        Threaded.await("thread A renamed", () -> java.util.Optional.of(thread(a))
                .filter(v -> v.name().equals("Djambi " + na + " · ann, bob, AI")));
        before = t.snapshot(places);
        t.pressOnCard(bob, b, "start");
        t.awaitStage(b, Stage.PLAYING);
        t.assertNewPostsOnlyIn(before, b, 1);
        Threaded.await("thread B renamed", () -> java.util.Optional.of(thread(b))
                .filter(v -> v.name().equals("Djambi " + nb + " · bob, AI, AI")));

        // WHEN A is played: ann and bob move typing /move in its thread, the AI answers (bob's move and the AI's
        // answer make one board)
        List<Posted> boardsOfA = new ArrayList<>();
        before = t.snapshot(places);
        t.move(a, a);
        boardsOfA.addAll(t.assertNewPostsOnlyIn(before, a, 1));
        before = t.snapshot(places);
        t.move(a, a);
        t.aisMove(a);
        boardsOfA.addAll(t.assertNewPostsOnlyIn(before, a, 1));
        // THEN each board is in A's thread, with its picture, pinging the next person there
        for (Posted board : boardsOfA) {
            assertTrue(board.attachments().stream().anyMatch(f -> f.isPng()), board.text());
        }
        Posted moving = t.awaitCard(a, "3 moves made", m -> m.text().contains("3 moves made"));
        assertEquals(List.of(a), Threaded.links(moving));

        // WHEN ann then bob resign in A, and bob resigns in B
        before = t.snapshot(places);
        t.resign(ann, a, a);
        t.resign(bob, a, a);
        t.awaitStage(a, Stage.OVER);
        // (the end, then below it the words that say the review is coming, which the review then takes the place of)
        List<Posted> endOfA = t.assertNewPostsOnlyIn(before, a, 3);
        before = t.snapshot(places);
        t.resign(bob, b, b);
        t.awaitStage(b, Stage.OVER);
        // (no review: nobody moved a piece in B)
        t.settle();
        List<Posted> endOfB = t.assertNewPostsOnlyIn(before, b, 1);
        assertFalse(endOfB.getLast().text().startsWith("📈"), endOfB.getLast().text());

        // THEN A's last post is in its thread, with the record, pinging both its people; its card says the result
        Posted last = endOfA.get(1);
        assertTrue(last.text().contains("AI Yellow (easy) wins the game!"), last.text());
        assertEquals(List.of(ann.id(), bob.id()), last.pinged());
        // AND below it the review, one message edited in place once it is ready, with its chart, pinging nobody
        String review = endOfA.getLast().id();
        Posted reviewed = Threaded.await("A's review", () -> t.posts(a).stream()
                .filter(m -> m.id().equals(review) && m.text().startsWith("📈 **Review of game " + na))
                .findFirst());
        assertTrue(reviewed.attachments().stream().anyMatch(f -> f.isPng()), reviewed.text());
        assertEquals(List.of(), reviewed.pinged());
        Posted overA = t.awaitCard(a, "finished", m -> m.text().contains("finished"));
        assertTrue(overA.text().startsWith("**Djambi " + na + "** · finished after 3 moves"), overA.text());
        assertTrue(overA.text().contains("AI Yellow (easy) wins the game!"), overA.text());
        assertEquals(List.of(a), Threaded.links(overA));
        // AND B, left to its two AIs, ended drawn, said on its card; C is still a lobby, its card too
        Posted overB = t.awaitCard(b, "finished", m -> m.text().contains("finished"));
        assertTrue(overB.text().startsWith("**Djambi " + nb + "** · finished after 0 moves"), overB.text());
        assertEquals(List.of(b), Threaded.links(overB));
        assertEquals(Stage.LOBBY, t.stage(c));
        Posted lobbyC = t.card(c);
        assertTrue(lobbyC.text().startsWith("**Djambi " + nc + "**: the lobby is open"), lobbyC.text());
        assertEquals(List.of("djambi:join:" + nc), Threaded.buttons(lobbyC, "join"));
        assertEquals("Djambi · cy", thread(c).name(), "a lobby's thread keeps its name");

        // AND #general still holds the three cards alone, each one message edited in place
        t.settle();
        assertEquals(List.of(a, b, c), t.postIds(general));
        assertTrue(t.card(a).edits() > cardEditsAtLobby[0]);
        assertTrue(t.card(b).edits() > cardEditsAtLobby[1]);
        assertTrue(t.card(c).edits() > cardEditsAtLobby[2]);
        // AND no thread holds a post of another game: the threads' members are their games' people
        assertMembers(a, List.of(ann, bob), List.of(cy));
        assertMembers(b, List.of(bob), List.of(ann, cy));
        assertMembers(c, List.of(cy, ann), List.of(bob));
        places.forEach(t::assertNothingPostedTwice);

        Threaded.report(
                "a whole game in its thread (game A: lobby, 1 join, 1 AI seated, start, 3 moves, 2 resignations):"
                        + " %d message in the channel (its card, edited %d times), %d posts in its thread",
                t.postIds(general).stream().filter(a::equals).count(),
                t.card(a).edits(),
                t.posts(a).size());
        Threaded.report(
                "game B (lobby, 2 AIs seated, start, its one person resigns: a draw): %d message in the channel (its"
                        + " card, edited %d times), %d posts in its thread; lobby C (1 join): card edited %d times, %d"
                        + " posts in its thread",
                t.postIds(general).stream().filter(b::equals).count(),
                t.card(b).edits(),
                t.posts(b).size(),
                t.card(c).edits(),
                t.posts(c).size());
    }
}

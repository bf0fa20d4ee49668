package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import io.djambi.render.BoardRenderer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TableServiceTest {
    private final InMemoryTableStore store = new InMemoryTableStore();
    private final TableService service = new TableService(store, new BoardRenderer());

    private List<Reply> run(String user, String sub, String... options) {
        Map<String, String> map = new HashMap<>();
        for (String o : options) {
            map.put(o.substring(0, o.indexOf(':')), o.substring(o.indexOf(':') + 1));
        }
        String name = sub.equals("move") ? "move" : "djambi";
        return service.handle(new CommandRequest(user, user, "chan", name, name.equals("move") ? "" : sub, map));
    }

    private static String privateText(List<Reply> replies) {
        return assertInstanceOf(Reply.Private.class, replies.get(0)).text();
    }

    private static Reply.Public publicPost(List<Reply> replies) {
        return assertInstanceOf(Reply.Public.class, replies.get(0));
    }

    private Position position() {
        return store.find("chan").orElseThrow().started().orElseThrow().position();
    }

    private void seatFour() {
        run("ann", "new");
        run("bob", "join");
        run("cy", "join");
        run("di", "join");
    }

    @Test
    void aSecondLobbyInTheSameChannelIsRefused() {
        run("ann", "new");
        assertTrue(privateText(run("bob", "new")).contains("already has a live game"));
    }

    @Test
    void seatsFillInTurnOrderAndATakenColourIsRefused() {
        // GIVEN a lobby where Ann is Red
        run("ann", "new", "players:3");
        // WHEN Bob asks for red, then for yellow
        assertTrue(privateText(run("bob", "join", "colour:red")).contains("taken"));
        run("bob", "join", "colour:yellow");
        // THEN Cy gets the first free colour, Blue
        run("cy", "join");
        assertEquals(Colour.BLUE, store.find("chan").orElseThrow().seatOf("cy").orElseThrow().colour());
        assertTrue(privateText(run("di", "join")).contains("full"));
    }

    @Test
    void onlyTheHostStartsAndOnlyWhenTheTableIsFull() {
        run("ann", "new");
        run("bob", "join");
        assertTrue(privateText(run("ann", "start")).contains("Waiting for players"));
        run("cy", "join");
        run("di", "join");
        assertTrue(privateText(run("bob", "start")).contains("Only the host"));
        Reply.Public started = publicPost(run("ann", "start"));
        assertTrue(started.hasBoard());
        assertEquals(List.of("ann"), started.mentions(), "Red moves first and is pinged");
    }

    @Test
    void threePlayerGameMakesTheEmptySeatTheHostage() {
        run("ann", "new", "players:3");
        run("bob", "join", "colour:green");
        run("cy", "join", "colour:yellow");
        run("ann", "start");
        assertTrue(position().camps().isHostage(Colour.BLUE), "R25: the empty seat's camp is the hostage");
    }

    @Test
    void wrongMovesAreExplainedPrivatelyAndChangeNothing() {
        seatFour();
        run("ann", "start");
        Position before = position();
        assertTrue(privateText(run("bob", "move", "move:I3-I4")).contains("ann (Red)'s move"));
        assertTrue(privateText(run("zed", "move", "move:C3-D4")).contains("not playing"));
        assertTrue(privateText(run("ann", "move", "move:C3-E5")).contains("maze"));
        assertTrue(privateText(run("ann", "move", "move:hello")).contains("cannot read"));
        assertTrue(privateText(run("ann", "move", "move:" + "C3-D4".repeat(20))).contains("too long"));
        assertEquals(before, position());
    }

    @Test
    void aMoveIsPostedWithTheBoardInWordsAndPingsTheNextPlayer() {
        seatFour();
        run("ann", "start");
        Reply.Public post = publicPost(run("ann", "move", "move:c3-d4"));
        assertTrue(post.text().startsWith("Red Necromobile C3 moves to D4."), post.text());
        assertEquals(List.of("bob"), post.mentions());
        assertTrue(post.hasBoard());
    }

    @Test
    void drawNeedsEveryActivePlayer() {
        seatFour();
        run("ann", "start");
        run("ann", "draw");
        run("bob", "draw");
        run("cy", "draw");
        assertTrue(!position().isOver());
        assertTrue(publicPost(run("di", "draw")).text().contains("drawn"));
        assertTrue(position().isOver());
    }

    @Test
    void fullFourAndThreePlayerGamesCanBePlayedToTheEnd() {
        for (String players : List.of("4", "3")) {
            InMemoryTableStore own = new InMemoryTableStore();
            TableService s = new TableService(own, new BoardRenderer());
            Map<Colour, String> seatOf = new HashMap<>();
            String[] users = {"ann", "bob", "cy", "di"};
            s.handle(new CommandRequest("ann", "ann", "c", "djambi", "new", Map.of("players", players)));
            for (int i = 1; i < Integer.parseInt(players); i++) {
                s.handle(new CommandRequest(users[i], users[i], "c", "djambi", "join", Map.of()));
            }
            s.handle(new CommandRequest("ann", "ann", "c", "djambi", "start", Map.of()));
            own.find("c").orElseThrow().seats().forEach((c, seat) -> seatOf.put(c, seat.userId()));
            Random random = new Random(5);
            String last = "";
            for (int n = 0; n < 2000; n++) {
                Position p = own.find("c").orElseThrow().started().orElseThrow().position();
                if (p.isOver()) {
                    break;
                }
                List<Move> moves = Rules.legalMoves(p);
                String mover = seatOf.get(p.toMove().orElseThrow());
                List<Reply> r = s.handle(new CommandRequest(mover, mover, "c", "move", "",
                        Map.of("move", moves.get(random.nextInt(moves.size())).text())));
                last = assertInstanceOf(Reply.Public.class, r.get(0)).text();
            }
            assertTrue(own.find("c").orElseThrow().started().orElseThrow().position().isOver(), players + " players");
            assertTrue(last.contains("wins the game") || last.contains("drawn"), last);
        }
    }
}

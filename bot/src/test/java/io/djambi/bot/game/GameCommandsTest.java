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

class GameCommandsTest {
    private final InMemoryTableStore store = new InMemoryTableStore();
    private final TestGames service = new TestGames(
            store,
            new BoardRenderer(),
            noPress -> java.util.Optional.empty(),
            io.djambi.bot.stats.StatsBook.inMemory());

    private List<Reply> run(String user, String sub, String... options) {
        Map<String, String> map = new HashMap<>();
        for (String o : options) {
            map.put(o.substring(0, o.indexOf(':')), o.substring(o.indexOf(':') + 1));
        }
        String name = sub.equals("move") ? "move" : "djambi";
        return service.handle(
                new CommandRequest(user, user, "guild", "chan", false, name, name.equals("move") ? "" : sub, map));
    }

    private static String privateText(List<Reply> replies) {
        return assertInstanceOf(Reply.Private.class, replies.get(0)).text();
    }

    /** The public post among the answers (a confirmed resignation first closes its question privately). */
    private static Reply.Public publicPost(List<Reply> replies) {
        return replies.stream()
                .filter(Reply.Public.class::isInstance)
                .map(Reply.Public.class::cast)
                .findFirst()
                .orElseGet(() -> assertInstanceOf(Reply.Public.class, replies.get(0)));
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
        // its host is not told to ask the host (found by the play-test)
        assertEquals(
                "This channel already has your live game. Finish it, or end it with /djambi abort.",
                privateText(run("ann", "new")).strip());
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
        assertEquals(
                Colour.BLUE,
                store.find("chan").orElseThrow().seatOf("cy").orElseThrow().colour());
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
        String status = privateText(run("bob", "status"));
        assertTrue(status.contains("Blue: - (the hostage camp)"), status);
        assertTrue(!status.contains(", out"), "the hostage camp is not a player who went out: " + status);
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
        assertTrue(post.text().startsWith("ann (Red): C3-D4 — Red Necromobile C3 moves to D4."), post.text());
        assertTrue(post.text().contains("<@bob>"), "the mention is in the text, so Discord pings: " + post.text());
        assertEquals(new Reply.BoardControls(store.find("chan").orElseThrow().id(), 1), post.controls());
        assertEquals(List.of("bob"), post.mentions());
        assertTrue(post.hasBoard());
    }

    @Test
    void drawNeedsEveryActivePlayer() {
        seatFour();
        run("ann", "start");
        run("ann", "draw-confirm");
        run("bob", "draw-confirm");
        run("cy", "draw-confirm");
        assertTrue(!position().isOver());
        assertTrue(publicPost(run("di", "draw-confirm")).text().contains("drawn"));
        assertTrue(position().isOver());
    }

    @Test
    void fullFourAndThreePlayerGamesCanBePlayedToTheEnd() {
        for (String players : List.of("4", "3")) {
            InMemoryTableStore own = new InMemoryTableStore();
            TestGames s = new TestGames(
                    own,
                    new BoardRenderer(),
                    noPress -> java.util.Optional.empty(),
                    io.djambi.bot.stats.StatsBook.inMemory());
            Map<Colour, String> seatOf = new HashMap<>();
            String[] users = {"ann", "bob", "cy", "di"};
            s.handle(CommandRequest.djambi("ann", "ann", "g", "c", "new", Map.of("players", players)));
            for (int i = 1; i < Integer.parseInt(players); i++) {
                s.handle(CommandRequest.djambi(users[i], users[i], "g", "c", "join", Map.of()));
            }
            s.handle(CommandRequest.djambi("ann", "ann", "g", "c", "start", Map.of()));
            own.find("c").orElseThrow().seats().forEach((c, seat) -> seatOf.put(c, seat.userId()));
            Random random = new Random(5);
            String last = "";
            Reply.Public finalPost = null;
            for (int n = 0; n < 2000; n++) {
                Position p = own.find("c").orElseThrow().started().orElseThrow().position();
                if (p.isOver()) {
                    break;
                }
                List<Move> moves = Rules.legalMoves(p);
                String mover = seatOf.get(p.toMove().orElseThrow());
                List<Reply> r = s.handle(CommandRequest.move(
                        mover,
                        mover,
                        "g",
                        "c",
                        Map.of("move", moves.get(random.nextInt(moves.size())).text())));
                finalPost = assertInstanceOf(Reply.Public.class, r.get(0));
                last = finalPost.text();
            }
            assertEquals(2, finalPost.files().size(), "the final board and the game record");
            String record = new String(finalPost.files().get(1).bytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertInstanceOf(
                    io.djambi.engine.Result.Ok.class, io.djambi.engine.notation.RecordNotation.read(record), record);
            // no Make-a-move button on a finished game: what its last post carries only closes the game's offers
            assertEquals(
                    new Reply.GameOver(List.of(), "✖ Closed: the game is over."),
                    finalPost.controls(),
                    "no Make-a-move button on a finished game");
            assertTrue(
                    own.find("c")
                            .orElseThrow()
                            .started()
                            .orElseThrow()
                            .position()
                            .isOver(),
                    players + " players");
            assertTrue(last.contains("wins the game") || last.contains("drawn"), last);
        }
    }

    private List<Reply> pick(String user, String picked, String... more) {
        Table t = store.find("chan").orElseThrow();
        String[] options = new String[more.length + 3];
        options[0] = "table:" + t.id();
        options[1] = "version:" + t.version();
        options[2] = "picked:" + picked;
        System.arraycopy(more, 0, options, 3, more.length);
        return run(user, "pick", options);
    }

    @Test
    void thePickerOffersOnlyLegalStepsAndPlaysWhenTheMoveIsWhole() {
        seatFour();
        run("ann", "start");
        // Red's pieces that can move at the start
        Reply.Picker pieces =
                assertInstanceOf(Reply.Picker.class, pick("ann", "").get(0));
        List<String> values =
                pieces.choices().stream().map(Reply.PickerChoice::value).toList();
        assertTrue(values.contains("C3") && values.contains("A3"), values.toString());
        assertTrue(!values.contains("A1"), "the Chief in his corner is hemmed in at the start: " + values);
        // the Necromobile's destinations
        Reply.Picker steps =
                assertInstanceOf(Reply.Picker.class, pick("ann", "C3").get(0));
        assertTrue(
                steps.choices().stream().anyMatch(c -> c.value().equals("-D4")),
                steps.choices().toString());
        // choosing a whole move plays it
        Reply.Public played = publicPost(pick("ann", "C3-D4"));
        assertTrue(played.text().contains("C3-D4"), played.text());
        assertEquals(1, store.find("chan").orElseThrow().version());
    }

    @Test
    void aMenuFromAnOlderBoardIsRefusedAndChangesNothing() {
        seatFour();
        run("ann", "start");
        Table before = store.find("chan").orElseThrow();
        run("ann", "move", "move:C3-D4");
        List<Reply> stale = run("bob", "pick", "table:" + before.id(), "version:0", "picked:I3-I4");
        assertTrue(privateText(stale).contains("board has changed"), privateText(stale));
        assertEquals(1, store.find("chan").orElseThrow().version());
        List<Reply> otherTable = run("bob", "pick", "table:999", "version:1", "picked:I3-I4");
        assertTrue(privateText(otherTable).contains("board has changed"), privateText(otherTable));
    }

    @Test
    void twoRacingMovesFromOneBoardApplyExactlyOnce() throws Exception {
        seatFour();
        run("ann", "start");
        var pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            var a = pool.submit(() -> pick("ann", "C3-D4"));
            var b = pool.submit(() -> pick("ann", "C3-D4"));
            List<Reply> first = a.get();
            List<Reply> second = b.get();
            long played = java.util.stream.Stream.of(first, second)
                    // racing, the other thread may have made this one's post first: its answer still says it posted
                    .filter(r -> r.stream().anyMatch(x -> x instanceof Reply.Public || x instanceof Reply.Posted))
                    .count();
            assertEquals(1, played, "exactly one of the two clicks plays");
            assertEquals(1, store.find("chan").orElseThrow().version());
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void onlyTheHostOrAChannelManagerCanAbort() {
        seatFour();
        run("ann", "start");
        assertTrue(privateText(run("bob", "abort-confirm")).contains("Only the host"));
        List<Reply> byModerator =
                service.handle(CommandRequest.djambi("mod", "mod", "guild", "chan", "abort-confirm", Map.of())
                        .asModerator());
        assertTrue(publicPost(byModerator).text().contains("aborted"));
        assertTrue(!store.find("chan").orElseThrow().isLive());
    }

    @Test
    void lobbySettingsAreKeptAndBadOnesRefused() {
        assertTrue(privateText(run("ann", "new", "turn-time:soon")).contains("turn-time is written like"));
        assertTrue(privateText(run("ann", "new", "press:loud")).contains("press must be"));
        assertTrue(store.find("chan").isEmpty(), "a refused /djambi new opens nothing");
        Reply.Public lobby =
                publicPost(run("ann", "new", "players:3", "press:public", "turn-time:2d", "reveal-press:false"));
        assertEquals(new Reply.LobbyControls(), lobby.controls());
        assertEquals(
                new TableSettings(
                        3, Press.PUBLIC, java.time.Duration.ofDays(2), false, true, TimeoutPolicy.SKIP, false),
                store.find("chan").orElseThrow().settings());
    }

    @Test
    void historyTellsEachMoveInNotationAndWords() {
        seatFour();
        run("ann", "start");
        run("ann", "move", "move:C3-D4");
        run("bob", "move", "move:G3-F4");
        String history = privateText(run("cy", "history"));
        assertTrue(history.contains("1. ann (Red): C3-D4 — Red Necromobile C3 moves to D4"), history);
        assertTrue(history.contains("2. bob (Blue): G3-F4"), history);
    }

    @Test
    void theStatusCountsTheMoveToComeAndOnceOverTheLastOne() {
        seatFour();
        run("ann", "start");
        run("ann", "move", "move:C3-D4");
        assertTrue(
                privateText(run("cy", "status")).contains("Move 2. bob (Blue) to move."),
                privateText(run("cy", "status")));
        // over after one move: "Move 1", as the card's "after 1 move" (it said "Move 2"; found by the play-test)
        run("bob", "resign-confirm");
        run("cy", "resign-confirm");
        run("di", "resign-confirm");
        String over = privateText(run("ann", "status"));
        assertTrue(over.contains("Move 1. **ann (Red) wins the game!**"), over);
    }

    @Test
    void historyNamesWhoResignedEvenOutOfTurn() {
        seatFour();
        run("ann", "start");
        run("ann", "move", "move:C3-D4");
        // Cy resigns while Bob is to move (R23: at any time)
        run("cy", "resign-confirm");
        String history = privateText(run("di", "history"));
        assertTrue(history.contains("2. cy (Yellow): resigns"), history);
    }

    @Test
    void gamesListsTheCallersLiveTables() {
        seatFour();
        run("ann", "start");
        assertTrue(privateText(run("bob", "games")).contains("<#chan>: move 1, ann (Red) to move"));
        assertTrue(privateText(run("ann", "games")).contains("your move"));
        assertTrue(privateText(run("zed", "games")).contains("no live games"));
    }

    @Test
    void aPrivateBoardIsDrawnFromThePlayersOwnCorner() {
        seatFour();
        run("ann", "start");
        List<Reply> mine = run("cy", "board");
        Reply.Private board = assertInstanceOf(Reply.Private.class, mine.get(0));
        assertTrue(board.text().startsWith("The board, from Yellow's corner."), board.text());
        assertEquals(1, board.files().size());
        assertTrue(publicPost(run("cy", "board", "public:true")).hasBoard(), "public: posted for all");
    }

    @Test
    void aResignationPingsThePlayerToMoveOnlyWhenTheTurnPassesToHim() {
        run("ann", "new");
        run("bob", "join");
        run("cy", "join");
        run("di", "join");
        run("ann", "start");
        // ann, to move, resigns: the turn passes to bob, who is pinged
        assertEquals(List.of("bob"), publicPost(run("ann", "resign-confirm")).mentions());
        // cy and di resign out of turn one after the other: bob, told already, is not pinged again and again (found
        // by the play-test); di's ends the game, whose last post pings everyone
        assertEquals(List.of(), publicPost(run("cy", "resign-confirm")).mentions());
        Reply.Public end = publicPost(run("di", "resign-confirm"));
        assertTrue(position().isOver());
        assertTrue(end.mentions().contains("bob"), end.mentions().toString());
    }

    @Test
    void theEndOfTheGamePingsEveryHumanPlayerAndOnlyThem() {
        // GIVEN a game of three people and an AI
        run("ann", "new");
        run("bob", "join");
        run("cy", "join");
        run("ann", "add-ai", "level:easy");
        run("ann", "start");
        run("ann", "move", "move:C3-C4"); // a game that ends before its first move counts for nobody
        // WHEN two players resign and the third is left alone with the AI, then the AI's camp resigns for it
        run("bob", "resign-confirm");
        Reply.Public last = publicPost(run("cy", "resign-confirm"));
        // THEN (the game goes on between ann and the AI, whose turn it is) nobody was pinged
        assertEquals(List.of(), last.mentions());
        Reply.Public end = publicPost(run("ann", "resign-confirm"));
        // AND the final post pings every human who played, the ones out already too, and no AI
        assertTrue(position().isOver());
        assertEquals(List.of("ann", "bob", "cy"), end.mentions());
        assertTrue(end.text().endsWith("<@ann> <@bob> <@cy>"), end.text());
        // AND above the pings, each rating's change, the AI's level rated as a player (the library's first game
        // among four newcomers: 300 for the winner)
        assertTrue(end.text().contains("\nAI easy 0? → 300? (+300)\n"), end.text());
    }

    @Test
    void anAbortedGamesPostPingsEveryPersonSeatedButTheOneWhoAbortedIt() {
        // GIVEN a game of three people and an AI, hosted by ann
        run("ann", "new");
        run("bob", "join");
        run("cy", "join");
        run("ann", "add-ai", "level:easy");
        run("ann", "start");
        run("bob", "resign-confirm");
        // WHEN ann aborts it
        Reply.Public post = publicPost(run("ann", "abort-confirm"));
        // THEN the post pings the other people once, the one out already too, and neither ann nor the AI
        assertEquals(List.of("bob", "cy"), post.mentions());
        assertEquals("ann aborted the game. <@bob> <@cy>", post.text());
    }

    @Test
    void anAbortByAChannelManagerWhoIsNotPlayingPingsEveryPersonSeated() {
        seatFour();
        run("ann", "start");
        Reply.Public post = publicPost(
                service.handle(CommandRequest.djambi("mod", "mod", "guild", "chan", "abort-confirm", Map.of())
                        .asModerator()));
        assertEquals(List.of("ann", "bob", "cy", "di"), post.mentions());
        assertTrue(post.text().endsWith("aborted the game. <@ann> <@bob> <@cy> <@di>"), post.text());
    }

    @Test
    void picturesAndRecordsShowTheNameAsTypedWithoutTheMessageEscapes() {
        Seat seat = new Seat(
                "1", io.djambi.bot.command.UserText.name("**x** @everyone"), io.djambi.engine.model.Colour.RED);
        assertEquals("**x** @everyone", seat.plainName());
    }

    @Test
    void aBoardWhereAnAiIsToMoveHasNoMakeAMoveButton() {
        // GIVEN Red (ann) and an AI as Blue, who moves right after Red
        run("ann", "new");
        run("ann", "add-ai", "level:easy");
        run("bob", "join");
        run("cy", "join");
        // WHEN the game starts from a record where Blue is to move (a person's move that an AI answers is posted
        // with the AI's, whose board a person is to move on)
        Reply.Public board = publicPost(run(
                "ann",
                "import",
                "record:gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/9/9/9/rMrMrN3bNbMbM/rRrPrM3bMbPbA/rCrArM3bMbRbC"
                        + " b rbyg b 0 0"));
        assertTrue(board.text().contains("AI Blue (easy) to move"), board.text());
        // THEN the board offers nobody a picker, and pings nobody
        assertEquals(new Reply.NoControls(), board.controls());
        assertEquals(List.of(), board.mentions());
    }

    @Test
    void aThreePlayerLobbyShowsThreeSeatsAndTheHostageCamp() {
        String lobby = publicPost(run("ann", "new", "players:3")).text();
        assertTrue(lobby.contains("Red: ann\nBlue: free\nYellow: free\nGreen: the hostage camp"), lobby);
        // A player who takes the hostage's colour moves the hostage to the colour left free
        String after = publicPost(run("bob", "join", "colour:green")).text();
        assertTrue(
                after.contains(
                        "Blue: free\nYellow: the hostage camp (nobody plays it; its pieces never move)\nGreen: bob"),
                after);
    }
}

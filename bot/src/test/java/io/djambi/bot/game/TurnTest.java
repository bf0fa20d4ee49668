package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Choice;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Reply;
import io.djambi.bot.guide.FirstMoveHint;
import io.djambi.bot.guide.InMemoryFirstMoves;
import io.djambi.bot.press.TestClock;
import io.djambi.engine.model.Position;
import io.djambi.render.BoardRenderer;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The player's turn through the command layer, with a test clock: the picker's steps with their boards, Back and
 * Cancel, the questions before a resignation, an abort or a draw offer (and their minute), the draw offer's Accept
 * and Decline, the forgiving {@code /move} and its suggestions.
 */
class TurnTest {
    private final InMemoryTableStore store = new InMemoryTableStore();
    private final TestClock clock = new TestClock(Instant.parse("2026-11-22T14:03:00Z"));
    private final TestGames games = new TestGames(
            store,
            new BoardRenderer(),
            noPress -> java.util.Optional.empty(),
            io.djambi.bot.stats.StatsBook.inMemory());
    private final PlayCommands play = new PlayCommands(
            games.life,
            games.posts,
            TestGames.TEXT,
            io.djambi.bot.guide.FirstMoveHint.none(TestGames.TEXT),
            new BoardRenderer(),
            clock);
    private final Dispatcher dispatcher = new Dispatcher(List.of(
            new LobbyCommands(games.life, TestGames.TEXT, new io.djambi.bot.text.Languages(TestGames.TEXT)),
            new StartCommands(games.life, games.posts, TestGames.TEXT),
            play,
            new GameControlCommands(games.life, TestGames.TEXT, clock)));

    private List<Reply> run(String user, String sub, String... options) {
        return run(dispatcher, user, sub, options);
    }

    private List<Reply> run(Dispatcher dispatcher, String user, String sub, String... options) {
        Map<String, String> map = new HashMap<>();
        for (String o : options) {
            map.put(o.substring(0, o.indexOf(':')), o.substring(o.indexOf(':') + 1));
        }
        String name = sub.equals("move") ? "move" : "djambi";
        return games.madePublic(dispatcher
                .handle(new CommandRequest(
                        user, user, "guild", "chan", false, name, name.equals("move") ? "" : sub, map))
                .toCompletableFuture()
                .join());
    }

    private void started() {
        run("ann", "new");
        run("bob", "join");
        run("cy", "join");
        run("di", "join");
        run("ann", "start");
    }

    private Table table() {
        return store.find("chan").orElseThrow();
    }

    private static String words(List<Reply> replies) {
        return replies.stream()
                .map(r -> switch (r) {
                    case Reply.Private p -> p.text();
                    case Reply.Public p -> p.text();
                    case Reply.Picker p -> p.text();
                    case Reply.Posted p -> p.said();
                })
                .reduce("", (a, b) -> a + "\n" + b);
    }

    /** Presses the Confirm of the question in {@code replies}, as the button would send it. */
    private List<Reply> confirm(String user, List<Reply> question) {
        Reply.Private p = assertInstanceOf(Reply.Private.class, question.get(0));
        Reply.ConfirmControls c = assertInstanceOf(Reply.ConfirmControls.class, p.controls());
        return run(user, c.action() + "-confirm", "table:" + c.tableId(), "asked:" + c.askedAt());
    }

    @Test
    void resigningAsksFirstAndOnlyConfirmActs() {
        // GIVEN a game under way
        started();
        // WHEN Bob asks to resign
        List<Reply> question = run("bob", "resign");
        // THEN he alone is asked, and nothing has changed yet
        assertTrue(words(question).contains("cannot be undone"), words(question));
        // naming the game: typed beside several games' cards, "this game" said nothing (found by the play-test)
        assertTrue(words(question).contains("Resign from Djambi " + table().id() + "?"), words(question));
        assertEquals(0, table().version());
        assertTrue(table().game().position().isActive(io.djambi.engine.model.Colour.BLUE));
        // AND Confirm resigns him: the question closes in one line, the channel is told
        List<Reply> done = confirm("bob", question);
        // one answer: the post, which he reads as its echo (a private line of its own kept the link to a thread from
        // him)
        assertEquals(1, done.size(), done.toString());
        assertTrue(assertInstanceOf(Reply.Public.class, done.get(0)).hasBoard());
        assertTrue(!table().game().position().isActive(io.djambi.engine.model.Colour.BLUE));
    }

    @Test
    void aConfirmationExpiresAfterAMinuteAndThenChangesNothing() {
        started();
        List<Reply> question = run("bob", "resign");
        // WHEN a minute and a second pass on the clock before Bob presses Confirm
        clock.advance(Duration.ofSeconds(61));
        List<Reply> late = confirm("bob", question);
        // THEN it says it expired, and Bob still plays
        assertEquals(List.of(new Reply.Private(TestGames.TEXT.get("confirm.expired"))), late);
        assertTrue(table().game().position().isActive(io.djambi.engine.model.Colour.BLUE));
        // AND a Confirm within the minute acts
        List<Reply> again = run("bob", "resign");
        clock.advance(Duration.ofSeconds(60));
        confirm("bob", again);
        assertTrue(!table().game().position().isActive(io.djambi.engine.model.Colour.BLUE));
    }

    @Test
    void cancelClosesTheQuestionAndChangesNothing() {
        started();
        run("ann", "abort");
        assertEquals(List.of(new Reply.Private(TestGames.TEXT.get("play.cancelled"))), run("ann", "cancel"));
        assertTrue(table().isLive());
    }

    @Test
    void abortingAsksTheHostFirstAndRefusesOthersAtOnce() {
        started();
        assertTrue(words(run("bob", "abort")).contains("Only the host"), "no question for one who may not");
        List<Reply> question = run("ann", "abort");
        assertTrue(table().isLive());
        List<Reply> done = confirm("ann", question);
        assertEquals(new Reply.Private("ann aborted the game."), done.get(0));
        assertEquals(
                new Reply.Public(
                        "ann aborted the game. <@bob> <@cy> <@di>",
                        List.of(),
                        List.of("bob", "cy", "di"),
                        // the game's latest board loses its Make a move, its seats' posts are struck through
                        new Reply.GameAborted(List.of(), "✖ Ended: ann aborted the game.")),
                done.get(1));
        assertTrue(!table().isLive());
    }

    @Test
    void aConfirmForAnotherTableChangesNothing() {
        started();
        List<Reply> question = run("ann", "abort");
        Reply.ConfirmControls c = (Reply.ConfirmControls) ((Reply.Private) question.get(0)).controls();
        List<Reply> other = run("ann", "abort-confirm", "table:" + (c.tableId() + 1), "asked:" + c.askedAt());
        assertEquals(List.of(new Reply.Private(TestGames.TEXT.get("confirm.other-game"))), other);
        assertTrue(table().isLive());
    }

    @Test
    void aDrawOfferIsConfirmedThenPostedWithAcceptAndDeclineForTheOthers() {
        started();
        // WHEN Ann offers a draw and confirms
        List<Reply> offered = confirm("ann", run("ann", "draw"));
        // THEN one public line with Accept and Decline
        Reply.Public line = assertInstanceOf(Reply.Public.class, offered.get(1));
        assertTrue(line.text().startsWith("ann (Red) offers a draw.\n1 of 4 agrees"), line.text());
        Reply.DrawOffer buttons = assertInstanceOf(Reply.DrawOffer.class, line.controls());
        String[] answer = {"table:" + buttons.tableId(), "version:" + buttons.version()};
        // AND a stranger, or Ann herself, is refused privately
        assertEquals(
                List.of(new Reply.Private(TestGames.TEXT.get("play.draw.not-yours"))),
                run("zed", "draw-answer", answer[0], answer[1], "answer:accept"));
        assertEquals(
                List.of(new Reply.Private(TestGames.TEXT.get("play.draw.already"))),
                run("ann", "draw-answer", answer[0], answer[1], "answer:accept"));
        // AND an Accept edits the offer's own line in place, with who agrees now and its buttons: a new line for
        // each agreement buried the offer under its counts (found by the play-test)
        List<Reply> accepted = run("bob", "draw-answer", answer[0], answer[1], "answer:accept");
        Reply.Public edited = assertInstanceOf(Reply.Public.class, accepted.get(0));
        assertEquals(
                "Draw offered by ann (Red), agreed by bob (Blue).\n2 of 4 agree; the offer lapses at the next move.",
                edited.text());
        assertEquals(new Reply.OfferInPlace(line.text()), edited.target());
        assertEquals(buttons, edited.controls());
        // AND Bob's second Accept is told he agreed already (it said he had offered; found by the play-test)
        assertEquals(
                "You have already agreed to a draw; that stands until the next move.",
                words(run("bob", "draw-answer", answer[0], answer[1], "answer:accept"))
                        .strip());
        Reply.Public again = (Reply.Public)
                run("cy", "draw-answer", answer[0], answer[1], "answer:accept").get(0);
        assertTrue(
                again.text().contains("offered by ann (Red), agreed by bob (Blue), cy (Yellow).\n3 of 4"),
                again.text());
        assertEquals(new Reply.OfferInPlace(edited.text()), again.target(), "in place of the line as it was");
        // AND the last Accept draws the game in a new post: the end is news for all, not an edit further up
        List<Reply> last = run("di", "draw-answer", answer[0], answer[1], "answer:accept");
        assertTrue(words(last).contains("The game is drawn"), words(last));
        assertTrue(table().game().position().isOver());
    }

    @Test
    void aStrangerAndAPlayerWhoIsOutAreToldSoNotWhoseMoveItIs() {
        started();
        assertEquals(
                List.of(new Choice(TestGames.TEXT.get("play.not-playing"), "?")),
                play.suggestions("zed", "chan", "c3"));
        // WHEN Bob resigns
        run("bob", "resign-confirm");
        // THEN his autocomplete, his moves and a second resignation all say he is out
        String out = TestGames.TEXT.get("play.out.resigned");
        assertEquals(List.of(new Choice(out, "?")), play.suggestions("bob", "chan", ""));
        assertEquals(List.of(new Reply.Private(out)), run("bob", "move", "move:H3-H4"));
        assertEquals(List.of(new Reply.Private(out)), run("bob", "resign"));
    }

    @Test
    void aPlayerWhoseChiefFellIsToldThatRatherThanThatHeMayHaveResigned() {
        // GIVEN four people from a position where Ann's Assassin has the B file open to Bob's Chief
        run("ann", "new");
        run("bob", "join");
        run("cy", "join");
        run("di", "join");
        run("ann", "import", "record:1bC5yC1/9/9/9/9/9/9/9/1rA5gCrC r rbyg r 0 0");
        // WHEN she kills him (R17)
        run("ann", "move", "move:B1xB9");
        org.junit.jupiter.api.Assertions.assertFalse(
                table().game().position().isActive(io.djambi.engine.model.Colour.BLUE));
        // THEN Bob, trying to move, is told his Chief fell
        assertEquals(
                List.of(new Reply.Private(TestGames.TEXT.get("play.out.fallen"))), run("bob", "move", "move:B9-B8"));
    }

    @Test
    void theAisAgreeToADrawEveryPersonStillInWants() {
        // GIVEN Ann and Cy against two AIs
        run("ann", "new");
        run("ann", "add-ai", "colour:blue");
        run("cy", "join", "colour:yellow");
        run("ann", "add-ai", "colour:green");
        run("ann", "start");
        // WHEN both people agree to a draw
        List<Reply> offered = confirm("ann", run("ann", "draw"));
        assertTrue(words(offered).contains("1 of 2 agrees"), words(offered));
        Reply.DrawOffer buttons = (Reply.DrawOffer) ((Reply.Public) offered.get(1)).controls();
        List<Reply> last =
                run("cy", "draw-answer", "table:" + buttons.tableId(), "version:" + buttons.version(), "answer:accept");
        // THEN the game is drawn: the AIs never keep people playing
        assertTrue(words(last).contains("The game is drawn"), words(last));
        assertTrue(table().game().position().isOver());
    }

    @Test
    void whoOfferedADrawWithdrawsItByDecline() {
        // R24: a draw needs every active player; one who agreed takes his word back by Decline, and the offer ends.
        // Found by the play-test: his Decline told him he had agreed already, and nothing withdrew an offer
        started();
        List<Reply> offered = confirm("ann", run("ann", "draw"));
        Reply.DrawOffer buttons = (Reply.DrawOffer) ((Reply.Public) offered.get(1)).controls();
        List<Reply> withdrawn = run(
                "ann", "draw-answer", "table:" + buttons.tableId(), "version:" + buttons.version(), "answer:decline");
        assertEquals(
                List.of(new Reply.Public(
                        "ann (Red) withdraws from the draw: the offer is withdrawn.",
                        List.of(),
                        List.of(),
                        Reply.OfferClosed.alone("draw", "✖ Withdrawn by ann (Red)."))),
                withdrawn);
        assertTrue(table().drawOffers().isEmpty());
    }

    @Test
    void aDeclineWithdrawsTheOfferInOneLine() {
        started();
        List<Reply> offered = confirm("ann", run("ann", "draw"));
        Reply.DrawOffer buttons = (Reply.DrawOffer) ((Reply.Public) offered.get(1)).controls();
        List<Reply> declined = run(
                "cy", "draw-answer", "table:" + buttons.tableId(), "version:" + buttons.version(), "answer:decline");
        assertEquals(
                List.of(new Reply.Public(
                        "cy (Yellow) declines the draw: the offer is withdrawn.",
                        List.of(),
                        List.of(),
                        // told by the offer struck through above, read later; the words for the console alone
                        Reply.OfferClosed.alone("draw", "✖ Declined by cy (Yellow)."))),
                declined,
                "one line, which closes the offer (its buttons go)");
        assertTrue(table().drawOffers().isEmpty());
        // AND the old offer's buttons no longer act
        assertEquals(
                List.of(new Reply.Private(TestGames.TEXT.get("play.draw.no-offer"))),
                run("bob", "draw-answer", "table:" + buttons.tableId(), "version:0", "answer:accept"));
    }

    @Test
    void thePickerShowsABoardAtEveryStepAndBackAndCancelLeaveTheGameAlone() {
        started();
        Table t = table();
        String[] at = {"table:" + t.id(), "version:0"};
        Reply.Picker pieces = assertInstanceOf(
                Reply.Picker.class, run("ann", "pick", at[0], at[1]).get(0));
        assertEquals("djambi-picker.png", pieces.files().get(0).fileName());
        assertTrue(pieces.choices().stream().anyMatch(c -> c.label().equals("Necromobile C3, 12 moves")));
        Reply.Picker targets = assertInstanceOf(
                Reply.Picker.class,
                run("ann", "pick", at[0], at[1], "picked:C3").get(0));
        assertEquals(1, targets.files().size());
        assertTrue(
                targets.choices().stream().anyMatch(c -> c.value().equals("-D4")),
                targets.choices().toString());
        // Back, as its button sends it, is the first step again
        Reply.PickerView back = targets.links().get(0).to();
        Reply.Picker again = assertInstanceOf(
                Reply.Picker.class,
                run("ann", "pick", at[0], at[1], "picked:" + back.picked(), "page:" + back.page())
                        .get(0));
        assertEquals(pieces.choices(), again.choices());
        assertEquals(0, table().version());
        // Cancel closes it
        assertEquals(List.of(new Reply.Private(TestGames.TEXT.get("play.cancelled"))), run("ann", "cancel"));
        assertEquals(0, table().version());
    }

    @Test
    void aMoveMadeFromThePickerClosesItInOneLine() {
        started();
        Table t = table();
        List<Reply> played = run("ann", "pick", "table:" + t.id(), "version:0", "picked:C3-D4");
        // closed by one line, with Take back under it (takebacks are on unless the host turned them off)
        assertEquals(
                new Reply.Private(
                        "You played **C3-D4**: Red Necromobile C3 moves to D4.",
                        List.of(),
                        new Reply.TakebackAsk(t.id(), 1)),
                played.get(0));
        assertTrue(assertInstanceOf(Reply.Public.class, played.get(1)).hasBoard());
        assertEquals(1, table().version());
    }

    @Test
    void aPersonsFirstMoveFromThePickerSaysWhatWasPlayedThenTheHintInTheLineThatClosesIt() {
        // GIVEN a command layer that remembers first moves, and a game under way
        Dispatcher hinting = new Dispatcher(List.of(new PlayCommands(
                games.life,
                games.posts,
                TestGames.TEXT,
                new FirstMoveHint(new InMemoryFirstMoves(), TestGames.TEXT),
                new BoardRenderer(),
                clock)));
        started();
        // WHEN ann plays her first move from the picker
        List<Reply> first = run(hinting, "ann", "pick", "table:" + table().id(), "version:0", "picked:C3-D4");
        // THEN one private line says what she played, then the hint, and the board is posted
        String played = "You played **C3-D4**: Red Necromobile C3 moves to D4.";
        assertEquals(
                new Reply.Private(
                        TestGames.TEXT.get("guide.first-move", played, "Make a move"),
                        List.of(),
                        new Reply.TakebackAsk(table().id(), 1)),
                first.get(0));
        assertTrue(words(first).startsWith("\n" + played + " Your first move here?"), words(first));
        assertTrue(assertInstanceOf(Reply.Public.class, first.get(1)).hasBoard());
        assertEquals(2, first.size());
        // AND bob's first move, typed, is answered the same way
        List<Reply> typed = run(hinting, "bob", "move", "move:I3-I4");
        assertTrue(words(typed).startsWith("\nYou played **I3-I4**: "), words(typed));
        assertTrue(words(typed).contains(" Your first move here?"), words(typed));
    }

    @Test
    void aPlayerWhoIsNotToMoveGetsOneSuggestionSayingWhoseMoveItIs() {
        started();
        List<Choice> bob = play.suggestions("bob", "chan", "c3");
        assertEquals(List.of(new Choice("It is ann (Red)'s move, not yours: wait for your turn.", "?")), bob);
        assertEquals(1, play.suggestions("zed", "chan", "").size(), "one who does not play: the same one choice");
        // AND its value plays nothing
        Position before = table().game().position();
        run("bob", "move", "move:?");
        run("ann", "move", "move:?");
        assertEquals(before, table().game().position());
        assertTrue(play.suggestions("ann", "chan", "c3").size() > 1, "the player to move gets his moves");
    }

    @Test
    void aMoveTypedLooselyIsPlayedWhenOneFitsAndListedWhenSeveralDo() {
        started();
        // several fit: refused, listed in words, nothing played
        List<Reply> several = run("ann", "move", "move:c3");
        assertTrue(words(several).startsWith("\n12 legal moves fit that; nothing was played."), words(several));
        assertTrue(words(several).contains("`C3-D4` Red Necromobile C3 moves to D4"), words(several));
        assertTrue(words(several).contains("and 2 more"), words(several));
        assertEquals(0, table().version());
        // none fits: said so
        assertTrue(words(run("ann", "move", "move:c3 e5")).contains("no legal move of yours fits that"));
        // one fits: played
        assertInstanceOf(
                Reply.Public.class, run("ann", "move", "move:necromobile d4").get(0));
        assertEquals(1, table().version());
    }

    @Test
    void aGroupOfTheSuggestionsSentAsItIsListsItsMovesAndOpensThePickerWhereTheyPart() {
        // GIVEN Ann to move, offered "A3-A… (2 moves)" among the groups of all her moves
        started();
        List<Choice> offered = play.suggestions("ann", "chan", "");
        assertTrue(offered.stream().anyMatch(c -> c.value().equals("A3-A")), offered.toString());
        // WHEN she sends the group's value as it is, as a phone does when it is tapped
        List<Reply> sent = run("ann", "move", "move:A3-A");
        // THEN its two moves are listed, the picker is open at A3 to pick one, and nothing is played
        Reply.Picker picker = assertInstanceOf(Reply.Picker.class, sent.get(0));
        assertTrue(picker.text().startsWith("2 legal moves fit that; nothing was played."), picker.text());
        assertTrue(picker.text().contains("`A3-A4`") && picker.text().contains("`A3-A5`"), picker.text());
        assertEquals("A3", picker.view().picked());
        assertEquals(0, picker.view().version());
        assertEquals(1, picker.files().size(), "the picker's board");
        assertEquals(0, table().version());
        // AND every group offered, sent as it is, is answered with its moves, never refused as unreadable
        List<Choice> groups =
                offered.stream().filter(c -> c.label().contains("…")).toList();
        assertTrue(groups.size() > 5, groups.toString());
        for (Choice c : groups) {
            String answer = words(run("ann", "move", "move:" + c.value()));
            assertTrue(answer.contains("legal moves fit that"), c + ": " + answer);
        }
        assertEquals(0, table().version());
    }

    @Test
    void thePickersBoardIsWrittenInThePlayersLanguage() {
        // GIVEN Ann to move, reading German (the picker is hers alone, in her language, whatever the game's)
        started();
        MovePicker picker = new MovePicker(
                new BoardRenderer(), io.djambi.bot.text.Catalogue.english().forLocale(java.util.Locale.GERMAN));
        // THEN its board's header and status words are the German ones, not the renderer's English defaults
        var words = picker.options(table(), "").words();
        assertEquals("Gespielte Züge: {0}", words.movesPlayed());
        assertEquals("wartet", words.waiting());
    }

    @Test
    void thePickersBoardNamesAnAiInThePlayersLanguage() {
        // GIVEN an English game with an AI as Blue, and Ann reading French (found by the play-test: "AI Blue (easy)"
        // on her picture beside "IA Bleu (facile)" in its words)
        started();
        Table withAi = table().withSeat(
                        Seat.ai(io.djambi.engine.model.Colour.BLUE, io.djambi.engine.ai.Level.EASY, TestGames.TEXT));
        MovePicker picker = new MovePicker(
                new BoardRenderer(), io.djambi.bot.text.Catalogue.english().forLocale(java.util.Locale.FRENCH));
        var names = picker.options(withAi, "").names();
        assertEquals("IA Bleu (facile)", names.get(io.djambi.engine.model.Colour.BLUE));
        assertEquals("ann", names.get(io.djambi.engine.model.Colour.RED));
    }

    @Test
    void eachStepsBoardMarksExactlyThatStepsChoices() {
        // GIVEN Ann (Red) to move at the start
        started();
        MovePicker picker = new MovePicker(new BoardRenderer(), TestGames.TEXT);
        Position p = table().game().position();
        var legal = io.djambi.engine.rules.Rules.legalMoves(p);
        // THEN the first board rings every piece that can move, from Red's corner
        var first = picker.options(table(), "");
        assertEquals(
                legal.stream().map(io.djambi.engine.move.Move::from).collect(java.util.stream.Collectors.toSet()),
                first.marks().pieces());
        assertEquals(io.djambi.engine.model.Colour.RED, first.bottom());
        // AND the second, for the Necromobile, its destinations (and nothing to take at the start)
        var second = picker.options(table(), "C3").marks();
        assertEquals(java.util.Set.of(io.djambi.engine.model.Square.parse("C3")), second.pieces());
        assertEquals(
                io.djambi.engine.rules.Rules.legalMovesFrom(p, io.djambi.engine.model.Square.parse("C3")).stream()
                        .map(io.djambi.engine.move.Move::destination)
                        .collect(java.util.stream.Collectors.toSet()),
                second.reach());
        assertTrue(second.take().isEmpty() && second.place().isEmpty());
    }
}

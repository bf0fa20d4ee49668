package io.djambi.bot.clock;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.PositionNotation;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@code /takeback}: a move taken back once every other active person agrees, and the ends of a request. */
class TakebacksTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());

    private List<Reply> answer(String user, String answer, int version) {
        return t.run(user, "takeback-answer", "table:" + t.table().id(), "version:" + version, "answer:" + answer);
    }

    private String lastPost() {
        return t.games.channelPosts().getLast().text();
    }

    @Test
    void acceptedByEveryOtherPlayerTheGameItsClockAndItsRecordAreAsIfTheMoveHadNeverBeenPlayed() {
        t.started("turn-time:1h");
        t.clock.advance(Duration.ofMinutes(3));
        t.run("ann", "move", "move:C3-D4");
        t.clock.advance(Duration.ofMinutes(7));
        Table beforeBob = t.table();
        TurnClock bobsClock = t.clocks.current(beforeBob).orElseThrow();
        t.clock.advance(Duration.ofMinutes(5));
        t.run("bob", "move", "move:G3-F4");
        t.clock.advance(Duration.ofMinutes(2));
        // WHEN Bob asks to take his move back and Ann, Cy and Di accept
        String asked = text(t.run("bob", "takeback"));
        assertTrue(asked.contains("bob (Blue) asks to take back their last move"), asked);
        // the request pings those who must answer it (found by the play-test: nobody was told)
        Reply.Public request = t.games.channelPosts().getLast();
        assertEquals(List.of("ann", "cy", "di"), request.mentions());
        assertTrue(request.text().endsWith(" <@ann> <@cy> <@di>"), request.text());
        // AND each acceptance but the last edits the request's own line in place: who accepts now, its buttons, and
        // the pings of those yet to answer (a new line for each acceptance buried the request under its counts)
        Reply.Public first = (Reply.Public) answer("ann", "accept", 2).getFirst();
        assertEquals(
                "Takeback asked by bob (Blue), accepted by ann (Red).\n1 of 3 agrees (any move, a decline or the turn's"
                        + " deadline ends the request). <@cy> <@di>",
                first.text());
        assertEquals(new Reply.OfferInPlace(request.text()), first.target());
        assertEquals(request.controls(), first.controls(), "Accept and Decline stay");
        assertEquals(List.of("cy", "di"), first.mentions());
        Reply.Public second = (Reply.Public) answer("cy", "accept", 2).getFirst();
        assertTrue(
                second.text().startsWith("Takeback asked by bob (Blue), accepted by ann (Red), cy (Yellow).\n2 of 3"),
                second.text());
        assertEquals(new Reply.OfferInPlace(first.text()), second.target(), "in place of the line as it was");
        int posts = t.games.channelPosts().size();
        answer("di", "accept", 2);
        // THEN the game, its record and Bob's clock are as before his move
        Table back = t.table();
        assertEquals(1, back.version());
        assertEquals(beforeBob.game().positions(), back.game().positions());
        assertEquals(beforeBob.game().record(), back.game().record());
        assertEquals(Colour.BLUE, back.game().position().toMove().orElseThrow());
        assertEquals(bobsClock, t.clocks.current(back).orElseThrow(), "the turn's clock as it was, not restarted");
        // and the channel is told once, on one board: a new post, since the takeback done ends the request and is
        // news for all
        assertEquals(posts + 1, t.games.channelPosts().size());
        assertEquals(new Reply.NewMessage(), t.games.channelPosts().getLast().target());
        assertTrue(lastPost().contains("the last move of bob (Blue) is taken back"), lastPost());
        // the board pings Bob, whose move it is again, as every board pings the player to move: the last acceptance
        // may come hours after he asked (found by the play-test: nobody was pinged)
        assertEquals(List.of("bob"), t.games.channelPosts().getLast().mentions());
        // AND the game goes on from there: Bob plays another move, and the record replays exactly
        t.run("bob", "move", "move:" + aLegalMoveOtherThan(back.game().position(), "G3-F4"));
        Game now = t.table().game();
        assertEquals(2, now.version());
        assertEquals(
                Game.replay(now.start(), now.events()).orThrow().positions(),
                now.positions(),
                "the kept record is the game: start and events replay to it");
    }

    @Test
    void aRequestAskedInOneLanguageIsAnsweredInAnother() {
        // Each language's commands are a layer of their own: the open requests were kept in each layer, so a German
        // player's Accept found no request a French player had made (found by the play-test on the fake Discord)
        t.started();
        t.run("ann", "move", "move:C3-D4");
        t.runIn(Locale.FRENCH, "ann", "takeback");
        answerIn(Locale.GERMAN, "bob", "accept", 1);
        assertTrue(lastPost().contains("accepted by bob (Blue).\n1 of 3 agrees"), lastPost());
        answerIn(Locale.ITALIAN, "cy", "accept", 1);
        answer("di", "accept", 1);
        assertEquals(0, t.table().version(), "the move is taken back");
    }

    private List<Reply> answerIn(Locale language, String user, String answer, int version) {
        return t.runIn(
                language, user, "takeback-answer", "table:" + t.table().id(), "version:" + version, "answer:" + answer);
    }

    @Test
    void aDeclineEndsTheRequestAndTheMoveStands() {
        t.started();
        t.run("ann", "move", "move:C3-D4");
        t.run("ann", "takeback");
        answer("bob", "accept", 1);
        Reply.Public declined = (Reply.Public) answer("cy", "decline", 1).getFirst();
        assertTrue(declined.text().contains("cy (Yellow) declines the takeback: the move stands"), declined.text());
        // told once: by the request struck through with why where requests are struck (a new line said it a second
        // time, found by the play-test); the post's words are for the console
        assertEquals(new Reply.NewMessage(), declined.target());
        assertEquals(
                Reply.OfferClosed.alone("takeback", "✖ Declined by cy (Yellow): the move stands."),
                declined.controls(),
                "the request struck through above says who declined it");
        assertTrue(text(answer("di", "accept", 1)).contains("no longer open"));
        assertEquals(1, t.table().version());
        // and the same move is not asked for again (found by the play-test: asked again at once after a decline)
        assertEquals(
                "This move's takeback was declined: it stands, and cannot be asked for again.",
                text(t.run("ann", "takeback")));
    }

    @Test
    void anAbortStrikesTheStandingRequestThroughAndADrawOfferWithItSayingWhoAbortedTheGame() {
        // The abort said so in a line of its own, and the request above it kept its Accept and Decline, which only
        // answered that it was no longer open (found by a test first)
        t.started();
        t.run("ann", "move", "move:C3-D4");
        t.run("ann", "takeback");
        t.run("ann", "abort-confirm");
        assertEquals(
                new Reply.GameAborted(
                        List.of(new Reply.OfferClosed("takeback", "✖ Ended: ann aborted the game.")),
                        "✖ Ended: ann aborted the game."),
                t.games.channelPosts().getLast().controls());
        // AND a draw offer standing beside a request: both struck, for the same reason
        t.started();
        t.run("ann", "move", "move:C3-D4");
        t.run("ann", "takeback");
        t.run("cy", "draw-confirm");
        t.run("ann", "abort-confirm");
        assertEquals(
                new Reply.GameAborted(
                        List.of(new Reply.OfferClosed("", "✖ Ended: ann aborted the game.")),
                        "✖ Ended: ann aborted the game."),
                t.games.channelPosts().getLast().controls());
    }

    @Test
    void theNextMoveEndsTheRequestAndAfterItTheMoveCannotBeTakenBack() {
        t.started();
        t.run("ann", "move", "move:C3-D4");
        t.run("ann", "takeback");
        t.run("bob", "move", "move:G3-F4");
        assertTrue(text(answer("cy", "accept", 1)).contains("no longer open"));
        assertTrue(text(t.run("ann", "takeback")).contains("You have no move to take back"));
        assertEquals(2, t.table().version());
    }

    @Test
    void theTurnsDeadlineEndsTheRequest() {
        t.started("turn-time:30s", "timeout:skip");
        TurnTimer timer = t.games.timer(
                t.tables, t.clocks, new RecordingOutput(), guild -> "Test Server", t.clock, Runnable::run);
        timer.tick();
        t.run("ann", "move", "move:C3-D4");
        t.run("ann", "takeback");
        answer("bob", "accept", 1);
        // WHEN Bob's turn runs out (R28: skipped)
        t.clock.advance(Duration.ofSeconds(31));
        timer.tick();
        assertEquals(2, t.table().version(), "Bob's turn is skipped");
        // THEN the request is over, and the skip is an event after Ann's move: no takeback now
        assertTrue(text(answer("cy", "accept", 1)).contains("no longer open"));
        assertTrue(text(t.run("ann", "takeback")).contains("You have no move to take back"));
    }

    /**
     * The private answer to a typed move (past a player's first, whose hint line carries it) has the Take back button
     * under it, where the host allows takebacks.
     */
    @Test
    void aTypedMovesAnswerCarriesTheTakeBackButtonOnlyWhereTakebacksAreAllowed() {
        t.started();
        assertEquals(
                new Reply.TakebackAsk(t.table().id(), 5), typedSecondMoveOfAnn().controls());
    }

    @Test
    void aTypedMovesAnswerHasNoTakeBackButtonWhereTheHostTurnedThemOff() {
        t.started("takebacks:false");
        assertEquals(new Reply.NoControls(), typedSecondMoveOfAnn().controls());
    }

    /** Each player's first move, then Ann's second, typed: the answer to it as the adapter gets it. */
    private Reply.Posted typedSecondMoveOfAnn() {
        for (String player : List.of("ann", "bob", "cy", "di")) {
            Position now = t.table().game().position();
            t.run(
                    player,
                    "move",
                    "move:"
                            + io.djambi.engine.rules.Rules.legalMoves(now)
                                    .getFirst()
                                    .text());
        }
        Position now = t.table().game().position();
        String move = io.djambi.engine.rules.Rules.legalMoves(now).getFirst().text();
        List<Reply> answers = t.router
                .handle(io.djambi.bot.command.CommandRequest.move(
                        "ann", "ann", "guild", t.table().channelId(), Map.of("move", move)))
                .toCompletableFuture()
                .join();
        assertEquals(1, answers.size(), "one answer, its post's echo: " + answers);
        return (Reply.Posted) answers.getFirst();
    }

    @Test
    void notOfferedWhereTheHostTurnedTakebacksOff() {
        t.started("takebacks:false");
        assertTrue(!t.table().settings().takebacks());
        t.run("ann", "move", "move:C3-D4");
        assertTrue(text(t.run("ann", "takeback")).contains("turned takebacks off"));
        assertEquals(1, t.table().version());
    }

    @Test
    void onlyAnActivePlayerAsksAndOnlyTheOthersAnswer() {
        t.started();
        t.run("ann", "move", "move:C3-D4");
        assertTrue(text(t.run("zed", "takeback")).contains("Only active players"));
        assertTrue(text(t.run("bob", "takeback")).contains("You have no move to take back"));
        t.run("ann", "takeback");
        assertTrue(text(t.run("ann", "takeback")).contains("already asked"));
        assertTrue(text(answer("ann", "accept", 1)).contains("You asked for this takeback"));
        assertTrue(text(answer("zed", "accept", 1)).contains("Only the other active players"));
    }

    @Test
    void aMoveThatPutACampOutOfTheGameIsNotTakenBack() {
        // R11, R17: Red's Militant kills Blue's Chief; Blue is out (R22), Red and Yellow play on
        Position before = PositionNotation.read("9/9/9/3rMbC4/9/9/9/9/rC3yC3bM r rby- r 0 10")
                .orThrow();
        Game played = Game.startingFrom(before)
                .play(new GameEvent.Played(MoveNotation.read(before, "D6xE6>A9").orThrow()))
                .orThrow();
        assertTrue(!played.position().isActive(Colour.BLUE), "Blue is out");
        assertTrue(!played.position().isOver(), "the game goes on");
        Table table = new Table(
                1,
                "g",
                "c",
                "ann",
                TableSettings.DEFAULTS,
                Map.of(
                        Colour.RED, new Seat("ann", "ann", Colour.RED),
                        Colour.BLUE, new Seat("bob", "bob", Colour.BLUE),
                        Colour.YELLOW, new Seat("cy", "cy", Colour.YELLOW)),
                played,
                Set.of(),
                false);
        assertEquals("takeback.eliminated", Takebacks.back(table, Colour.RED).refusal());
        assertEquals(
                0,
                Takebacks.back(
                                table.withGame(
                                        Game.startingFrom(before)
                                                .play(new GameEvent.Played(MoveNotation.read(before, "D6-D7")
                                                        .orThrow()))
                                                .orThrow(),
                                        Set.of()),
                                Colour.RED)
                        .version(),
                "a move that puts no camp out is taken back to the version before it");
    }

    @Test
    void theAiMovesRightAfterTheMoveAreTakenBackWithItAndTheAisNeedNotAgree() {
        // Ann (Red), AI Blue, Bob (Yellow), AI Green
        t.annAndBobAgainstTwoAis();
        io.djambi.bot.ai.AiTurns ai = aiPlayers();
        t.run("ann", "move", "move:C3-D4");
        // asked before the AI has answered, the request would end at its answer: Ann is told to wait for it
        assertEquals(
                "AI Blue (easy) is still answering your move: ask again once the board with its answer is posted; the"
                        + " AI's move will then be taken back with yours.",
                text(t.run("ann", "takeback")));
        ai.tick();
        assertEquals(2, t.table().version(), "AI Blue has answered");
        // WHEN Ann asks and Bob, the one other person, accepts
        t.run("ann", "takeback");
        answer("bob", "accept", 2);
        String done = lastPost();
        // THEN her move and Blue's answer are taken back: Red is to move at the start again, and the board says the
        // AI's move went too (it vanished unmentioned; found by the play-test)
        assertTrue(done.contains("the last move of ann (Red) is taken back with the AI move after it"), done);
        assertEquals(0, t.table().version());
        assertEquals(Colour.RED, t.table().game().position().toMove().orElseThrow());
        // and once Bob has moved, Ann's next move is his to keep
        t.run("ann", "move", "move:C3-D4");
        ai.tick();
        t.run("bob", "move", "move:" + aLegalMoveOtherThan(t.table().game().position(), ""));
        assertTrue(text(t.run("ann", "takeback")).contains("You have no move to take back"));
    }

    @Test
    void theTakeBackButtonUnderAnEarlierMoveTakesNothingBack() {
        // GIVEN Ann alone against three AIs, two of her moves each answered by the AIs
        t.run("ann", "new");
        for (int i = 0; i < 3; i++) {
            t.run("ann", "add-ai", "level:easy");
        }
        t.run("ann", "start");
        io.djambi.bot.ai.AiTurns ai = aiPlayers();
        t.run("ann", "move", "move:C3-D4");
        for (int i = 0; i < 3; i++) {
            ai.tick();
        }
        t.run("ann", "move", "move:" + aLegalMoveOtherThan(t.table().game().position(), ""));
        for (int i = 0; i < 3; i++) {
            ai.tick();
        }
        assertEquals(8, t.table().version());
        String id = "table:" + t.table().id();
        // WHEN she presses Take back under her first move's answer, THEN nothing is taken back (found by the
        // play-test: it took back her newest move and the AIs' answers)
        assertEquals(
                "The move this button was under is no longer your last one (it was taken back already, or you have"
                        + " moved since): nothing changed.",
                text(t.run("ann", "takeback", id, "version:1")));
        assertEquals(8, t.table().version());
        // WHEN she presses it under her second, THEN that move goes back, with the AIs' answers
        assertTrue(text(t.run("ann", "takeback", id, "version:5")).startsWith("Taken back"));
        assertEquals(4, t.table().version());
        // AND pressed again, it takes back nothing more
        assertTrue(text(t.run("ann", "takeback", id, "version:5")).startsWith("The move this button was under"));
        assertEquals(4, t.table().version());
    }

    /** The AI seats' players, moving at once on the test's thread. */
    private io.djambi.bot.ai.AiTurns aiPlayers() {
        return new io.djambi.bot.ai.AiTurns(
                t.tables,
                t.games.life,
                Runnable::run,
                t.clock,
                Duration.ZERO,
                io.djambi.bot.game.MoveChooser.engine(),
                io.djambi.bot.game.TestGames.TEXT);
    }

    private static String aLegalMoveOtherThan(Position position, String not) {
        return io.djambi.engine.rules.Rules.legalMoves(position).stream()
                .map(MoveNotation::write)
                .filter(m -> !m.equals(not))
                .findFirst()
                .orElseThrow();
    }
}

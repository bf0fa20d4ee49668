package io.djambi.bot.clock;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.ai.AiTurns;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.Seat;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Colour;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A player offers his own seat ({@code /replace seat:<his colour> with:<user>}), the one named accepts or declines by
 * a button; a seat marked "substitute wanted" (two time-outs in a row, or its player asking) is taken by the first
 * person not in the game to press Take the seat, once the host or the others agree.
 */
class SeatOfferAndSubstituteTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());

    private Seat seat(Colour c) {
        return t.table().seats().get(c);
    }

    private Reply.Public lastPost() {
        return t.games.channelPosts().getLast();
    }

    /** Bob offers Blue to Zed: the line, its buttons and whom they are for. */
    private Reply.SeatOffer bobOffersBlueToZed() {
        t.started();
        t.run("bob", "replace", "seat:blue", "with:zed", "with.name:zed");
        Reply.Public offer = lastPost();
        assertTrue(offer.text().contains("bob offers the Blue seat to <@zed>"), offer.text());
        assertEquals(List.of("zed"), offer.mentions());
        assertEquals("bob", seat(Colour.BLUE).userId(), "nothing changes before he accepts");
        return assertInstanceOf(Reply.SeatOffer.class, offer.controls());
    }

    private List<Reply> answer(String user, Reply.SeatOffer offer, String answer) {
        return t.run(
                user,
                ClockCommands.REPLACE_ANSWER,
                "table:" + offer.tableId(),
                "version:" + offer.version(),
                "seat:" + offer.seat(),
                "to:" + offer.to(),
                "answer:" + answer);
    }

    private List<Reply> take(String user, Reply.SeatWanted wanted) {
        return t.run(user, ClockCommands.REPLACE_TAKE, "table:" + wanted.tableId(), "seat:" + wanted.seat());
    }

    @Test
    void aPlayerOffersHisSeatAndTheOneNamedAcceptsIt() {
        Reply.SeatOffer offer = bobOffersBlueToZed();
        assertEquals(new Reply.SeatOffer(t.table().id(), 0, "blue", "zed", offer.language()), offer);
        answer("zed", offer, "accept");
        assertEquals("zed", seat(Colour.BLUE).userId());
        assertTrue(
                lastPost().text().contains("bob leaves the Blue seat to <@zed>"),
                lastPost().text());
        // The button pressed again finds the offer closed
        assertTrue(text(answer("zed", offer, "accept")).contains("no longer open"));
    }

    @Test
    void aDeclinedOfferClosesInOneLineAndItsAcceptIsThenRefused() {
        Reply.SeatOffer offer = bobOffersBlueToZed();
        answer("zed", offer, "decline");
        assertTrue(
                lastPost().text().contains("<@zed> declines the Blue seat bob offered"),
                lastPost().text());
        // and the line strikes the offer through, its buttons off (found by the play-test: it stayed live)
        assertEquals(new Reply.SeatOfferClosed("blue"), lastPost().controls());
        assertTrue(text(answer("zed", offer, "accept")).contains("no longer open"));
        assertEquals("bob", seat(Colour.BLUE).userId());
    }

    @Test
    void aStrangersPressAndAStaleButtonAreRefusedAndChangeNothing() {
        Reply.SeatOffer offer = bobOffersBlueToZed();
        int posts = t.games.channelPosts().size();
        assertTrue(text(answer("yan", offer, "accept")).contains("Only <@zed> can answer"));
        assertTrue(text(answer("cy", offer, "decline")).contains("Only <@zed> can answer"));
        assertEquals(posts, t.games.channelPosts().size(), "no public line");
        // The game moves on: the offer was made for the position before
        t.run("ann", "move", "move:C3-D4");
        assertTrue(text(answer("zed", offer, "accept")).contains("no longer open"));
        assertEquals("bob", seat(Colour.BLUE).userId());
    }

    @Test
    void anotherPlayersSeatIsStillHandedOverByTheHostAlone() {
        t.started();
        t.run("ann", "replace", "seat:blue", "with:zed");
        assertEquals("zed", seat(Colour.BLUE).userId(), "the host's word, no button");
        // Bob, who no longer plays, is pinged with Zed, who comes (he was not told; found by the play-test)
        Reply.Public line = lastPost();
        assertEquals(List.of("zed", "bob"), line.mentions());
        assertTrue(line.text().endsWith(" <@bob>"), line.text());
    }

    @Test
    void aBoardTellsAMoveUnderTheNameOfWhoPlayedItNotTheSeatsNewHolder() {
        // GIVEN Bob's move, then his seat handed to Zed by the host
        t.started();
        t.run("ann", "move", "move:C3-D4");
        String bobs = io.djambi.engine.rules.Rules.legalMoves(t.table().game().position())
                .get(0)
                .text();
        t.run("bob", "move", "move:" + bobs);
        t.run("ann", "replace", "seat:blue", "with:zed");
        // WHEN Cy and Di move, and Ann's board tells everything since her move
        for (String player : List.of("cy", "di")) {
            t.run(
                    player,
                    "move",
                    "move:"
                            + io.djambi.engine.rules.Rules.legalMoves(
                                            t.table().game().position())
                                    .get(0)
                                    .text());
        }
        // THEN Bob's move is Bob's: the board gave it to Zed, who was not in the game then (found by the play-test)
        String board = lastPost().text();
        assertTrue(board.contains("1. bob (Blue): " + bobs), board);
        assertFalse(board.contains("zed (Blue): " + bobs), board);
    }

    @Test
    void aPlayerWhoseOfferIsAcceptedIsNotPingedForWhatHeDidHimself() {
        Reply.SeatOffer offer = bobOffersBlueToZed();
        answer("zed", offer, "accept");
        assertEquals(List.of("zed"), lastPost().mentions());
    }

    /** The four started with 30 s a turn, and a timer over their clocks, started. */
    private TurnTimer thirtySecondTurns() {
        t.started("turn-time:30s");
        TurnTimer timer = t.games.timer(
                t.tables, t.clocks, new RecordingOutput(), guild -> "Test Server", t.clock, Runnable::run);
        timer.tick();
        return timer;
    }

    /** {@code turns} turns in a row run out, each ticked once its 30 s have passed. */
    private void runOut(TurnTimer timer, int turns) {
        for (int i = 0; i < turns; i++) {
            t.clock.advance(Duration.ofSeconds(31));
            timer.tick();
        }
    }

    @Test
    void twoTimeOutsInARowMarkTheSeatSubstituteWanted() {
        TurnTimer timer = thirtySecondTurns();
        runOut(timer, 4); // each of the four once: nobody marked yet
        assertFalse(text(t.run("ann", "status")).contains("substitute wanted"));
        runOut(timer, 1); // Ann's second in a row
        String status = text(t.run("bob", "status"));
        assertTrue(status.contains("Red: substitute wanted"), status);
        Reply.Public line = t.games.unansweredPosts().getLast();
        assertTrue(line.text().contains("ann has lost two turns in a row"), line.text());
        Reply.SeatWanted button = assertInstanceOf(Reply.SeatWanted.class, line.controls());
        assertEquals(t.table().id(), button.tableId());
        assertEquals("red", button.seat());
    }

    @Test
    void aSubstituteStartsWithNoLostTurnsOfHisPredecessor() {
        // GIVEN Ann's seat looking for a substitute after her two time-outs in a row
        TurnTimer timer = thirtySecondTurns();
        runOut(timer, 5); // each of the four once, then Ann's second in a row
        assertTrue(text(t.run("bob", "status")).contains("Red: substitute wanted"));
        // WHEN she offers it to Zed, who accepts, and Zed's first turn runs out
        t.run("ann", "replace", "seat:red", "with:zed", "with.name:zed");
        answer("zed", assertInstanceOf(Reply.SeatOffer.class, lastPost().controls()), "accept");
        assertEquals("zed", seat(Colour.RED).userId());
        runOut(timer, 4); // Bob, Cy and Di, then Zed
        // THEN it is his first lost turn, not the third in a row that resigns (found by the play-test)
        assertTrue(t.table().game().position().isActive(Colour.RED), "Zed is still in");
        assertEquals("zed", seat(Colour.RED).userId());
        String told = t.games.unansweredPosts().getLast().text();
        assertTrue(told.startsWith("zed (Red) ran out of time"), told);
        assertTrue(told.contains("turn skipped (1 of 3 in a row before resigning)"), told);
    }

    @Test
    void thePlayerAsksForASubstituteTheFirstToPressIsProposedAndTheHostsYesHandsTheSeatOver() {
        t.started();
        t.run("bob", "replace", "seat:blue");
        Reply.Public line = lastPost();
        assertTrue(line.text().contains("bob looks for a substitute for the Blue seat"), line.text());
        Reply.SeatWanted wanted = assertInstanceOf(Reply.SeatWanted.class, line.controls());
        assertTrue(text(t.run("cy", "status")).contains("Blue: substitute wanted"));
        assertTrue(text(t.run("bob", "replace", "seat:blue")).contains("already looks for a substitute"));
        // Someone already in the game may not take it
        assertTrue(text(take("cy", wanted)).contains("already in this game"));
        // Zed is first: proposed, the host pinged
        take("zed", wanted);
        assertTrue(
                lastPost().text().contains("<@zed> offers to take bob's Blue seat"),
                lastPost().text());
        assertTrue(lastPost().mentions().contains("ann"));
        // Discord pings only a user the text names: the host is named (the README promises the ping)
        assertTrue(
                lastPost().text().contains("The host (<@ann>) alone"),
                lastPost().text());
        assertTrue(text(take("yan", wanted)).contains("zed has already offered"));
        assertTrue(text(t.run("cy", "status")).contains("Blue: substitute wanted, zed proposed"));
        assertEquals("bob", seat(Colour.BLUE).userId(), "nothing until the host or the others agree");
        // The host's yes
        t.run("ann", "replace", "seat:blue");
        assertEquals("zed", seat(Colour.BLUE).userId());
        assertFalse(text(t.run("cy", "status")).contains("substitute wanted"), "the mark goes with the change");
        assertTrue(text(take("yan", wanted)).contains("no longer looks for a substitute"));
    }

    @Test
    void whenTheHostIsTheOnlyPersonLeftHisLostTurnsAskOnlyHimToAgree() {
        // GIVEN Ann, the host, and Bob against two AIs, 30 s a turn; Bob resigns: Ann is the only person left
        t.annAndBobAgainstTwoAis("turn-time:30s");
        t.run("bob", "resign-confirm");
        AiTurns ais = new AiTurns(
                t.tables,
                t.games.life,
                Runnable::run,
                t.clock,
                Duration.ZERO,
                MoveChooser.engine(),
                Catalogue.english());
        TurnTimer timer = t.games.timer(
                t.tables, t.clocks, new RecordingOutput(), guild -> "Test Server", t.clock, Runnable::run);
        // WHEN her turn runs out twice in a row, the AIs answering each time
        for (int i = 0; i < 2; i++) {
            timer.tick();
            t.clock.advance(Duration.ofSeconds(31));
            timer.tick();
            ais.playAllNow(PressTable.CHANNEL);
        }
        // THEN the seat's line says that only she need agree: there is nobody else to ask
        Reply.Public line = t.games.unansweredPosts().stream()
                .filter(p -> p.text().contains("ann has lost two turns in a row"))
                .findFirst()
                .orElseThrow();
        assertTrue(line.text().endsWith("press **Take the seat**; then only the host needs to agree."), line.text());
        // WHEN Zed presses Take the seat, THEN she alone is asked, as the status says too
        take("zed", assertInstanceOf(Reply.SeatWanted.class, line.controls()));
        assertTrue(
                lastPost().text().endsWith("Only the host (<@ann>) needs to agree, with `/replace seat:red`."),
                lastPost().text());
        String status = text(t.run("eve", "status"));
        assertTrue(status.contains("Red: substitute wanted, zed proposed (only the host needs to agree"), status);
        // and her yes, with the command the line names, hands Zed her seat (it said hers looked for one already)
        t.run("ann", "replace", "seat:red");
        assertEquals("zed", seat(Colour.RED).userId());
    }

    @Test
    void aPlayerWhoseOnlyOtherPersonIsTheHostIsToldThatOnlyTheHostNeedAgree() {
        // GIVEN Ann, the host, and Bob against two AIs: beside Bob, Ann is the only person in the game
        t.annAndBobAgainstTwoAis();
        // WHEN Bob asks for a substitute
        t.run("bob", "replace", "seat:yellow");
        // THEN his line asks no "every other person" but the host
        assertTrue(
                lastPost().text().endsWith("press **Take the seat**; then only the host needs to agree."),
                lastPost().text());
    }

    @Test
    void aPlayerReadingAnotherLanguageIsToldTheButtonAsTheChannelShowsIt() {
        // Found by the play-test: a German player read "drückt auf Platz übernehmen" under an English "Take the seat"
        t.started();
        t.runIn(java.util.Locale.GERMAN, "bob", "replace", "seat:blue");
        String status = text(t.runIn(java.util.Locale.GERMAN, "cy", "status"));
        assertTrue(status.contains("(**Take the seat**, "), status);
    }

    @Test
    void withoutTheHostTheOthersVoteForTheOneProposed() {
        t.started();
        t.run("bob", "replace", "seat:blue");
        take("zed", assertInstanceOf(Reply.SeatWanted.class, lastPost().controls()));
        String vote = text(t.run("cy", "replace", "seat:blue"));
        assertTrue(vote.contains("hand bob (Blue)'s seat to <@zed>") && vote.contains("1 of 3"), vote);
        // Cy's vote again is his alone to read: the channel heard it once (it heard it twice; found by the play-test)
        int posts = t.games.channelPosts().size();
        String again = text(t.run("cy", "replace", "seat:blue"));
        assertTrue(again.startsWith("You have already voted to hand bob (Blue)'s seat to <@zed>"), again);
        assertEquals(posts, t.games.channelPosts().size());
        t.run("di", "replace", "seat:blue");
        assertEquals("bob", seat(Colour.BLUE).userId(), "Ann has not agreed yet");
        // Nobody proposed for another seat: naming nobody is refused
        assertTrue(text(t.run("cy", "replace", "seat:green")).contains("Name who takes the seat"));
    }
}

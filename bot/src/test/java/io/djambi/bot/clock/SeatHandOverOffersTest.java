package io.djambi.bot.clock;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.Stage;
import io.djambi.bot.game.TakebackRequest;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A seat changing hands ({@code /replace}) while a draw offer or a takeback request stands: the seat's word goes with
 * its player, and the offer's own message says so, edited in place, or struck through with why once the offer ends.
 */
class SeatHandOverOffersTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());

    private List<Reply.Public> posts() {
        return t.games.channelPosts();
    }

    /** The posts the command made, oldest first. */
    private List<Reply.Public> postsOf(Runnable command) {
        int before = posts().size();
        command.run();
        List<Reply.Public> all = posts();
        return all.subList(before, all.size());
    }

    private List<Reply> answerTakeback(String user, String answer) {
        return t.run(
                user,
                "takeback-answer",
                "table:" + t.table().id(),
                "version:" + t.table().version(),
                "answer:" + answer);
    }

    private List<Reply> answerDraw(String user, String answer) {
        return t.run(
                user,
                "draw-answer",
                "table:" + t.table().id(),
                "version:" + t.table().version(),
                "answer:" + answer);
    }

    @Test
    void aDrawOfferEditedInPlaceNoLongerCountsTheAgreementOfThePlayerWhoLeft() {
        // GIVEN Ann's draw offer, agreed by Bob
        t.started();
        t.run("ann", "draw-confirm");
        t.run("bob", "draw-confirm");
        String standing = posts().getLast().text();
        assertEquals(
                "Draw offered by ann (Red), agreed by bob (Blue).\n2 of 4 agree; the offer lapses at the next move.",
                standing);
        Reply.Controls buttons = posts().getLast().controls();
        // WHEN the host hands Bob's seat to Zed
        List<Reply.Public> made = postsOf(() -> t.run("ann", "replace", "seat:blue", "with:zed", "with.name:zed"));
        // THEN the hand-over's line, then the offer's own line edited in place: Bob's agreement went with him (it
        // still named him and counted two, found by a test first)
        assertEquals(2, made.size(), made.toString());
        assertEquals(new Reply.SeatFilled("blue"), made.getFirst().controls(), "it ends no offer");
        Reply.Public edited = made.get(1);
        assertEquals("ann (Red) offers a draw.\n1 of 4 agrees; the offer lapses at the next move.", edited.text());
        assertEquals(new Reply.OfferInPlace(standing), edited.target());
        assertEquals(buttons, edited.controls(), "Accept and Decline stay, at the same version");
        assertEquals(Set.of(Colour.RED), t.table().drawOffers());
        // AND Zed may agree in his turn, the line edited again
        t.run("zed", "draw-confirm");
        assertEquals(
                "Draw offered by ann (Red), agreed by zed (Blue).\n2 of 4 agree; the offer lapses at the next move.",
                posts().getLast().text());
        assertEquals(new Reply.OfferInPlace(edited.text()), posts().getLast().target());
    }

    @Test
    void aDrawOfferWhoseOnlyAgreementLeftWithItsSeatIsStruckThroughWithWhy() {
        // GIVEN Bob's draw offer, nobody else agreeing
        t.started();
        t.run("bob", "draw-confirm");
        // WHEN the host hands Bob's seat to an AI
        List<Reply.Public> made = postsOf(() -> t.run("ann", "replace", "seat:blue", "with-ai:easy"));
        // THEN the hand-over's line alone, which strikes the offer through, saying why (it ended without a word, its
        // buttons still live: found by a test first)
        assertEquals(1, made.size(), made.toString());
        assertEquals(
                new Reply.SeatFilled(
                        "blue",
                        List.of(new Reply.OfferClosed(
                                "draw", "✖ Withdrawn: bob (Blue) no longer plays, and no other player had agreed."))),
                made.getFirst().controls());
        assertEquals(Set.of(), t.table().drawOffers());
        assertTrue(text(answerDraw("cy", "accept")).contains("no longer open"));
    }

    @Test
    void aDrawOfferCountsThePeopleStillInAnAiLeftOutAndIsDrawnOnceEveryPersonAgrees() {
        // GIVEN Ann's offer: 1 of 4
        t.started();
        t.run("ann", "draw-confirm");
        String offered = posts().getLast().text();
        // WHEN Cy's seat goes to an AI, which agrees to what every person wants: 1 of 3
        List<Reply.Public> made = postsOf(() -> t.run("ann", "replace", "seat:yellow", "with-ai:easy"));
        assertEquals(2, made.size(), made.toString());
        assertEquals(
                "ann (Red) offers a draw.\n1 of 3 agrees; the offer lapses at the next move.",
                made.get(1).text());
        assertEquals(new Reply.OfferInPlace(offered), made.get(1).target());
        // AND Bob agrees, then Di's seat goes to an AI: every person still in agrees, the game is drawn (the offer
        // stood at "2 of 2", which nobody could complete: found by a test first)
        t.run("bob", "draw-confirm");
        made = postsOf(() -> t.run("ann", "replace", "seat:green", "with-ai:easy"));
        assertEquals(2, made.size(), made.toString());
        assertEquals(Stage.OVER, t.table().stage());
        assertTrue(t.table().game().events().getLast() instanceof GameEvent.Draw);
        Reply.Public last = made.get(1);
        assertTrue(last.text().contains("Every active player agreed to a draw"), last.text());
        assertEquals(
                new Reply.GameOver(
                        List.of(new Reply.OfferClosed("draw", "✅ Every active player agreed: the game is drawn.")),
                        "✖ Closed: the game is over."),
                last.controls());
    }

    @Test
    void aTakebackRequestEditedInPlaceNoLongerCountsTheAcceptanceOfThePlayerWhoLeft() {
        // GIVEN Ann's request, accepted by Bob
        t.started();
        t.run("ann", "move", "move:C3-D4");
        t.run("ann", "takeback");
        answerTakeback("bob", "accept");
        String standing = posts().getLast().text();
        assertTrue(standing.startsWith("Takeback asked by ann (Red), accepted by bob (Blue).\n1 of 3"), standing);
        // WHEN the host hands Bob's seat to Zed
        List<Reply.Public> made = postsOf(() -> t.run("ann", "replace", "seat:blue", "with:zed", "with.name:zed"));
        // THEN the request's line edited in place: Zed has not accepted, and is awaited (it still said Bob accepted)
        assertEquals(2, made.size(), made.toString());
        assertEquals(new Reply.SeatFilled("blue"), made.getFirst().controls());
        Reply.Public edited = made.get(1);
        assertTrue(
                edited.text()
                        .startsWith("ann (Red) asks to take back their last move.\nEvery other player must accept"),
                edited.text());
        assertTrue(edited.text().endsWith("<@zed> <@cy> <@di>"), edited.text());
        assertEquals(new Reply.OfferInPlace(standing), edited.target());
        assertEquals(
                Set.of(Colour.RED), t.table().takebackStanding().orElseThrow().accepted());
        // AND the three accept: taken back
        answerTakeback("zed", "accept");
        answerTakeback("cy", "accept");
        answerTakeback("di", "accept");
        assertEquals(0, t.table().version());
    }

    @Test
    void aTakebackRequestEndsWithItsAskersSeatStruckThroughWithWhyAndTheMoveStands() {
        // GIVEN Bob's request, accepted by Cy
        t.started();
        t.run("ann", "move", "move:C3-D4");
        t.run("bob", "move", "move:G3-F4");
        t.run("bob", "takeback");
        answerTakeback("cy", "accept");
        // WHEN the host hands Bob's seat to Zed
        List<Reply.Public> made = postsOf(() -> t.run("ann", "replace", "seat:blue", "with:zed", "with.name:zed"));
        // THEN the request was Bob's and ends: the hand-over's line strikes it through, saying why (it stood, naming
        // him, and Zed's seat was to take back a move Zed never played: found by a test first)
        assertEquals(1, made.size(), made.toString());
        assertEquals(
                new Reply.SeatFilled(
                        "blue",
                        List.of(new Reply.OfferClosed(
                                "takeback", "✖ Withdrawn: bob (Blue), who asked, no longer plays: the move stands."))),
                made.getFirst().controls());
        assertEquals(java.util.Optional.empty(), t.table().takebackStanding());
        assertTrue(text(answerTakeback("di", "accept")).contains("no longer open"));
        assertEquals(2, t.table().version(), "the move stands");
    }

    @Test
    void aTakebackRequestIsDoneOnceAnAiComesForTheLastPersonYetToAccept() {
        // GIVEN Ann's request, accepted by Bob and Cy
        t.started();
        t.run("ann", "move", "move:C3-D4");
        t.run("ann", "takeback");
        answerTakeback("bob", "accept");
        answerTakeback("cy", "accept");
        // WHEN Di's seat goes to an AI, which accepts what the people want
        List<Reply.Public> made = postsOf(() -> t.run("ann", "replace", "seat:green", "with-ai:easy"));
        // THEN the move is taken back, on one board (the request stood at "2 of 2", which nobody could complete)
        assertEquals(0, t.table().version());
        assertEquals(2, made.size(), made.toString());
        assertTrue(
                made.get(1).text().contains("the last move of ann (Red) is taken back"),
                made.get(1).text());
    }

    @Test
    void anAiThatCompletesBothADrawAndATakebackDrawsTheGameAndTheRequestLapsesWithIt() {
        // GIVEN Ann's request, accepted by Bob and Cy, and a draw Ann, Bob and Cy agree to: Di alone is awaited
        t.started();
        t.run("ann", "move", "move:C3-D4");
        t.run("ann", "takeback");
        answerTakeback("bob", "accept");
        answerTakeback("cy", "accept");
        t.run("ann", "draw-confirm");
        t.run("bob", "draw-confirm");
        t.run("cy", "draw-confirm");
        // WHEN Di's seat goes to an AI
        List<Reply.Public> made = postsOf(() -> t.run("ann", "replace", "seat:green", "with-ai:easy"));
        // THEN the game is drawn, its move not taken back: a game over has no move to take back
        assertEquals(Stage.OVER, t.table().stage());
        assertEquals(2, t.table().version(), "Ann's move, then the draw");
        assertTrue(t.table().game().events().getLast() instanceof GameEvent.Draw);
        assertEquals(2, made.size(), made.toString());
        assertTrue(
                made.get(1).text().contains("Every active player agreed to a draw"),
                made.get(1).text());
    }

    @Test
    void bothEndAtOnceEachStruckWithItsOwnWhyInTheGamesLanguage() {
        // GIVEN in a French game, Bob's draw offer alone and Bob's takeback request
        t.started("language:fr");
        t.run("ann", "move", "move:C3-D4");
        t.run("bob", "move", "move:G3-F4");
        t.run("bob", "draw-confirm");
        t.run("bob", "takeback");
        // WHEN his seat goes to an AI
        List<Reply.Public> made = postsOf(() -> t.run("ann", "replace", "seat:blue", "with-ai:easy"));
        // THEN both are struck through by the hand-over's line
        assertEquals(1, made.size(), made.toString());
        assertEquals(
                new Reply.SeatFilled(
                        "blue",
                        List.of(
                                new Reply.OfferClosed(
                                        "draw",
                                        "✖ Retirée\u00a0: bob (Bleu) ne joue plus, et aucun autre joueur n'avait"
                                                + " accepté."),
                                new Reply.OfferClosed(
                                        "takeback",
                                        "✖ Retirée\u00a0: bob (Bleu), qui l'avait demandée, ne joue plus\u00a0: le"
                                                + " coup reste joué."))),
                made.getFirst().controls());
        assertEquals(Locale.FRENCH, t.table().settings().language());
        TakebackRequest none = t.table().takebackStanding().orElse(null);
        assertEquals(null, none);
    }

    @Test
    void aDrawOfferWhoseOffererLeftStaysHisAndOneWhoAgreedDeclinesIt() {
        // GIVEN Cy's draw offer, agreed by Bob
        t.started();
        t.run("cy", "draw-confirm");
        t.run("bob", "draw-confirm");
        String standing = posts().getLast().text();
        // WHEN the host hands Cy's seat to Eve
        List<Reply.Public> made = postsOf(() -> t.run("ann", "replace", "seat:yellow", "with:eve", "with.name:eve"));
        // THEN the offer is still Cy's, who no longer plays, and Bob agreed to it (it read "bob (Blue) offers a draw",
        // and the status "Draw offered by Blue": found by the play-test)
        assertEquals(2, made.size(), made.toString());
        Reply.Public edited = made.get(1);
        assertEquals(
                "Draw offered by cy (no longer playing), agreed by bob (Blue).\n1 of 4 agrees; the offer lapses at the"
                        + " next move.",
                edited.text());
        assertEquals(new Reply.OfferInPlace(standing), edited.target());
        String status = text(t.run("ann", "status"));
        assertTrue(status.contains("Draw offered by cy (no longer playing), agreed by Blue."), status);
        // AND the table keeps who offered it
        assertEquals("cy", t.table().drawOfferer().name());
        // AND Bob's Decline declines it, once (it read as Bob withdrawing his own offer, in two lines)
        List<Reply.Public> declined = postsOf(() -> answerDraw("bob", "decline"));
        assertEquals(1, declined.size(), declined.toString());
        assertEquals(
                "bob (Blue) declines the draw: the offer is withdrawn.",
                declined.getFirst().text());
        assertEquals(
                Reply.OfferClosed.alone("draw", "✖ Declined by bob (Blue)."),
                declined.getFirst().controls());
    }

    @Test
    void aTakebackAskedByTheSuccessorNamesWhoPlayedTheMove() {
        // GIVEN Bob's move, then his seat handed to Eve
        t.started();
        t.run("ann", "move", "move:C3-D4");
        t.run("bob", "move", "move:G3-F4");
        t.run("ann", "replace", "seat:blue", "with:eve", "with.name:eve");
        // WHEN Eve asks to take Blue's last move back
        t.run("eve", "takeback");
        // THEN the request names Bob as its player (it read "eve (Blue) asks to take back their last move": found by
        // the play-test)
        String asked = posts().getLast().text();
        assertTrue(asked.startsWith("eve (Blue) asks to take back the last move of bob (Blue).\n"), asked);
        // AND once all accept, the move taken back is Bob's
        answerTakeback("ann", "accept");
        assertTrue(
                posts().getLast()
                        .text()
                        .startsWith("Takeback of the last move of bob (Blue) asked by eve (Blue),"
                                + " accepted by ann (Red).\n1 of 3 agrees"),
                posts().getLast().text());
        answerTakeback("cy", "accept");
        answerTakeback("di", "accept");
        assertEquals(1, t.table().version());
        assertTrue(
                posts().getLast().text().contains("the last move of bob (Blue) is taken back"),
                posts().getLast().text());
    }
}

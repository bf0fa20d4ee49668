package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.command.Reply;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** A post as the outbox keeps it, read back whole; words of the first outbox read as the words they are. */
class PostBodiesTest {
    @Test
    void everyKindOfButtonsUnderAPostIsReadBackAsItWasWritten() {
        List<Reply.Controls> kinds = List.of(
                new Reply.NoControls(),
                new Reply.LobbyControls(Locale.FRENCH),
                new Reply.BoardControls(3, 17, Locale.ENGLISH),
                new Reply.DrawOffer(3, 18, Locale.FRENCH),
                new Reply.TakebackOffer(3, 19, Locale.FRENCH),
                new Reply.OfferClosed("draw", "✖ Declined by cy (Yellow)."),
                new Reply.OfferClosed("takeback", ""),
                Reply.OfferClosed.alone("takeback", "✖ Declined by cy (Yellow): the move stands."),
                new Reply.SeatOffer(3, 19, "blue", "123456789012345678", Locale.FRENCH),
                new Reply.SeatWanted(3, "green", Locale.ENGLISH),
                new Reply.SeatFilled("green"),
                new Reply.SeatFilled(
                        "blue",
                        List.of(
                                new Reply.OfferClosed("draw", "✖ Withdrawn: bob (Blue) no longer plays."),
                                new Reply.OfferClosed("takeback", ""))),
                new Reply.SeatOfferClosed("blue"),
                new Reply.GameAborted(List.of()),
                new Reply.GameAborted(List.of(new Reply.OfferClosed("", "✖ Ended: ann aborted the game."))),
                new Reply.GameAborted(List.of(), "✖ Ended: ann aborted the game."),
                new Reply.GameOver(
                        List.of(new Reply.OfferClosed("draw", "✅ Every active player agreed: the game is drawn.")),
                        "✖ Closed: the game is over."));
        for (Reply.Controls controls : kinds) {
            Reply.Public post = new Reply.Public("news", List.of(), List.of("ann"), controls);
            assertEquals(post, PostBodies.read(PostBodies.write(post)), controls.toString());
        }
    }

    @Test
    void everyKindOfTargetIsReadBackAsItWasWritten() {
        List<Reply.Target> kinds = List.of(
                new Reply.NewMessage(),
                new Reply.Card(42, "Djambi 3", "Djambi · ann", "in play"),
                new Reply.ReviewOf(3, "📈 the review is coming"),
                new Reply.ReviewOf(4, ""),
                new Reply.OfferInPlace("ann (Red) offers a draw (1 of 3 agree)"));
        for (Reply.Target target : kinds) {
            Reply.Public post = new Reply.Public(
                    "news", List.of(), List.of(), new Reply.NoControls(), new Reply.NoPicture(), "", target);
            assertEquals(post, PostBodies.read(PostBodies.write(post)), target.toString());
        }
    }

    @Test
    void aClosingLineKeptBeforeItSaidWhichOfferItEndsEndsEitherWithoutAWord() {
        assertEquals(
                new Reply.Public("declined", List.of(), List.of(), new Reply.OfferClosed("", "")),
                PostBodies.read("{\"text\":\"declined\",\"controls\":{\"kind\":\"offer-closed\"}}"));
    }

    @Test
    void aSeatsHandOverKeptBeforeItNamedTheOffersItEndedEndsNone() {
        assertEquals(
                new Reply.Public("zed takes the seat", List.of(), List.of(), new Reply.SeatFilled("blue")),
                PostBodies.read(
                        "{\"text\":\"zed takes the seat\",\"controls\":{\"kind\":\"seat-filled\",\"seat\":\"blue\"}}"));
    }

    @Test
    void aPostOfTheFirstOutboxIsItsWordsEvenWhenTheyLookLikeJson() {
        assertEquals(Reply.Public.text("✈️ bob is away"), PostBodies.read("✈️ bob is away"));
        assertEquals(Reply.Public.text("{a brace, then words"), PostBodies.read("{a brace, then words"));
    }
}

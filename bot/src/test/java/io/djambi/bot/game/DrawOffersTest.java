package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A draw in one's own language: the private line in the player's, the public post in the game's, the status's line
 * in the reader's.
 */
class DrawOffersTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());

    @Test
    void theConfirmationIsInThePlayersLanguageAndThePostInTheGames() {
        // An Italian player of a Czech game was told "Všichni aktivní hráči souhlasí s remízou." (found by the
        // play-test): the private line was the game's public one
        t.started();
        List<Reply> offered = t.runIn(Locale.GERMAN, "ann", "draw-confirm");
        assertTrue(
                ThreadedGames.privateText(offered).contains("bietet Remis an.\n1 von 4 stimmt zu"),
                ThreadedGames.privateText(offered));
        assertTrue(t.games.channelPosts().getLast().text().contains("offers a draw.\n1 of 4 agrees"));

        t.runIn(Locale.ITALIAN, "bob", "draw-confirm");
        t.run("cy", "draw-confirm");
        List<Reply> agreed = t.runIn(Locale.GERMAN, "di", "draw-confirm");

        assertEquals("Alle aktiven Spieler haben einem Remis zugestimmt.", ThreadedGames.privateText(agreed));
        assertTrue(t.games.channelPosts().getLast().text().contains("Every active player agreed to a draw"));
        // AND the offer struck through above the final board says it was agreed, not that it lapsed
        // and the game's seat offers, if any, closed as over
        assertEquals(
                new Reply.GameOver(
                        List.of(new Reply.OfferClosed("draw", "✅ Every active player agreed: the game is drawn.")),
                        "✖ Closed: the game is over."),
                t.games.channelPosts().getLast().controls());
    }

    @Test
    void theCountIsWordedForItsNumberOneAgreesAndInCzechZeBeforeFour() {
        // "1 of 4 agree" and "souhlasí 1 z 4" (Czech says "ze čtyř"), and "the offers lapse" of one offer (found by
        // the play-test)
        t.started("language:cs");
        t.run("ann", "draw-confirm");
        String offered = t.games.channelPosts().getLast().text();
        assertTrue(offered.endsWith(" nabízí remízu.\nSouhlasí 1 ze 4; nabídka padá dalším tahem."), offered);
        Catalogue english = TestGames.TEXT;
        assertEquals("1 of 4 agrees; the offer lapses at the next move.", english.get("play.draw.count", 1, 4));
        assertEquals("2 of 4 agree; the offer lapses at the next move.", english.get("play.draw.count", 2, 4));
        Catalogue czech = english.forLocale(Locale.forLanguageTag("cs"));
        assertEquals("Souhlasí 1 ze 3; nabídka padá dalším tahem.", czech.get("play.draw.count", 1, 3));
        assertEquals("Souhlasí 1 ze 2; nabídka padá dalším tahem.", czech.get("play.draw.count", 1, 2));
        assertEquals("Souhlasí 1 z 5; nabídka padá dalším tahem.", czech.get("play.draw.count", 1, 5));
    }

    @Test
    void aDeclineSaysWhoDeclinedForTheOfferStruckThroughInTheGamesLanguage() {
        t.started("language:fr");
        t.run("ann", "draw-confirm");
        Table table = t.table();
        t.runIn(
                Locale.GERMAN,
                "cy",
                "draw-answer",
                "table:" + table.id(),
                "version:" + table.version(),
                "answer:decline");
        assertEquals(
                Reply.OfferClosed.alone("draw", "✖ Refusée par cy (Jaune)."),
                t.games.channelPosts().getLast().controls());
    }

    @Test
    void anAbortStrikesTheStandingDrawOfferThroughSayingWhoAbortedTheGame() {
        // The abort said so in a line of its own, and the offer above it kept its Accept and Decline, which only
        // answered that it was no longer open (found by a test first)
        t.started("language:de");
        t.run("bob", "draw-confirm");
        t.run("ann", "abort-confirm");
        Reply.Public aborted = t.games.channelPosts().getLast();
        assertTrue(aborted.text().startsWith("ann hat die Partie abgebrochen."), aborted.text());
        assertEquals(
                new Reply.GameAborted(
                        List.of(new Reply.OfferClosed("draw", "✖ Beendet: ann hat die Partie abgebrochen.")),
                        "✖ Beendet: ann hat die Partie abgebrochen."),
                aborted.controls());
    }

    @Test
    void anAbortWithNoOfferStandingEndsNone() {
        // Nothing to strike: the relay is not sent looking back through the channel for an offer
        t.started();
        t.run("bob", "draw-confirm");
        t.run("ann", "move", "move:C3-D4"); // the offer lapses
        t.run("ann", "abort-confirm");
        assertEquals(
                new Reply.GameAborted(List.of(), "✖ Ended: ann aborted the game."),
                t.games.channelPosts().getLast().controls());
    }

    @Test
    void theStatusNamesTheColoursThatOfferedADrawInTheReadersLanguage() {
        // A French reader's status said "Nulle proposée par Blue, Red.": the engine's English names, whatever the
        // reader's language, while every other line named the colours in his
        t.started("turn-time:1h");
        t.run("ann", "draw-confirm");
        t.run("bob", "draw-confirm");

        String english = PressTable.text(t.run("cy", "status"));
        String french = PressTable.text(t.runIn(Locale.FRENCH, "cy", "status"));

        assertTrue(french.contains("Nulle proposée par Rouge, acceptée par Bleu."), french);
        // in the turn order, as the seats are listed (they were sorted by their English names)
        assertTrue(english.contains("Draw offered by Red, agreed by Blue."), english);
        // AND no line of the French status names a colour in English
        for (String colour : List.of("Red", "Blue", "Yellow", "Green")) {
            assertFalse(french.contains(colour), colour + " in: " + french);
        }
    }
}

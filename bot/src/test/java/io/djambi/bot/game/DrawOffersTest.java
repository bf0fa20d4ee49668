package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** A draw agreed in one's own language: the private line in the player's, the public post in the game's. */
class DrawOffersTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());

    @Test
    void theConfirmationIsInThePlayersLanguageAndThePostInTheGames() {
        // An Italian player of a Czech game was told "Všichni aktivní hráči souhlasí s remízou." (found by the
        // play-test): the private line was the game's public one
        t.started();
        List<Reply> offered = t.runIn(Locale.GERMAN, "ann", "draw-confirm");
        assertTrue(
                ThreadedGames.privateText(offered).contains("bietet Remis an (1 von 4"),
                ThreadedGames.privateText(offered));
        assertTrue(t.games.channelPosts().getLast().text().contains("offers a draw (1 of 4 agree"));

        t.runIn(Locale.ITALIAN, "bob", "draw-confirm");
        t.run("cy", "draw-confirm");
        List<Reply> agreed = t.runIn(Locale.GERMAN, "di", "draw-confirm");

        assertEquals("Alle aktiven Spieler haben einem Remis zugestimmt.", ThreadedGames.privateText(agreed));
        assertTrue(t.games.channelPosts().getLast().text().contains("Every active player agreed to a draw"));
    }
}

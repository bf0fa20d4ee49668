package io.djambi.bot.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.text.Catalogue;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The first move anyone plays comes with a pointer to the rules and the picker, after what he played; no later move
 * does.
 */
class FirstMoveHintTest {
    private static final Catalogue TEXT = Catalogue.english();
    private static final String PLAYED = "You played **C3-D4**: Red Necromobile C3 moves to D4.";

    @Test
    void onlyAPlayersVeryFirstMoveIsAnsweredWithTheHintAfterWhatHePlayed() {
        FirstMoveHint hint = new FirstMoveHint(new InMemoryFirstMoves(), TEXT);
        // WHEN Ann plays twice and Bob once
        Optional<String> first = hint.after("ann", PLAYED, "Make a move");
        Optional<String> second = hint.after("ann", PLAYED, "Make a move");
        Optional<String> bobs = hint.after("bob", PLAYED, "Make a move");
        // THEN Ann's first answer says what she played, then the hint; her second has none
        assertTrue(first.orElseThrow().startsWith(PLAYED + " Your first move here? `/djambi rules`"), first.get());
        assertEquals(Optional.empty(), second);
        assertEquals(first, bobs);
    }

    @Test
    void theButtonIsNamedAsTheBoardShowsItInTheGamesLanguage() {
        // A French reader of an English game was told of **Jouer un coup**, a button the board labels Make a move
        FirstMoveHint french = new FirstMoveHint(new InMemoryFirstMoves(), TEXT.forLocale(java.util.Locale.FRENCH));
        String hint = french.after("ann", PLAYED, "Make a move").orElseThrow();
        assertTrue(hint.contains("le bouton **Make a move** sous le plateau"), hint);
    }

    @Test
    void aCommandLayerWithoutHintsNeverAddsOne() {
        assertEquals(Optional.empty(), FirstMoveHint.none(TEXT).after("ann", PLAYED, "Make a move"));
    }
}

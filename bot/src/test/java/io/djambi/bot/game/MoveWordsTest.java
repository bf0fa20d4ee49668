package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.notation.PositionNotation;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** What the picker says stands on a square, in each language's grammar. */
class MoveWordsTest {
    /** Red's Militant on C3 beside Blue's Reporter on D4 and Assassin on E4. */
    private static final Position POSITION = PositionNotation.read("gC7yC/9/9/9/9/3bRbA4/2rM6/9/rC7bC r rbyg r 0 0")
            .orThrow();

    @Test
    void aPieceOnASquareIsNamedWithItsArticleAndAdjectiveInFrenchAndAsAPlayersInEnglish() {
        Catalogue french = Catalogue.english().forLocale(Locale.FRENCH);
        MoveWords fr = new MoveWords(french);
        assertEquals("le Reporter bleu", fr.occupant(POSITION, Square.parse("D4")));
        assertEquals("l'Assassin bleu", fr.occupant(POSITION, Square.parse("E4")));
        assertEquals("une case vide", fr.occupant(POSITION, Square.parse("E6")));
        assertEquals(
                "D4 : prend le Reporter bleu",
                french.get("picker.take", "D4", fr.occupant(POSITION, Square.parse("D4")))
                        .replace('\u00a0', ' '));
        assertEquals("Blue's Reporter", new MoveWords(Catalogue.english()).occupant(POSITION, Square.parse("D4")));
    }
}

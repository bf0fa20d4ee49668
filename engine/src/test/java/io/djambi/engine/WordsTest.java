package io.djambi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveDescription;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Rules;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The engine says things as words not yet worded (a phrase and its arguments), so the bot can word them in any
 * language; its English is one reading among others.
 */
class WordsTest {
    private static final Position START = PositionNotation.read("start").orThrow();

    @Test
    void everyPhraseIsAPatternWhoseApostrophesAreDoubled() {
        for (Phrase phrase : Phrase.values()) {
            String pattern = phrase.english();
            new MessageFormat(pattern, Locale.ROOT); // throws on a broken pattern
            String unquoted = pattern.replace("''", "");
            assertFalse(unquoted.contains("'"), phrase + " has a lone apostrophe: " + pattern);
        }
    }

    @Test
    void aRefusalNamesItsPhraseAndCarriesColoursAsColoursNotAsEnglishNames() {
        // GIVEN Red to move at the start WHEN Red tries to move Blue's Militant (R5: a player moves his own pieces)
        Result<Move> read = MoveNotation.read(START, "H3-H5");
        Words why = assertInstanceOf(Result.Rejected.class, read).why();

        assertEquals(Phrase.PIECE_NOT_YOURS, why.phrase());
        assertEquals(Words.piece(Colour.BLUE, Role.MILITANT), why.args().get(0));
        assertEquals(List.of(Colour.BLUE, Colour.RED), why.args().subList(2, 4));
        assertEquals("the Blue Militant on H3 is Blue's, and Red is to move", why.english());
    }

    @Test
    void aToldMoveNestsThePiecesAndTheConsequencesAsWords() {
        Position q =
                PositionNotation.read("9/9/9/9/9/9/9/9/rC5rM1bC r rbrb r 0 0").orThrow();
        Move win = MoveNotation.read(q, "G1xI1>G1").orThrow();

        Words told = MoveDescription.describe(q, win, Rules.applyLegal(q, win));

        assertEquals(Phrase.THEN, told.phrase());
        Words kill = (Words) told.args().get(0);
        assertEquals(Phrase.TOLD_KILLS_AND_LAYS, kill.phrase());
        assertEquals(Square.parse("I1"), kill.args().get(3));
        assertEquals(Words.of(Phrase.TOLD_ELIMINATED, Colour.BLUE), told.args().get(1));
    }

    @Test
    void textAlreadyWordedIsCarriedAsItIs() {
        Result<Object> refused = Result.rejected("an apostrophe's {0} stays");

        assertEquals("an apostrophe's {0} stays", ((Result.Rejected<Object>) refused).reason());
    }
}

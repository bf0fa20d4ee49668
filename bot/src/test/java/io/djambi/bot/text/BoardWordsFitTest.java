package io.djambi.bot.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.game.BoardText;
import io.djambi.render.BoardWords;
import io.djambi.render.HeaderFit;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every language's board words fit the board's header as the English ones do, uncut: the state on a camp's card,
 * the status line with each camp's name, on a post's board (1000 px), a replay's (720) and one drawn for a phone
 * (360). German and Czech run longest.
 */
class BoardWordsFitTest {
    static List<TranslationTest.Translation> translations() throws IOException {
        return TranslationTest.translations();
    }

    @org.junit.jupiter.api.Test
    void theEnglishWordsFortyPercentLongerStillFitTheHeader() {
        // A language yet to come: every English text drawn on the board 40% longer (a camp's name stays as it is: a
        // card that says "pieces Blue's" grows by 40% of the whole, not of each part)
        BoardWords english = BoardText.of(Catalogue.english());
        java.util.Map<io.djambi.engine.model.Colour, String> camps =
                new java.util.EnumMap<>(io.djambi.engine.model.Colour.class);
        for (io.djambi.engine.model.Colour c : io.djambi.engine.model.Colour.values()) {
            camps.put(c, Catalogue.english().colour(c));
        }
        BoardWords pseudo = new BoardWords(
                longer(english.movesPlayed()),
                longer(english.toMove()),
                longer(english.toMoveBonus()),
                longer(english.wins()),
                longer(english.drawnGame()),
                longer(english.hostage()),
                longer(english.frozen()),
                longer(english.piecesOf()),
                longer(english.winner()),
                longer(english.out()),
                longer(english.draw()),
                longer(english.inPower()),
                longer(english.turn()),
                longer(english.waiting()),
                camps);
        for (int width : List.of(1000, 720, 360)) {
            assertEquals(List.of(), HeaderFit.cut(pseudo, width), "cut at " + width + " px");
        }
    }

    /** The words, then as many letters more as make them 40% longer. */
    private static String longer(String words) {
        return words + "x".repeat((int) Math.ceil(words.length() * 0.4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("translations")
    void theBoardsWordsFitItsHeader(TranslationTest.Translation translation) {
        Catalogue text = translation.catalogue();
        for (int width : List.of(1000, 720, 360)) {
            assertEquals(List.of(), HeaderFit.cut(BoardText.of(text), width), "cut at " + width + " px");
        }
    }
}

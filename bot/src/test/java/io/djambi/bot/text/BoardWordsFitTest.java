package io.djambi.bot.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.game.BoardText;
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

    @ParameterizedTest(name = "{0}")
    @MethodSource("translations")
    void theBoardsWordsFitItsHeader(TranslationTest.Translation translation) {
        Catalogue text = translation.catalogue();
        for (int width : List.of(1000, 720, 360)) {
            assertEquals(List.of(), HeaderFit.cut(BoardText.of(text), width), "cut at " + width + " px");
        }
    }
}

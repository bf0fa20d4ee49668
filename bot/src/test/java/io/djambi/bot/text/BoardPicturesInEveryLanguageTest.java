package io.djambi.bot.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.djambi.bot.game.BoardText;
import io.djambi.engine.model.Colour;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.render.BoardRenderer;
import io.djambi.render.Goldens;
import io.djambi.render.RenderOptions;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A board with its header drawn in each language the bot speaks, against its golden image in
 * {@code src/test/resources/golden/header-<lang>.png}: the status line, a camp frozen, a camp whose pieces another
 * holds, the player to move. Regenerate with {@code -Dtest=BoardPicturesInEveryLanguageTest -Dgolden.update=true}
 * and look at every one.
 */
class BoardPicturesInEveryLanguageTest {
    /** Yellow out with its pieces frozen, Green out with its pieces Red's; Red to move. */
    private static final String POSITION =
            "2XXX2XX/X2gA2XXX/6X1yM/XXXgCXXX1X/3X3XbM/rM1XyM3XX/rM6X1/rR5rA2/XXrC5X r rg-g r 0 76";

    private final BoardRenderer renderer = new BoardRenderer();

    static List<TranslationTest.Translation> translations() throws IOException {
        return TranslationTest.translations();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("translations")
    void theBoardsHeaderIsDrawnInTheLanguage(TranslationTest.Translation translation) throws IOException {
        Catalogue text = translation.catalogue();
        RenderOptions options = RenderOptions.defaults()
                .withWords(BoardText.of(text))
                .withNames(Map.of(Colour.RED, "Anna", Colour.BLUE, "Bartholomäus"))
                .withBottom(Colour.RED);
        Goldens.check(
                "header-" + translation.language() + ".png",
                renderer.render(PositionNotation.read(POSITION).orThrow(), options));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("translations")
    void aNameTheFontDrawsNothingOfIsTheCampsNameInTheLanguage(TranslationTest.Translation translation) {
        // Chinese, Japanese, Korean and emoji are not in the bundled font: empty boxes, before
        Catalogue text = translation.catalogue();
        RenderOptions words =
                RenderOptions.defaults().withWords(BoardText.of(text)).withWidth(720);
        var position = PositionNotation.read(POSITION).orThrow();
        assertArrayEquals(
                renderer.png(position, words.withNames(Map.of(Colour.BLUE, "Bartholomäus"))),
                renderer.png(position, words.withNames(Map.of(Colour.RED, "太郎", Colour.BLUE, "Bartholomäus 🎲"))));
    }
}

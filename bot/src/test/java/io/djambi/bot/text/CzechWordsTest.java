package io.djambi.bot.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.game.Seat;
import io.djambi.engine.ai.Level;
import io.djambi.engine.model.Colour;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * An AI's level agrees in Czech: the level names (snadná, normální, těžká, náhodná) qualify úroveň, feminine as the
 * AI is, and say that noun beside an AI's camp, which is masculine ("Zelený"): "AI Zelený (těžká)" read as a
 * masculine camp with a feminine level (found by the play-test).
 */
class CzechWordsTest {
    private static final Catalogue CZECH = Catalogue.english().forLocale(Locale.forLanguageTag("cs"));
    /** A level's word alone in brackets, the noun it qualifies left out. */
    private static final Pattern BARE_LEVEL = Pattern.compile("\\((snadná|normální|těžká|náhodná)\\)");

    @Test
    void anAisNameSaysItsLevelWithTheNounItQualifies() {
        assertEquals(
                "AI Zelený (těžká úroveň)",
                Seat.ai(Colour.GREEN, Level.HARD, CZECH).name());
        assertEquals(
                "AI Červený (snadná úroveň)",
                Seat.ai(Colour.RED, Level.EASY, CZECH).nameIn(CZECH));
        for (Colour colour : Colour.values()) {
            for (Level level : Level.values()) {
                String name = Seat.ai(colour, level, CZECH).name();
                assertEquals("AI " + CZECH.colour(colour) + " (" + Seat.levelName(level, CZECH) + " úroveň)", name);
            }
        }
        assertEquals("AI (normální úroveň)", CZECH.get("stats.ai", Seat.levelName(Level.NORMAL, CZECH)));
    }

    @Test
    void noCzechMessageNamesALevelWithoutItsNoun() {
        List<String> bare = CZECH.keys().stream()
                .filter(key -> BARE_LEVEL.matcher(CZECH.pattern(key)).find())
                .toList();
        assertEquals(List.of(), bare);
    }
}

package io.djambi.bot.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.ibm.icu.util.ULocale;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** ICU's plurals with the catalogue's plain numbers: digits with no grouping wherever a place or a # writes one. */
class PlainNumbersTest {
    private static final ULocale CZECH = ULocale.forLanguageTag("cs");

    @Test
    void aCountIsSaidInTheFormsOfItsLanguage() {
        String moves = "{0} {0,plural,one{tah} few{tahy} other{tahů}}";
        assertEquals("1 tah", PlainNumbers.format(moves, CZECH, 1));
        assertEquals("3 tahy", PlainNumbers.format(moves, CZECH, 3));
        assertEquals("5 tahů", PlainNumbers.format(moves, CZECH, 5));
        assertEquals("0 tahů", PlainNumbers.format(moves, CZECH, 0));
        String parties = "{0} {0,plural,one{partie} other{parties}}";
        assertEquals("0 partie", PlainNumbers.format(parties, ULocale.FRENCH, 0));
        assertEquals("2 parties", PlainNumbers.format(parties, ULocale.FRENCH, 2));
    }

    @Test
    void aNumberIsWrittenWithoutGroupingAtTheTopInAFormAndAsAHash() {
        // ICU alone writes "1,500" in English and "1 500" in French, in a form and for #
        String last = "{0} {1,plural,one{le dernier coup} other{les {1} derniers coups (#)}}";
        assertEquals("12345 les 1500 derniers coups (1500)", PlainNumbers.format(last, ULocale.FRENCH, 12345, 1500));
        assertEquals("7 le dernier coup", PlainNumbers.format(last, ULocale.FRENCH, 7, 1));
        assertEquals("2 more", PlainNumbers.format("{0,plural,offset:1 other{# more}}", ULocale.ENGLISH, 3));
    }

    @Test
    void aPlaceThatNamesItsFormatKeepsIt() {
        assertEquals("1,500 1500", PlainNumbers.format("{0,number,#,##0} {0}", ULocale.ENGLISH, 1500));
    }

    @Test
    void anyOtherArgumentIsItsToStringAndAStringIsNeverReadAsAPattern() {
        assertEquals(
                "a.db null it's {0} o''clock",
                PlainNumbers.format("{0} {1} {2}", ULocale.ENGLISH, Path.of("a.db"), null, "it's {0} o''clock"));
    }

    @Test
    void anApostropheIsWrittenTwiceInAFormAsEverywhere() {
        String waiting = "{0,plural,one{salle d''attente} other{salles d''attente de {0}}} l''hôte";
        assertEquals("salle d'attente l'hôte", PlainNumbers.format(waiting, ULocale.FRENCH, 1));
        assertEquals("salles d'attente de 2 l'hôte", PlainNumbers.format(waiting, ULocale.FRENCH, 2));
    }
}

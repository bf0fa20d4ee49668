package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Font;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A name as the pictures draw it: the letters their font has, never an empty box; the stand-in when nothing is left
 * to tell the player by.
 */
class DrawnNameTest {
    /** The font every picture draws its words in. */
    private static final Font FONT = Fonts.bold(20f);

    /** A name as typed, and as drawn: empty for none, the picture then drawing its stand-in. */
    static Stream<Arguments> names() {
        return Stream.of(
                Arguments.of("Ann", "Ann"),
                Arguments.of("Bartholomäus", "Bartholomäus"),
                Arguments.of("AI Red (hard)", "AI Red (hard)"),
                // the scripts the font has, as typed
                Arguments.of("Ελένη", "Ελένη"),
                Arguments.of("Дмитрий", "Дмитрий"),
                Arguments.of("محمد", "محمد"),
                // Chinese, Japanese, Korean: nothing left
                Arguments.of("太郎", ""),
                Arguments.of("김민준", ""),
                Arguments.of("たろう", ""),
                // the part it has of a mixed name
                Arguments.of("Zoë 🎲", "Zoë"),
                Arguments.of("太郎 Taro", "Taro"),
                Arguments.of("Kim 김민준", "Kim"),
                Arguments.of("🎲Zoë🎲", "Zoë"),
                Arguments.of("Ann🌸Lee", "Ann Lee"),
                // an accent typed apart is the accented letter
                Arguments.of("Zoe\u0308", "Zoë"),
                // emoji alone, flags, joined sequences, skin tones, the emoji style of a heart, a keycap
                Arguments.of("🎲", ""),
                Arguments.of("🎲🎲🎲", ""),
                Arguments.of("🇫🇷 Jean", "Jean"),
                Arguments.of("Ann 🏴\uDB40\uDC67\uDB40\uDC62\uDB40\uDC65\uDB40\uDC6E\uDB40\uDC67\uDB40\uDC7F", "Ann"),
                Arguments.of("👩‍💻 Ann", "Ann"),
                Arguments.of("Ann👩🏽‍💻Lee", "Ann Lee"),
                Arguments.of("👍🏽", ""),
                Arguments.of("♥️Ann", "♥Ann"),
                Arguments.of("1️⃣ Ann", "1 Ann"),
                // letters in a fancy style are the plain letters, which the font has
                Arguments.of("𝓩𝓸𝓮", "Zoe"),
                Arguments.of("Ｚｏｅ", "Zoe"),
                // no letter or digit left: punctuation and symbols alone do not tell a player
                Arguments.of("¯\\_(ツ)_/¯", ""),
                Arguments.of("★彡", ""),
                Arguments.of("", ""),
                Arguments.of("   ", ""),
                Arguments.of("\u2800", ""),
                // invisible characters and spaces tidied
                Arguments.of("\u202EAnn\u200B", "Ann"),
                Arguments.of("  Ann \t Lee  ", "Ann Lee"),
                Arguments.of("太\u0301 Ann", "Ann"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("names")
    void aNameIsDrawnWithTheLettersTheFontHas(String typed, String drawn) {
        assertEquals(drawn.isEmpty() ? Optional.empty() : Optional.of(drawn), DrawnName.of(typed));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("names")
    void whatIsDrawnTheFontDrawsWholeWithNothingInvisible(String typed, String ignored) {
        String drawn = DrawnName.or(typed, "Red");
        assertEquals(-1, FONT.canDisplayUpTo(drawn), drawn);
        assertTrue(drawn.codePoints().noneMatch(c -> Character.getType(c) == Character.FORMAT), drawn);
        assertTrue(drawn.codePoints().anyMatch(Character::isLetterOrDigit), "something to read: " + drawn);
        assertEquals(drawn.strip(), drawn);
        assertTrue(!drawn.contains("  "), drawn);
    }

    @Test
    void aNameTheFontDrawsNothingOfGivesWayToTheStandIn() {
        assertEquals("Red", DrawnName.or("太郎", "Red"));
        assertEquals("Rouge", DrawnName.or("🎲", "Rouge"));
        assertEquals("Zoë", DrawnName.or("Zoë 🎲", "Red"));
    }
}

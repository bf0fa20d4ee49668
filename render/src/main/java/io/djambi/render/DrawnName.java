package io.djambi.render;

import java.awt.Font;
import java.text.Normalizer;
import java.util.Objects;
import java.util.Optional;

/**
 * A player's name as the pictures' font can draw it. The bundled font covers Latin, Greek, Cyrillic, Hebrew, Arabic
 * and more, but not Chinese, Japanese, Korean, Thai or emoji, and Java2D draws a letter its font lacks as an empty
 * box. A font that has them all would weigh tens of megabytes, so a name is drawn with the letters the font has:
 * "Zoë 🎲" as "Zoë", a fancy "𝓩𝓸𝓮" as "Zoe". When no letter or digit is left ("太郎", "🎲🎲"), the picture draws
 * the caller's stand-in instead, a word it already shows beside the name (the camp's colour on a board). The full
 * name is still in the message the picture comes with, where Discord draws every script.
 *
 * <p>Every picture that draws a player's name takes it through here, where it is drawn. Stateless and thread-safe.
 */
public final class DrawnName {
    /** Every picture draws its words in this font; whether it has a letter does not depend on the size. */
    private static final Font FONT = Fonts.bold(1f);

    /** What an emoji's keycap sequence ("1️⃣") ends with: a mark that encloses its digit, drawn only by emoji fonts. */
    private static final int KEYCAP = 0x20E3;

    /** A blank braille cell: drawn as nothing, and used for names that look empty. */
    private static final int BRAILLE_BLANK = 0x2800;

    private DrawnName() {}

    /**
     * The part of {@code name} the font draws, spaces tidied; empty when it keeps no letter or digit to tell the
     * player by (an empty name, or nothing but emoji, punctuation or letters the font lacks).
     */
    public static Optional<String> of(String name) {
        Objects.requireNonNull(name, "name");
        StringBuilder drawn = new StringBuilder();
        // a letter and its accents are one character after NFC, where the font has the accented letter
        String composed = Normalizer.normalize(name, Normalizer.Form.NFC);
        boolean gap = false;
        boolean baseDrawn = false;
        boolean recognisable = false;
        for (int i = 0; i < composed.length(); ) {
            int c = composed.codePointAt(i);
            i += Character.charCount(c);
            if (invisible(c)) {
                continue;
            }
            if (isMark(c)) {
                // an accent goes with its letter: never alone, where the letter was left out
                if (baseDrawn && FONT.canDisplay(c)) {
                    drawn.append(Character.toChars(c));
                }
                continue;
            }
            Optional<String> letter = space(c) ? Optional.empty() : glyphs(c);
            if (letter.isEmpty()) {
                // "Ann🌸Lee" reads "Ann Lee": what is left out parts the words around it, as a space would
                gap = true;
                baseDrawn = false;
                continue;
            }
            if (gap && !drawn.isEmpty()) {
                drawn.append(' ');
            }
            gap = false;
            baseDrawn = true;
            drawn.append(letter.get());
            recognisable |= letter.get().codePoints().anyMatch(Character::isLetterOrDigit);
        }
        return recognisable ? Optional.of(drawn.toString()) : Optional.empty();
    }

    /** The part of {@code name} the font draws, or {@code standIn} when it keeps nothing to tell the player by. */
    public static String or(String name, String standIn) {
        Objects.requireNonNull(standIn, "standIn");
        return of(name).orElse(standIn);
    }

    /**
     * The character as the font draws it: itself, or else its plain form (a mathematical or full-width "𝓩" or "Ｚ" is
     * a "Z"); empty when the font has neither.
     */
    private static Optional<String> glyphs(int c) {
        if (FONT.canDisplay(c)) {
            return Optional.of(new String(Character.toChars(c)));
        }
        String plain = Normalizer.normalize(new String(Character.toChars(c)), Normalizer.Form.NFKC);
        boolean allDrawn = plain.codePoints().allMatch(p -> FONT.canDisplay(p) && !invisible(p) && !space(p));
        return allDrawn && !plain.isEmpty() ? Optional.of(plain) : Optional.empty();
    }

    /**
     * Characters that draw nothing of their own, or only in an emoji font: joiners (the ZWJ of "👩‍💻"), direction
     * marks, variation selectors (the emoji style of "♥️"), skin tones, the tags of a subdivision's flag, a keycap.
     * The font "has" some of them, as empty glyphs; they are left out, without a space in their place.
     */
    private static boolean invisible(int c) {
        int type = Character.getType(c);
        Character.UnicodeBlock block = Character.UnicodeBlock.of(c);
        return type == Character.FORMAT
                || (type == Character.CONTROL && !Character.isWhitespace(c))
                || block == Character.UnicodeBlock.VARIATION_SELECTORS
                || block == Character.UnicodeBlock.VARIATION_SELECTORS_SUPPLEMENT
                || (c >= 0x1F3FB && c <= 0x1F3FF)
                || c == KEYCAP;
    }

    private static boolean isMark(int c) {
        int type = Character.getType(c);
        return type == Character.NON_SPACING_MARK
                || type == Character.ENCLOSING_MARK
                || type == Character.COMBINING_SPACING_MARK;
    }

    private static boolean space(int c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == BRAILLE_BLANK;
    }
}

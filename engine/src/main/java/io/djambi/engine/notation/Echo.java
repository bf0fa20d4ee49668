package io.djambi.engine.notation;

import java.text.BreakIterator;
import java.util.Locale;

/**
 * Typed text quoted back in a refusal. A refusal is one line shown to a player, so the echo keeps it one line of
 * reasonable length whatever was typed (line breaks, control characters, a pasted novel), cut between graphemes
 * so an accented letter or an emoji stays whole. The text is echoed as typed, accents and every script included
 * ("häuptling c3"): the player sees where his text went wrong in his own words. Only what could act on whoever
 * reads it is shown as {@code ?}: the characters a chat reads as markup or a mention ({@code @ < * _ ` ~ | \}), and
 * the invisible ones (format characters such as a right-to-left override or a zero-width joiner, private use,
 * unassigned and lone surrogate code points).
 */
final class Echo {
    private static final int MAX = 40;
    private static final String MARKUP = "@<*_`~|\\";

    private Echo() {}

    /** {@code text} stripped, control and line-break characters as spaces, the rest as above, cut to a readable length. */
    static String of(String text) {
        StringBuilder sb = new StringBuilder();
        text.strip().codePoints().forEach(c -> {
            int type = Character.getType(c);
            if (Character.isISOControl(c)
                    || type == Character.LINE_SEPARATOR
                    || type == Character.PARAGRAPH_SEPARATOR) {
                sb.append(' ');
            } else if (MARKUP.indexOf(c) >= 0
                    || type == Character.FORMAT
                    || type == Character.PRIVATE_USE
                    || type == Character.UNASSIGNED
                    || type == Character.SURROGATE) {
                sb.append('?');
            } else {
                sb.appendCodePoint(c);
            }
        });
        return cut(sb.toString());
    }

    /** The text's first {@link #MAX} graphemes and "...", if it has more. */
    private static String cut(String text) {
        BreakIterator graphemes = BreakIterator.getCharacterInstance(Locale.ROOT);
        graphemes.setText(text);
        int kept = 0;
        int counted = 0;
        for (int end = graphemes.next(); end != BreakIterator.DONE; end = graphemes.next()) {
            if (++counted > MAX) {
                return text.substring(0, kept) + "...";
            }
            kept = end;
        }
        return text;
    }
}

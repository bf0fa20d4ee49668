package io.djambi.bot.command;

import java.text.BreakIterator;
import java.util.Locale;

/**
 * Text a user wrote (a display name, a comment in an imported record) made safe to show inside the bot's own
 * messages: Discord's markdown and mentions are escaped, so {@code **x**} shows as typed and {@code @everyone} or
 * {@code <@123>} pings nobody, bidirectional controls are dropped (a right-to-left override would turn the rest of
 * the bot's sentence around), and the text is cut to a length, never inside a grapheme (an emoji with its
 * modifiers, a letter with its accents).
 *
 * <p>The message-level allowed mentions remain the guard for anything shown raw (older stored names); this class is
 * what keeps the text itself readable and harmless. Pure and thread-safe.
 */
public final class UserText {
    /** A display name shows at most this many graphemes (Discord's own limit for nicknames). */
    public static final int NAME_LENGTH = 32;
    /** What a name made only of invisible or control characters shows as: a mark, so it reads in any language. */
    static final String NO_NAME = "?";

    private static final String ELLIPSIS = "\u2026";
    /** Markdown that Discord reads anywhere in a line (or, for {@code # - > +}, at its start; escaped always). */
    private static final String MARKDOWN = "\\*_~`|>#-[]()+";
    /** Zero-width space: splits {@code @everyone} and {@code <@1>} so Discord sees no mention, and shows nothing. */
    private static final char BREAK = '\u200B';
    /** The invisible break put after '@' and '<' so no mention can form; files and pictures leave it out. */
    public static final String ZERO_WIDTH_SPACE = String.valueOf(BREAK);

    private UserText() {}

    /** A display name: cleaned, cut to {@link #NAME_LENGTH} graphemes, then escaped; never blank. */
    public static String name(String raw) {
        String shown = escape(cut(clean(raw).strip(), NAME_LENGTH));
        return shown.isBlank() ? NO_NAME : shown;
    }

    /** Any user text to quote inside a message, cut to {@code graphemes}; line breaks are kept. */
    public static String quoted(String raw, int graphemes) {
        return escape(cut(cleanKeepingLines(raw), graphemes));
    }

    /**
     * Drops bidirectional controls (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates, U+200E/U+200F and
     * U+061C marks) and turns every other control character (line breaks, tabs, U+2028/U+2029) into a space.
     */
    static String clean(String raw) {
        return cleanKeepingLines(raw).replace('\n', ' ');
    }

    private static String cleanKeepingLines(String raw) {
        StringBuilder sb = new StringBuilder(raw.length());
        raw.codePoints().forEach(c -> {
            if (isBidiControl(c)) {
                return;
            }
            if (c == '\n') {
                sb.append('\n');
            } else if (Character.getType(c) == Character.CONTROL
                    || Character.getType(c) == Character.LINE_SEPARATOR
                    || Character.getType(c) == Character.PARAGRAPH_SEPARATOR) {
                sb.append(' ');
            } else {
                sb.appendCodePoint(c);
            }
        });
        return sb.toString();
    }

    static boolean isBidiControl(int c) {
        return (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2066 && c <= 0x2069)
                || c == 0x200E
                || c == 0x200F
                || c == 0x061C;
    }

    /**
     * At most {@code graphemes} user-perceived characters: a longer text keeps {@code graphemes - 1} and ends with an
     * ellipsis. Cut only between grapheme clusters, so a flag, a family emoji or an accented letter stays whole.
     */
    public static String cut(String text, int graphemes) {
        if (graphemes < 1) {
            throw new IllegalArgumentException("graphemes must be at least 1: " + graphemes);
        }
        BreakIterator clusters = BreakIterator.getCharacterInstance(Locale.ROOT);
        clusters.setText(text);
        int count = 0;
        int keep = 0; // where the text is cut if it turns out too long
        for (int end = clusters.next(); end != BreakIterator.DONE; end = clusters.next()) {
            count++;
            if (count == graphemes - 1) {
                keep = end;
            }
            if (count > graphemes) {
                return text.substring(0, keep) + ELLIPSIS;
            }
        }
        return text;
    }

    /** How many grapheme clusters {@code text} shows as. */
    public static int graphemes(String text) {
        BreakIterator clusters = BreakIterator.getCharacterInstance(Locale.ROOT);
        clusters.setText(text);
        int count = 0;
        while (clusters.next() != BreakIterator.DONE) {
            count++;
        }
        return count;
    }

    /** Backslashes before markdown, and a zero-width space after {@code @} and {@code <}, which no mention survives. */
    static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (MARKDOWN.indexOf(c) >= 0) {
                sb.append('\\').append(c);
            } else if (c == '@' || c == '<') {
                sb.append(c).append(BREAK);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * The escaped text as plain text, for places Discord shows without markdown (button labels, menu options,
     * autocomplete choices), where a backslash would show: the escapes go, the zero-width spaces stay.
     */
    public static String plain(String escaped) {
        StringBuilder sb = new StringBuilder(escaped.length());
        for (int i = 0; i < escaped.length(); i++) {
            char c = escaped.charAt(i);
            if (c == '\\' && i + 1 < escaped.length() && MARKDOWN.indexOf(escaped.charAt(i + 1)) >= 0) {
                sb.append(escaped.charAt(++i));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}

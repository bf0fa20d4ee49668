package io.djambi.engine.notation;

/**
 * Typed text quoted back in a refusal. A refusal is one line shown to a player, so the echo keeps it one line of
 * reasonable length whatever was typed (line breaks, control characters, a pasted novel). Notation is plain ASCII,
 * so anything else (and the characters a chat reads as markup or a mention: {@code @ < * _ ` ~ | \}) is shown as
 * {@code ?}: the player sees where his text went wrong, and nothing he typed can act on whoever reads it.
 */
final class Echo {
    private static final int MAX = 40;
    private static final String MARKUP = "@<*_`~|\\";

    private Echo() {}

    /** {@code text} stripped, control and line-break characters as spaces, the rest as above, cut to a readable length. */
    static String of(String text) {
        StringBuilder sb = new StringBuilder();
        String t = text.strip();
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (Character.isISOControl(c)
                    || Character.getType(c) == Character.LINE_SEPARATOR
                    || Character.getType(c) == Character.PARAGRAPH_SEPARATOR) {
                sb.append(' ');
            } else {
                sb.append(c < 0x20 || c > 0x7e || MARKUP.indexOf(c) >= 0 ? '?' : c);
            }
        }
        if (sb.length() > MAX) {
            return sb.substring(0, MAX) + "...";
        }
        return sb.toString();
    }
}

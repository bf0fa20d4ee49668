package io.djambi.engine.notation;

/**
 * Typed text quoted back in a refusal. A refusal is one line shown to a player, so the echo keeps it one line of
 * reasonable length whatever was typed (line breaks, control characters, a pasted novel).
 */
final class Echo {
    private static final int MAX = 40;

    private Echo() {}

    /** {@code text} stripped, with each control or line-break character as a space, cut to a readable length. */
    static String of(String text) {
        StringBuilder sb = new StringBuilder();
        String t = text.strip();
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            sb.append(Character.isISOControl(c) || Character.getType(c) == Character.LINE_SEPARATOR
                    || Character.getType(c) == Character.PARAGRAPH_SEPARATOR ? ' ' : c);
        }
        if (sb.length() > MAX) {
            int cut = Character.isHighSurrogate(sb.charAt(MAX - 1)) ? MAX - 1 : MAX;
            return sb.substring(0, cut) + "...";
        }
        return sb.toString();
    }
}

package io.djambi.engine.model;

/**
 * The four camps and, equally, the four players (R2). The declaration order is the turn order (R5).
 */
public enum Colour {
    RED('r', "Red"),
    BLUE('b', "Blue"),
    YELLOW('y', "Yellow"),
    GREEN('g', "Green");

    private static final Colour[] ALL = values();

    private final char letter;
    private final String displayName;

    Colour(char letter, String displayName) {
        this.letter = letter;
        this.displayName = displayName;
    }

    /** The lower-case letter used in notation: {@code r b y g}. */
    public char letter() {
        return letter;
    }

    public String displayName() {
        return displayName;
    }

    /** The colour at {@code index} in turn order, 0 being Red. */
    public static Colour of(int index) {
        return ALL[index];
    }

    /** The colour for a notation letter, case-insensitive, or {@code null} when it names none. */
    public static Colour fromLetter(char c) {
        return switch (Character.toLowerCase(c)) {
            case 'r' -> RED;
            case 'b' -> BLUE;
            case 'y' -> YELLOW;
            case 'g' -> GREEN;
            default -> null;
        };
    }

    /** Reads a colour written as a letter or a full name, case-insensitive; {@code null} when it names none. */
    public static Colour parse(String text) {
        String t = text.strip();
        if (t.length() == 1) {
            return fromLetter(t.charAt(0));
        }
        for (Colour c : ALL) {
            if (c.displayName.equalsIgnoreCase(t)) {
                return c;
            }
        }
        return null;
    }
}

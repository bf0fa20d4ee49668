package io.djambi.engine.model;

/** The six kinds of piece (R2), with the French initials used in notation and on the board. */
public enum Role {
    CHIEF('C', "Chief"),
    ASSASSIN('A', "Assassin"),
    REPORTER('R', "Reporter"),
    PROVOCATEUR('P', "Provocateur"),
    NECROMOBILE('N', "Necromobile"),
    MILITANT('M', "Militant");

    private static final Role[] ALL = values();

    private final char letter;
    private final String displayName;

    Role(char letter, String displayName) {
        this.letter = letter;
        this.displayName = displayName;
    }

    /** The upper-case letter used in notation. */
    public char letter() {
        return letter;
    }

    public String displayName() {
        return displayName;
    }

    public static Role of(int index) {
        return ALL[index];
    }

    /** The role for a notation letter, case-insensitive, or {@code null}. */
    public static Role fromLetter(char c) {
        char u = Character.toUpperCase(c);
        for (Role r : ALL) {
            if (r.letter == u) {
                return r;
            }
        }
        return null;
    }

    /** How many pieces of this role each camp starts with (R2). */
    public int perCamp() {
        return this == MILITANT ? 4 : 1;
    }
}

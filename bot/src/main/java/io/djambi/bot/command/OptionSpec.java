package io.djambi.bot.command;

import java.util.List;
import java.util.Objects;

/**
 * One option of a command, as plain data (no Discord type): the Discord adapter turns it into an option of the
 * slash command, the console checks typed options against it. What it is for is named, not written: a key of the
 * message catalogue, looked up in the reader's language.
 *
 * @param descriptionKey the catalogue key of what the option is for:
 *     {@code option.<command, dots for spaces>.<option>.description}
 * @param choices the only values the player may pick, if fixed
 * @param mandatory whether the command needs it
 * @param suggested whether its values are suggested as the player types ({@link Suggester})
 * @param min the smallest whole number for {@code INTEGER}; {@code Long.MIN_VALUE} for none
 * @param max the largest whole number for {@code INTEGER}, the longest text for {@code TEXT}; {@code Long.MAX_VALUE}
 *     for none
 */
public record OptionSpec(
        String name,
        String descriptionKey,
        Type type,
        boolean mandatory,
        List<ChoiceSpec> choices,
        boolean suggested,
        long min,
        long max) {

    /** What an option holds. */
    public enum Type {
        TEXT,
        INTEGER,
        BOOLEAN,
        /** A member, as his user id. */
        USER,
        /** An uploaded file; its text reaches the command. */
        FILE,
        /** A forum channel of the server, as its id. */
        FORUM
    }

    public OptionSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(descriptionKey, "descriptionKey");
        Objects.requireNonNull(type, "type");
        choices = List.copyOf(choices);
        if (!name.matches("[a-z0-9-]{1,32}")) {
            throw new IllegalArgumentException("an option name is 1 to 32 of a-z, 0-9 and '-': " + name);
        }
        if (min > max) {
            throw new IllegalArgumentException(name + ": min " + min + " is above max " + max);
        }
    }

    /**
     * The name of {@code /djambi settings}' option that is the server's own choice of threads: asked alone, the
     * command acts on no game.
     */
    public static final String SERVER_THREADS = "threads";

    /** The name of the option that names a game among those whose cards share a channel. */
    public static final String GAME_NAME = "game";

    /**
     * The name of the option by which a button's request (a question's Confirm, a step of the move picker, a page of
     * the press) names the table it was made for.
     */
    public static final String TABLE_NAME = "table";

    /**
     * Which game a command acts on, where a channel holds several games' cards: suggested as the caller types
     * ({@link Places#games}); not needed in a game's thread.
     */
    public static final OptionSpec GAME =
            text(GAME_NAME, "option.game.description").autocomplete().max(20);

    public static OptionSpec text(String name, String descriptionKey) {
        return of(name, descriptionKey, Type.TEXT);
    }

    public static OptionSpec integer(String name, String descriptionKey) {
        return of(name, descriptionKey, Type.INTEGER);
    }

    public static OptionSpec bool(String name, String descriptionKey) {
        return of(name, descriptionKey, Type.BOOLEAN);
    }

    public static OptionSpec user(String name, String descriptionKey) {
        return of(name, descriptionKey, Type.USER);
    }

    public static OptionSpec forum(String name, String descriptionKey) {
        return of(name, descriptionKey, Type.FORUM);
    }

    public static OptionSpec file(String name, String descriptionKey) {
        return of(name, descriptionKey, Type.FILE);
    }

    private static OptionSpec of(String name, String descriptionKey, Type type) {
        return new OptionSpec(name, descriptionKey, type, false, List.of(), false, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public OptionSpec required() {
        return new OptionSpec(name, descriptionKey, type, true, choices, suggested, min, max);
    }

    /** The only values the player may pick, each with the key of its label and as the command receives it. */
    public OptionSpec choices(ChoiceSpec... fixed) {
        return new OptionSpec(name, descriptionKey, type, mandatory, List.of(fixed), suggested, min, max);
    }

    /** Suggested as the player types, by the command's group. */
    public OptionSpec autocomplete() {
        return new OptionSpec(name, descriptionKey, type, mandatory, choices, true, min, max);
    }

    public OptionSpec min(long least) {
        return new OptionSpec(name, descriptionKey, type, mandatory, choices, suggested, least, max);
    }

    /** The largest number, or for text the longest. */
    public OptionSpec max(long most) {
        return new OptionSpec(name, descriptionKey, type, mandatory, choices, suggested, min, most);
    }

    public boolean hasMin() {
        return min != Long.MIN_VALUE;
    }

    public boolean hasMax() {
        return max != Long.MAX_VALUE;
    }
}

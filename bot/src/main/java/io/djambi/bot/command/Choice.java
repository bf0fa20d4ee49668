package io.djambi.bot.command;

import java.util.Objects;

/**
 * One fixed choice of a command option, or one suggestion of an autocomplete: what the player reads
 * ({@code label}) and what the command receives ({@code value}).
 */
public record Choice(String label, String value) {
    public Choice {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(value, "value");
    }

    /** A choice whose label is its value. */
    public static Choice of(String value) {
        return new Choice(value, value);
    }
}

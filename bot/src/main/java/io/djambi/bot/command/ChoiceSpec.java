package io.djambi.bot.command;

import java.util.Objects;

/**
 * One fixed choice of a declared option: the message catalogue's key of what the player reads
 * ({@code choice.colour.red}) and the value the command receives ({@code red}). A suggestion made as the player
 * types is a {@link Choice}, whose label is already text.
 */
public record ChoiceSpec(String labelKey, String value) {
    public ChoiceSpec {
        Objects.requireNonNull(labelKey, "labelKey");
        Objects.requireNonNull(value, "value");
    }
}

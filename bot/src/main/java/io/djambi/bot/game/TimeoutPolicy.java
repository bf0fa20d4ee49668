package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import java.util.Locale;
import java.util.Optional;

/**
 * What happens when a player's turn time runs out: his turn passes (R28; resigned after three in a row), he is
 * resigned (R23), or an AI plays that move for him.
 */
public enum TimeoutPolicy {
    SKIP,
    RESIGN,
    /** The AI ({@code normal}) plays that one move for him; he keeps his seat. */
    AI;

    /** Consecutive skips after which a player is resigned (R23). */
    public static final int SKIPS_BEFORE_RESIGNING = 3;

    public static Optional<TimeoutPolicy> parse(String text) {
        return EnumOption.parse(TimeoutPolicy.class, text);
    }

    /** What happens at the deadline, in words: "skip", "resign", "the AI's move". */
    public String consequence(Catalogue text) {
        return text.get(
                switch (this) {
                    case SKIP -> "timeout.consequence.skip";
                    case RESIGN -> "timeout.consequence.resign";
                    case AI -> "timeout.consequence.ai";
                });
    }

    /** What the late player is warned will happen, in a reminder: "then your turn passes". */
    public String warning(Catalogue text) {
        return text.get(
                switch (this) {
                    case RESIGN -> "timeout.warning.resign";
                    case SKIP -> "timeout.warning.skip";
                    case AI -> "timeout.warning.ai";
                });
    }

    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }
}

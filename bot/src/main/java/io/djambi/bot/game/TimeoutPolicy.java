package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import java.util.Locale;
import java.util.Optional;

/**
 * What happens when a player's turn time runs out: his turn passes (R28; resigned after three in a row), he is
 * resigned (R23), an AI plays that move for him, or (at the third time-out in a row) an AI takes his seat over.
 */
public enum TimeoutPolicy {
    SKIP,
    RESIGN,
    /** The AI ({@code normal}) plays that one move for him; he keeps his seat. */
    AI,
    /**
     * Like {@code SKIP}, but at the third time-out in a row an AI ({@code normal}) takes the seat over for the rest
     * of the game instead of the player being resigned.
     */
    AI_TAKES_OVER;

    /** Consecutive skips after which a player is resigned (R23). */
    public static final int SKIPS_BEFORE_RESIGNING = 3;

    /** The policy as typed ({@code ai-takes-over}) or as stored before the hyphen ({@code ai_takes_over}). */
    public static Optional<TimeoutPolicy> parse(String text) {
        return EnumOption.parse(TimeoutPolicy.class, text.replace('-', '_'));
    }

    /** What happens at the deadline, in words: "skip", "resign", "the AI's move". */
    public String consequence(Catalogue text) {
        return text.get(
                switch (this) {
                    case SKIP -> "timeout.consequence.skip";
                    case RESIGN -> "timeout.consequence.resign";
                    case AI -> "timeout.consequence.ai";
                    case AI_TAKES_OVER -> "timeout.consequence.ai-takes-over";
                });
    }

    /** What the late player is warned will happen, in a reminder: "then your turn passes". */
    public String warning(Catalogue text) {
        return text.get(
                switch (this) {
                    case RESIGN -> "timeout.warning.resign";
                    case SKIP -> "timeout.warning.skip";
                    case AI -> "timeout.warning.ai";
                    case AI_TAKES_OVER -> "timeout.warning.ai-takes-over";
                });
    }

    public String text() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}

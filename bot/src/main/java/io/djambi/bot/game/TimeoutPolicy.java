package io.djambi.bot.game;

import java.util.Locale;
import java.util.Optional;

/**
 * What happens when a player's turn time runs out: his turn passes (R28; resigned after three in a row), he is
 * resigned (R23), or an AI plays that move for him.
 */
public enum TimeoutPolicy {
    SKIP, RESIGN,
    /** The AI ({@code normal}) plays that one move for him; he keeps his seat. */
    AI;

    /** Consecutive skips after which a player is resigned (R23). */
    public static final int SKIPS_BEFORE_RESIGNING = 3;

    public static Optional<TimeoutPolicy> parse(String text) {
        return EnumOption.parse(TimeoutPolicy.class, text);
    }

    /** The values as a player may type them: "skip or resign". */
    public static String choices() {
        StringBuilder sb = new StringBuilder();
        TimeoutPolicy[] all = values();
        for (int i = 0; i < all.length; i++) {
            sb.append(i == 0 ? "" : i == all.length - 1 ? " or " : ", ").append(all[i].text());
        }
        return sb.toString();
    }

    /** What happens at the deadline, in words: "skip", "resign", "the AI's move". */
    public String consequence() {
        return switch (this) {
            case SKIP -> "skip";
            case RESIGN -> "resign";
            case AI -> "the AI's move";
        };
    }

    /** What the late player is warned will happen, in a reminder: "then your turn passes". */
    public String warning() {
        return switch (this) {
            case RESIGN -> "you are resigned";
            case SKIP -> "your turn passes";
            case AI -> "the AI plays this move for you";
        };
    }

    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }
}

package io.djambi.bot.stats;

import java.util.Locale;
import java.util.Optional;

/** How a player's game ended. */
public enum Exit {
    WON,
    DRAWN,
    /** Eliminated on the board: his Chief killed or encircled. */
    LOST,
    RESIGNED,
    /** Resigned by the turn clock. */
    TIMED_OUT,
    /**
     * Left his seat before the end ({@code /djambi replace}, or an AI took it over at his third time-out): neither a
     * win nor a loss, and no rating.
     */
    LEFT;

    public String text() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Optional<Exit> parse(String text) {
        for (Exit e : values()) {
            if (e.text().equals(text)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }
}

package io.djambi.bot.game;

import java.util.Locale;
import java.util.Optional;

/** How the players may negotiate: private DMs and public talk, public talk only, or not at all. */
public enum Press {
    FULL, PUBLIC, NONE;

    public static Optional<Press> parse(String text) {
        for (Press p : values()) {
            if (p.name().equalsIgnoreCase(text.strip())) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }
}

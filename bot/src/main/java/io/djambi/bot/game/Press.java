package io.djambi.bot.game;

import java.util.Locale;
import java.util.Optional;

/** How the players may negotiate: private DMs and public talk, public talk only, or not at all. */
public enum Press {
    FULL,
    PUBLIC,
    NONE;

    public static Optional<Press> parse(String text) {
        return EnumOption.parse(Press.class, text);
    }

    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }
}

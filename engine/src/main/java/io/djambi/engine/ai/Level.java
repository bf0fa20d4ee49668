package io.djambi.engine.ai;

import java.util.Locale;
import java.util.Optional;

/** How strong an AI player is. {@code RANDOM} is a baseline for measuring the others, not offered to players. */
public enum Level {
    RANDOM,
    EASY,
    NORMAL,
    HARD;

    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Level> parse(String text) {
        for (Level l : values()) {
            if (l.text().equals(text.strip().toLowerCase(Locale.ROOT))) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }
}

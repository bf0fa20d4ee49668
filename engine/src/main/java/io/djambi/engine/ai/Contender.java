package io.djambi.engine.ai;

import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Who may sit at a tournament table: the four {@link Level}s players can choose, and {@code maxn}, an outside
 * yardstick (another Djambi project's AI, see {@link MaxNPlayer}) that the bot never offers to players.
 */
public enum Contender {
    RANDOM(Level.RANDOM),
    EASY(Level.EASY),
    NORMAL(Level.NORMAL),
    HARD(Level.HARD),
    MAXN(null);

    private final Level level;

    Contender(Level level) {
        this.level = level;
    }

    /** The player's level, if this contender is one; empty for the yardstick. */
    public Optional<Level> level() {
        return Optional.ofNullable(level);
    }

    public static Contender of(Level level) {
        return valueOf(level.name());
    }

    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Contender> parse(String text) {
        for (Contender c : values()) {
            if (c.text().equals(text.strip().toLowerCase(Locale.ROOT))) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** A player for one game, seeded; {@code limits} bind only the searching levels. */
    public Player player(long seed, SearchLimits limits) {
        return level == null ? new MaxNPlayer(new SplittableRandom(seed)) : Ai.of(level, seed, limits);
    }
}

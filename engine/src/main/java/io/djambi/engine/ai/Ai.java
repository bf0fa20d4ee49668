package io.djambi.engine.ai;

import java.util.SplittableRandom;

/** The AI players by level, each seeded so a decision can be replayed. */
public final class Ai {
    private Ai() {}

    public static Player of(Level level, long seed) {
        return switch (level) {
            case RANDOM -> new RandomMover(new SplittableRandom(seed));
            case EASY -> new GreedyPlayer(new SplittableRandom(seed));
            case NORMAL -> new ParanoidSearch(SearchLimits.NORMAL, new SplittableRandom(seed), System::nanoTime);
            case HARD -> new ParanoidSearch(SearchLimits.HARD, new SplittableRandom(seed), System::nanoTime);
        };
    }

    /** A level with other search limits (the tournament's short form); {@code easy} and {@code random} ignore them. */
    public static Player of(Level level, long seed, SearchLimits limits) {
        return switch (level) {
            case NORMAL, HARD -> new ParanoidSearch(limits, new SplittableRandom(seed), System::nanoTime);
            default -> of(level, seed);
        };
    }
}

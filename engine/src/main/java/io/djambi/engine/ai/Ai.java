package io.djambi.engine.ai;

import io.djambi.engine.model.Position;
import java.util.List;
import java.util.SplittableRandom;

/** The AI players by level, each seeded so a decision can be replayed. */
public final class Ai {
    /**
     * Moves without a kill after which AIs left alone agree to a draw: long after they have grown as bold as they get
     * ({@link Stalemate}), so only a standoff that their boldness could not break ends this way. It is chess's
     * seventy-five-move rule counted in rounds of four players: 75 rounds, so 150 moves each for the last two.
     */
    public static final int STALLED = 300;

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

    /**
     * Whether AIs left alone agree to a draw after these positions (oldest first), in a game still going: walls of
     * corpses have made it unwinnable for anybody, or it has stalled ({@link #agreement}). The rules only end such a
     * game by agreement; played on, it would never end.
     */
    public static boolean agreesToDraw(List<Position> positions) {
        return !positions.getLast().isOver() && agreement(positions) != Agreement.NONE;
    }

    /**
     * Why AIs left alone agree to a draw after these positions (oldest first), if they do: some player is cut off from
     * all his rivals for good and no Necromobile or frozen piece a rival could come to rule is left to change it
     * ({@link Walls}), or {@link #STALLED} moves have gone by without a kill. Whether or not the game has ended since:
     * a draw agreed on moves nothing, so the final post can still say why.
     */
    public static Agreement agreement(List<Position> positions) {
        Position now = positions.getLast();
        if (Walls.sealed(now.board().cells(), now.camps())) {
            return Agreement.WALLED_IN;
        }
        return stalled(positions) ? Agreement.STALLED : Agreement.NONE;
    }

    /** Whether AIs left alone agree to a draw: {@link #STALLED} moves without a kill, by the game's positions. */
    public static boolean stalled(List<Position> positions) {
        return Stalemate.quiet(positions) >= STALLED;
    }
}

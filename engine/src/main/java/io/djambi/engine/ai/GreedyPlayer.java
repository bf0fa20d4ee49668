package io.djambi.engine.ai;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The {@code easy} level: looks one move ahead, takes the move that leaves it best off by {@link Evaluation}, with
 * some noise so that it is not always the same and a player can beat it.
 */
public final class GreedyPlayer implements Player {
    /** Pawns of noise: enough to pick among close moves, not to give a piece away. */
    static final double NOISE = 1.5;

    private final RandomGenerator random;

    public GreedyPlayer(RandomGenerator random) {
        this.random = random;
    }

    @Override
    public Move choose(Position position) {
        Colour me = position.toMove().orElseThrow();
        List<Move> moves = Moves.of(position);
        Move best = moves.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Move m : moves) {
            double v = Evaluation.of(Rules.applyLegal(position, m), me) + random.nextDouble() * NOISE;
            if (v > bestValue) {
                bestValue = v;
                best = m;
            }
        }
        return best;
    }
}

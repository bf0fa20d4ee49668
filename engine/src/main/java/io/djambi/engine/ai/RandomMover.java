package io.djambi.engine.ai;

import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import java.util.List;
import java.util.random.RandomGenerator;

/** Plays a legal move chosen uniformly at random: the baseline the others are measured against. */
public final class RandomMover implements Player {
    private final RandomGenerator random;

    public RandomMover(RandomGenerator random) {
        this.random = random;
    }

    @Override
    public Move choose(Position position) {
        List<Move> moves = Moves.of(position);
        return moves.get(random.nextInt(moves.size()));
    }
}

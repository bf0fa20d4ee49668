package io.djambi.engine.bench;

import io.djambi.engine.model.Position;
import io.djambi.engine.notation.PositionNotation;
import java.util.List;

/** The fixed positions the engine benchmarks run over (docs/benchmarks.md lists them). */
final class BenchPositions {
    static final List<String> TEXTS = List.of(
            // opening: the start position, 30 moves
            "start",
            // crowded midgame: 30 plies of a random game, corpse on the maze, 1087 moves
            "gCgR2yM2yAyC/gA4XyMyP1/gMX3yMX2/2XXyR3X/2rM1X3gM/2gNrN5/2X4rM1/rRrPrM2XbM1bA/rCrArMX2bMbR1 r ryyh r 0 30",
            // chief in power: Blue on the maze playing a bonus move, 219 moves
            "gCgR2X2yAyC/gAX3XXyMyR/3X1yMXyM1/1gMgMXXX3/4bC4/1XXrM5/rM1XX4bM/rA2X3yMbA/rC1rMX1bM3 b rbyg y 1 38",
            // endgame: two players, a frozen camp, 44 moves
            "2XXX2XX/X2gA2XXX/6X1yM/XXXgCXXX1X/3X3XbM/rM1XyM3XX/rM6X1/rR5rA2/XXrC5X r rg-g r 0 76");

    private BenchPositions() {}

    static Position[] all() {
        return TEXTS.stream().map(t -> PositionNotation.read(t).orThrow()).toArray(Position[]::new);
    }
}

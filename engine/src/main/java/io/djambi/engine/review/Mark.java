package io.djambi.engine.review;

import io.djambi.engine.model.Colour;
import java.util.Objects;

/**
 * A moment the review's chart marks on its time axis: a player out of the game, or a Chief taking or leaving power
 * in the Maze.
 *
 * @param index the index of the first position where it holds
 */
public record Mark(int index, Colour player, Kind kind) {
    public enum Kind {
        ELIMINATED,
        IN_POWER,
        OUT_OF_POWER
    }

    public Mark {
        Objects.requireNonNull(player, "player");
        Objects.requireNonNull(kind, "kind");
    }
}

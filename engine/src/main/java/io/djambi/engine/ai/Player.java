package io.djambi.engine.ai;

import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;

/** Chooses a move for the player to move. Every implementation returns one of the position's legal moves. */
public interface Player {
    /**
     * A legal move of the player to move.
     *
     * @throws IllegalArgumentException if the game is over (there is nobody to move)
     */
    Move choose(Position position);
}

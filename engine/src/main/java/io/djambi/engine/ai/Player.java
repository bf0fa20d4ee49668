package io.djambi.engine.ai;

import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import java.util.List;

/** Chooses a move for the player to move. Every implementation returns one of the position's legal moves. */
public interface Player {
    /**
     * A legal move of the player to move.
     *
     * @throws IllegalArgumentException if the game is over (there is nobody to move)
     */
    Move choose(Position position);

    /**
     * A legal move of the player to move, knowing the positions the game has been through (oldest first; it may
     * include {@code position} itself), so that a player who is ahead can avoid going round in circles. Players that
     * do not look at the past choose as {@link #choose(Position)} does.
     *
     * @throws IllegalArgumentException if the game is over (there is nobody to move)
     */
    default Move choose(Position position, List<Position> history) {
        return choose(position);
    }
}

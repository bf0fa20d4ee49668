package io.djambi.render;

import io.djambi.engine.model.Colour;
import io.djambi.engine.move.Move;
import java.util.Objects;

/**
 * A move to draw as an arrow in the colour of the player who made it.
 *
 * @param move the move, in full (its placement and exit are drawn too)
 * @param mover the player who made it, whose camp colour the arrow wears
 */
public record DrawnMove(Move move, Colour mover) {
    public DrawnMove {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(mover, "mover");
    }
}

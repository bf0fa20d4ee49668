package io.djambi.render;

import io.djambi.engine.model.Colour;
import io.djambi.engine.move.Move;
import java.util.Objects;

/**
 * A move to draw as an arrow in the colour of the player who made it.
 *
 * @param move the move, in full (its placement and exit are drawn too)
 * @param mover the player who made it, whose camp colour the arrow wears
 * @param style how the arrow is drawn: a move played, or one the engine suggests instead
 */
public record DrawnMove(Move move, Colour mover, Style style) {
    /** How an arrow reads apart from another, in grey too. */
    public enum Style {
        /** A move played: a solid arrow edged in dark, numbered when there are several. */
        PLAYED,
        /** A move not played, the engine's better one: a dashed arrow edged in gold, never numbered. */
        SUGGESTED
    }

    public DrawnMove {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(mover, "mover");
        Objects.requireNonNull(style, "style");
    }

    /** A move played. */
    public DrawnMove(Move move, Colour mover) {
        this(move, mover, Style.PLAYED);
    }
}

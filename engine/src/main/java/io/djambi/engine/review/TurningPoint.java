package io.djambi.engine.review;

import io.djambi.engine.model.Colour;
import io.djambi.engine.move.Move;
import java.util.Objects;

/**
 * A move that changed the standings most, with the better move the engine found in its place: "Move 41, Blue: H3-F5
 * lost 22% — H3-H5 kept 31%."
 *
 * <p>The three shares are the engine's judgements one move on of the positions before the move, after it and after
 * the better move (docs/review.md), not the chart's standings, which are means over the players' latest turns: the
 * chart shows a move's effect in full only once every player has moved since.
 *
 * @param index the index of the position the move was played in (the move is the game's event {@code index + 1})
 * @param mover who played it
 * @param before the mover's share before the move
 * @param after the mover's share after the move played
 * @param kept the mover's share after the better move
 */
public record TurningPoint(
        int index, Colour mover, Move played, Move better, double before, double after, double kept) {
    public TurningPoint {
        Objects.requireNonNull(mover, "mover");
        Objects.requireNonNull(played, "played");
        Objects.requireNonNull(better, "better");
    }

    /** What the move played cost its mover, as a share of the winning chances: 0.22 for 22%. */
    public double lost() {
        return before - after;
    }
}

package io.djambi.render;

import io.djambi.engine.model.Square;
import java.util.Set;

/**
 * Squares to point out, for a rules guide or a move picker; each kind has its own shape, so none is told only by its
 * colour, and none covers a piece's letter. Immutable.
 *
 * @param pieces pieces that can act: a clear ring around the piece
 * @param reach empty squares a piece can move to: a dot in the middle
 * @param take squares holding a piece or corpse the chosen piece would act on: corner brackets
 * @param place squares where a displaced piece or corpse may be laid: a hollow diamond
 */
public record Marks(Set<Square> pieces, Set<Square> reach, Set<Square> take, Set<Square> place) {
    public Marks {
        pieces = Set.copyOf(pieces);
        reach = Set.copyOf(reach);
        take = Set.copyOf(take);
        place = Set.copyOf(place);
    }

    /** Nothing pointed out. */
    public static Marks none() {
        return new Marks(Set.of(), Set.of(), Set.of(), Set.of());
    }

    /** Whether there is nothing to draw. */
    public boolean isEmpty() {
        return pieces.isEmpty() && reach.isEmpty() && take.isEmpty() && place.isEmpty();
    }
}

package io.djambi.bot.game;

import io.djambi.engine.model.Square;
import java.util.Set;

/**
 * What a step of the move picker marks on its board: the pieces that can move (or the one chosen), the empty squares
 * it can reach, what it can take or act on, and where a displaced piece or corpse can be put. Each set holds exactly
 * the squares of the moves still open at that step, up to the part being chosen.
 */
public record PickerMarks(Set<Square> pieces, Set<Square> reach, Set<Square> take, Set<Square> place) {
    public PickerMarks {
        pieces = Set.copyOf(pieces);
        reach = Set.copyOf(reach);
        take = Set.copyOf(take);
        place = Set.copyOf(place);
    }
}

package io.djambi.engine.review;

import io.djambi.engine.model.Colour;
import java.util.EnumMap;
import java.util.Map;

/**
 * The players' shares of the winning chances in one position of a game, as the engine judges it: each between 0 and
 * 1, summing to 1 over the players still in; a player out has none.
 *
 * @param index the position's index in the game: 0 is the start, {@code i} the position after the game's i-th event
 */
public record Standing(int index, Map<Colour, Double> shares) {
    public Standing {
        if (index < 0) {
            throw new IllegalArgumentException("index " + index);
        }
        shares = Map.copyOf(new EnumMap<>(shares));
    }

    /** The player's share, 0 if he is out. */
    public double share(Colour player) {
        return shares.getOrDefault(player, 0.0);
    }
}

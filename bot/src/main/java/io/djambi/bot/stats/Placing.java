package io.djambi.bot.stats;

import io.djambi.engine.model.Colour;
import java.util.Objects;

/**
 * One player's result in one game.
 *
 * @param place 1 for the winner (or everyone in a draw); the others by the order they went out, the last out best;
 *     players out on the same move share a place
 */
public record Placing(String userId, String name, Colour colour, int place, Exit exit) {
    public Placing {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(exit, "exit");
        if (place < 1) {
            throw new IllegalArgumentException("place " + place);
        }
    }
}

package io.djambi.bot.game;

import io.djambi.engine.model.Colour;
import java.util.Objects;

/** A player seated at a table: his Discord user id, the name to show, and his colour. */
public record Seat(String userId, String name, Colour colour) {
    public Seat {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(colour, "colour");
    }
}

package io.djambi.engine.model;

import java.util.Objects;

/** A living piece: its camp (which never changes, even when another player controls it) and its role. */
public record Piece(Colour camp, Role role) implements Occupant {
    public Piece {
        Objects.requireNonNull(camp, "camp");
        Objects.requireNonNull(role, "role");
    }
}

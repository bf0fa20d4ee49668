package io.djambi.engine.model;

/** A dead piece (R4): it belongs to nobody, all corpses look alike, and it never acts. */
public record Corpse() implements Occupant {
    public static final Corpse INSTANCE = new Corpse();
}

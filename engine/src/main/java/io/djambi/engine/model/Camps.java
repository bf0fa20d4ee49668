package io.djambi.engine.model;

import java.util.Arrays;
import java.util.Optional;

/**
 * Who controls each camp's living pieces: a player, nobody because the camp is frozen (R19, R23), or nobody
 * because it is the hostage camp (R25). A player is active exactly when he controls his own camp. Immutable.
 */
public final class Camps {
    public static final int FROZEN = 4;
    public static final int HOSTAGE = 5;

    private final byte[] control;

    private Camps(byte[] control) {
        this.control = control;
    }

    /** Camps from four control codes (0-3 a colour, {@link #FROZEN}, {@link #HOSTAGE}); the array is copied. */
    public static Camps ofCodes(byte[] control) {
        if (control.length != 4) {
            throw new IllegalArgumentException("there are 4 camps, not " + control.length);
        }
        for (byte c : control) {
            if (c < 0 || c > HOSTAGE) {
                throw new IllegalArgumentException("not a control code: " + c);
            }
        }
        return new Camps(control.clone());
    }

    /** Every camp controlled by its own player: the 4-player start. */
    public static Camps allActive() {
        return new Camps(new byte[] {0, 1, 2, 3});
    }

    public byte[] codes() {
        return control.clone();
    }

    public int code(int camp) {
        return control[camp];
    }

    /** The player who moves the living pieces of {@code camp}; empty when the camp is frozen or the hostage. */
    public Optional<Colour> controller(Colour camp) {
        int c = control[camp.ordinal()];
        return c < 4 ? Optional.of(Colour.of(c)) : Optional.empty();
    }

    public boolean isFrozen(Colour camp) {
        return control[camp.ordinal()] == FROZEN;
    }

    public boolean isHostage(Colour camp) {
        return control[camp.ordinal()] == HOSTAGE;
    }

    /** Whether {@code player} is still in the game: he controls his own camp. */
    public boolean isActive(Colour player) {
        return control[player.ordinal()] == player.ordinal();
    }

    public int activeCount() {
        int n = 0;
        for (int i = 0; i < 4; i++) {
            if (control[i] == i) {
                n++;
            }
        }
        return n;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Camps c && Arrays.equals(control, c.control);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(control);
    }
}

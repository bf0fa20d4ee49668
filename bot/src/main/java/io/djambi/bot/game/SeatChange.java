package io.djambi.bot.game;

import java.util.Objects;

/**
 * A seat handed over during a game ({@code /djambi replace}, or an AI taking over at the third time-out): who left it,
 * who came, and at which event. The record notes it at that move; the one who left gets a "left" line in his stats,
 * the result going to whoever holds the seat at the end.
 *
 * @param ply how many events the game had when the seat changed hands: the change comes after the {@code ply}-th
 */
public record SeatChange(int ply, Seat left, Seat came) {
    public SeatChange {
        Objects.requireNonNull(left, "left");
        Objects.requireNonNull(came, "came");
        if (left.colour() != came.colour()) {
            throw new IllegalArgumentException(left.colour() + " handed to " + came.colour());
        }
        if (ply < 0) {
            throw new IllegalArgumentException("ply " + ply);
        }
    }
}

package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Colour;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

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

    /**
     * Who played {@code colour} at event {@code event} of the table's game, as {@code text} names him: the one who left
     * the seat at the first change after it, else whoever holds it now.
     */
    public static String holderAt(List<SeatChange> changes, Table table, Colour colour, int event, Catalogue text) {
        return leftAfter(changes, colour, event)
                .map(left -> left.shownIn(text))
                .orElseGet(() -> table.nameOf(colour, text));
    }

    /** Whether an AI played {@code colour} at event {@code event}: the seat as it was then, not as it is now. */
    public static boolean aiAt(List<SeatChange> changes, Table table, Colour colour, int event) {
        Seat then = seatAt(changes, table, colour, event);
        return then != null && then.isAi();
    }

    /** The seat of {@code colour} as it was at event {@code event}; null for a seat nobody held. */
    public static Seat seatAt(List<SeatChange> changes, Table table, Colour colour, int event) {
        return leftAfter(changes, colour, event).orElseGet(() -> table.seats().get(colour));
    }

    /** The seat of {@code colour} as it was at event {@code event}, if it has changed hands since. */
    private static Optional<Seat> leftAfter(List<SeatChange> changes, Colour colour, int event) {
        return changes.stream()
                .filter(change -> change.left().colour() == colour && change.ply() > event)
                .findFirst()
                .map(SeatChange::left);
    }
}

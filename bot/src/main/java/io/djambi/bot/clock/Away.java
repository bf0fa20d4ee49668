package io.djambi.bot.clock;

import io.djambi.engine.model.Colour;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** A player's declared absence: while it lasts his clock is frozen. Each player has one per game. */
public record Away(long tableId, Colour colour, Instant from, Instant until) {
    public Away {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(until, "until");
    }

    public boolean isOn(Instant now) {
        return now.isBefore(until);
    }

    /** When a new turn's clock starts for {@code colour}: now, or when he comes back if he is away. */
    public static Instant clockStart(List<Away> aways, Colour colour, Instant now) {
        return aways.stream()
                .filter(a -> a.colour() == colour && a.isOn(now))
                .map(Away::until)
                .findFirst()
                .orElse(now);
    }
}

package io.djambi.bot.clock;

import io.djambi.bot.game.Table;
import io.djambi.engine.model.Colour;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * A player's one absence in a game, however he asks for it ({@code /djambi away}, or the button of a turn reminder):
 * while it lasts his clock is frozen, so a turn of his running now is moved on by its length.
 */
final class Absences {
    private final TurnClockStore clocks;

    Absences(TurnClockStore clocks) {
        this.clocks = clocks;
    }

    /** Whether {@code table} is a game under way on a clock: the only kind where an absence means something. */
    static boolean onTheClock(Table table) {
        return table.isLive() && table.started().isPresent() && table.settings().isTimed();
    }

    /** The absence he has taken in this game, over or not. */
    Optional<Away> takenBy(Table table, Colour colour) {
        return clocks.aways(table.id()).stream()
                .filter(a -> a.colour() == colour)
                .findFirst();
    }

    /** Starts his absence now, for {@code length}. */
    Away take(Table table, Colour colour, Instant now, Duration length) {
        Away away = new Away(table.id(), colour, now, now.plus(length));
        boolean hisTurn = table.game().position().toMove().orElse(null) == colour;
        clocks.saveAway(away, hisTurn ? clocks.current(table).map(c -> c.shiftedBy(length)) : Optional.empty());
        return away;
    }

    /** Ends his absence now, giving back the part of it he did not use. */
    void end(Table table, Away away, Instant now) {
        Duration unused = Duration.between(now, away.until());
        boolean hisTurn = table.game().position().toMove().orElse(null) == away.colour();
        clocks.saveAway(
                new Away(table.id(), away.colour(), away.from(), now),
                hisTurn ? clocks.current(table).map(c -> c.shiftedBy(unused.negated())) : Optional.empty());
    }

    /** A time every reader sees in his own time zone (Discord's timestamp markup). */
    static String when(Instant instant) {
        return "<t:" + instant.getEpochSecond() + ":f>";
    }
}

package io.djambi.bot.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * The clock of one table's current turn: the game version it belongs to (a new event is a new turn), when the turn
 * started, how many reminders were sent, and the grace given when the deadline passed while the bot was down.
 */
public record TurnClock(
        long tableId, int version, Instant turnStartedAt, int remindersSent, Optional<Instant> graceUntil) {
    public TurnClock {
        Objects.requireNonNull(turnStartedAt, "turnStartedAt");
        Objects.requireNonNull(graceUntil, "graceUntil");
    }

    public static TurnClock startingAt(long tableId, int version, Instant now) {
        return new TurnClock(tableId, version, now, 0, Optional.empty());
    }

    /** When the turn times out: its time after the start, or the grace if that is later. */
    public Instant deadline(Duration turnTime) {
        Instant normal = turnStartedAt.plus(turnTime);
        return graceUntil.filter(g -> g.isAfter(normal)).orElse(normal);
    }

    /** The same clock, for the turn at {@code laterVersion}: the same player's turn, which only resignations changed. */
    public TurnClock atVersion(int laterVersion) {
        return new TurnClock(tableId, laterVersion, turnStartedAt, remindersSent, graceUntil);
    }

    public TurnClock withReminders(int sent) {
        return new TurnClock(tableId, version, turnStartedAt, sent, graceUntil);
    }

    /** The clock as if the turn had started {@code by} later: a pause or an absence does not count. */
    public TurnClock shiftedBy(Duration by) {
        return new TurnClock(tableId, version, turnStartedAt.plus(by), remindersSent, graceUntil.map(g -> g.plus(by)));
    }

    public TurnClock withGrace(Instant until) {
        return new TurnClock(tableId, version, turnStartedAt, remindersSent, Optional.of(until));
    }
}

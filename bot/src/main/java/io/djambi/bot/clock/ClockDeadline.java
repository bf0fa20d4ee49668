package io.djambi.bot.clock;

import io.djambi.bot.command.Outage;
import io.djambi.bot.game.Deadline;
import io.djambi.bot.game.Table;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The deadline of the current turn as the turn timer keeps it: from the turn's clock, which is started now if the
 * timer has not started it yet (a move just played), a player away starting when he is back. None for an untimed game, a finished one, or a paused one.
 */
public final class ClockDeadline implements Deadline {
    private static final Logger log = LoggerFactory.getLogger(ClockDeadline.class);
    private final TurnClockStore clocks;
    private final Clock clock;

    public ClockDeadline(TurnClockStore clocks, Clock clock) {
        this.clocks = clocks;
        this.clock = clock;
    }

    /**
     * Asked for the post of a change already stored: if the database went away since, the post names no deadline
     * rather than failing, and the timer starts the turn's clock at its first tick once the database is back.
     */
    @Override
    public Optional<Instant> of(Table table) {
        try {
            return kept(table);
        } catch (RuntimeException e) {
            Optional<Throwable> outage = Outage.in(e);
            if (outage.isEmpty()) {
                throw e;
            }
            log.warn(
                    "Table {}: no deadline shown, the database is away: {}",
                    table.id(),
                    outage.get().getMessage());
            return Optional.empty();
        }
    }

    private Optional<Instant> kept(Table table) {
        if (!table.settings().isTimed()
                || table.started().isEmpty()
                || table.game().position().isOver()
                || clocks.pausedSince(table.id()).isPresent()) {
            return Optional.empty();
        }
        // Started here if the timer has not yet: the deadline a player is shown is then the one kept, even if the
        // process stops before the timer's next tick
        TurnClock turn = clocks.currentOrStarted(table, clock.instant());
        return Optional.of(turn.deadline(table.settings().turnTime()));
    }
}

package io.djambi.bot.clock;

import io.djambi.bot.game.Deadline;
import io.djambi.bot.game.Table;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/**
 * The deadline of the current turn as the turn timer keeps it: from the turn's clock, which is started now if the
 * timer has not started it yet (a move just played), a player away starting when he is back. None for an untimed game, a finished one, or a paused one.
 */
public final class ClockDeadline implements Deadline {
    private final TurnClockStore clocks;
    private final Clock clock;

    public ClockDeadline(TurnClockStore clocks, Clock clock) {
        this.clocks = clocks;
        this.clock = clock;
    }

    @Override
    public Optional<Instant> of(Table table) {
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

package io.djambi.bot.clock;

import io.djambi.bot.game.Deadline;
import io.djambi.bot.game.Table;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/**
 * The deadline of the current turn as the turn timer will keep it: from the turn's clock if the timer has started
 * it, else from now (a move just played, which the timer sees within a second), a player away starting when he is
 * back. None for an untimed game, a finished one, or a paused one.
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
        TurnClock turn = clocks.current(table).orElseGet(() -> clocks.freshTurn(table, clock.instant()));
        return Optional.of(turn.deadline(table.settings().turnTime()));
    }
}

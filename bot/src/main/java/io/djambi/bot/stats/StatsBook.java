package io.djambi.bot.stats;

import io.djambi.bot.game.ResultBook;
import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.WantedSeat;
import io.djambi.engine.model.Colour;
import java.time.Clock;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Writes each finished game's placings, who the clock resigned and who left a seat, into a {@link ResultStore}. */
public final class StatsBook implements ResultBook {
    private static final Logger log = LoggerFactory.getLogger(StatsBook.class);

    private final ResultStore results;
    private final Clock clock;

    public StatsBook(ResultStore results, Clock clock) {
        this.results = results;
        this.clock = clock;
    }

    /** A book kept in memory, for the console and tests that do not look at results. */
    public static StatsBook inMemory() {
        return new StatsBook(new InMemoryResultStore(), Clock.systemUTC());
    }

    @Override
    public void timedOut(Table table, Colour colour) {
        results.markTimedOut(table.id(), colour);
    }

    @Override
    public void seatChanged(Table table, SeatChange change) {
        results.markSeatChanged(table.id(), change);
    }

    @Override
    public List<SeatChange> seatChanges(long tableId) {
        return results.seatChanges(tableId);
    }

    @Override
    public void seatWanted(long tableId, WantedSeat wanted) {
        results.markSeatWanted(tableId, wanted);
    }

    @Override
    public List<WantedSeat> seatsWanted(long tableId) {
        return results.seatsWanted(tableId);
    }

    @Override
    public void ended(Table table) {
        GameResult result =
                Standings.of(table, results.timedOut(table.id()), results.seatChanges(table.id()), clock.instant());
        results.record(result);
        log.info(
                "Table {}: result recorded for {} players",
                table.id(),
                result.placings().size());
    }
}

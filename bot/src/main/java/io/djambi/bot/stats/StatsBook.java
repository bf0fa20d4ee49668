package io.djambi.bot.stats;

import io.djambi.bot.game.RatingChange;
import io.djambi.bot.game.ResultBook;
import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.StandIn;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.WantedSeat;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Colour;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes each finished game's placings, who the clock resigned, who left a seat and the AI's moves for late players
 * into a {@link ResultStore}.
 */
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
    public void stoodIn(Table table, StandIn standIn) {
        results.markStandIn(table.id(), standIn);
    }

    @Override
    public List<StandIn> standIns(long tableId) {
        return results.standIns(tableId);
    }

    @Override
    public void takenBack(Table back) {
        results.forgetStandIns(back.id(), back.version());
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
    public List<RatingChange> ratingChanges(Table table, Catalogue text) {
        List<GameResult> all = results.results(table.guildId());
        int at = -1;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).tableId() == table.id()) {
                at = i;
            }
        }
        if (at < 0) {
            return List.of();
        }
        Ratings before = Ratings.of(all.subList(0, at));
        Ratings after = before.after(all.get(at));
        List<RatingChange> changes = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Placing p : all.get(at).placings()) {
            if (p.exit() == Exit.LEFT) {
                continue;
            }
            String id = Ratings.asRated(p).userId();
            Optional<Ratings.Rating> now = after.of(id);
            Ratings.Rating then = before.of(id).orElse(Ratings.Rating.newcomer(id, p.name()));
            if (!seen.add(id) || now.isEmpty() || now.get().games() == then.games()) {
                continue; // counted once, and not at all in a game that counted for nobody
            }
            String name = StatsCommands.shownName(id, p.name(), text);
            changes.add(new RatingChange(
                    name,
                    then.shown(),
                    then.provisional(),
                    now.get().shown(),
                    now.get().provisional()));
        }
        return changes;
    }

    @Override
    public void ended(Table table) {
        if (table.movesPlayed() == 0) {
            // Ended by resignations before its first move: never played, it counts for nobody, as an aborted game
            // (three quick resignations handed the fourth player a win and a rating: found by the play-test)
            log.info("Table {}: ended before its first move, no result recorded", table.id());
            return;
        }
        GameResult result =
                Standings.of(table, results.timedOut(table.id()), results.seatChanges(table.id()), clock.instant());
        results.record(result);
        log.info(
                "Table {}: result recorded for {} players",
                table.id(),
                result.placings().size());
    }
}

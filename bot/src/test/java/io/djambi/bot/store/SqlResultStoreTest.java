package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.djambi.bot.game.Seat;
import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.StandIn;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.game.WantedSeat;
import io.djambi.bot.stats.Exit;
import io.djambi.bot.stats.GameResult;
import io.djambi.bot.stats.Placing;
import io.djambi.engine.ai.Level;
import io.djambi.engine.model.Colour;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Results survive a restart, are kept per server in the order games finished, and never count twice. */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlResultStoreTest {
    @TempDir
    Path dir;

    private final StoreDatabase database;

    SqlResultStoreTest(StoreDatabase database) {
        this.database = database;
    }

    @Test
    void resultsAreKeptPerServerOldestFirstAndAGameCountsOnce() throws SQLException {
        Instant at = Instant.parse("2026-11-22T12:00:00Z");
        GameResult later = new GameResult(
                2,
                "g1",
                at.plusSeconds(60),
                List.of(
                        new Placing("ann", "ann", Colour.RED, 1, Exit.WON),
                        new Placing("bob", "bob", Colour.BLUE, 2, Exit.TIMED_OUT)));
        GameResult earlier = new GameResult(
                1,
                "g1",
                at,
                List.of(
                        new Placing("bob", "bob", Colour.RED, 1, Exit.DRAWN),
                        new Placing("cy", "cy", Colour.BLUE, 1, Exit.DRAWN)));
        GameResult other = new GameResult(
                3,
                "g2",
                at,
                List.of(
                        new Placing("di", "di", Colour.RED, 1, Exit.WON),
                        new Placing("ann", "ann", Colour.BLUE, 2, Exit.LOST)));
        try (Database db = database.open(dir)) {
            SqlTableStore tables = new SqlTableStore(db, java.time.Clock.systemUTC());
            for (String channel : List.of("c1", "c2", "c3")) { // tables 1, 2 and 3
                tables.create(Table.lobby("g1", channel, new Seat("ann", "ann", Colour.RED), TableSettings.DEFAULTS));
            }
            SqlResultStore store = new SqlResultStore(db);
            store.markTimedOut(2, Colour.BLUE);
            store.markTimedOut(2, Colour.BLUE);
            store.record(later);
            store.record(earlier);
            store.record(later);
            store.record(other);
        }
        try (Database db = database.open(dir)) {
            SqlResultStore store = new SqlResultStore(db);
            assertEquals(List.of(earlier, later), store.results("g1"));
            assertEquals(Set.of(Colour.BLUE), store.timedOut(2));
            assertEquals(List.of(other), store.results("g2"));
            // Every server's, for the global ratings: by the time they finished, then by table
            assertEquals(List.of(earlier, other, later), store.allResults());
            // The ratings are the results': read back after a restart, they come out the same
            assertEquals(
                    io.djambi.bot.stats.Ratings.of(List.of(earlier, later)).top(10),
                    io.djambi.bot.stats.Ratings.of(store.results("g1")).top(10));
        }
    }

    /** What the global ratings read when results have come since they last looked ({@code GlobalRatings}). */
    @Test
    void theResultsAfterOneAreThoseThatComeLaterInTheReadsOrderAndTheCountIsOfTheResultsTheReadsSee()
            throws SQLException {
        Instant at = Instant.parse("2026-11-22T12:00:00Z");
        List<Placing> two = List.of(
                new Placing("ann", "ann", Colour.RED, 1, Exit.WON),
                new Placing("bob", "bob", Colour.BLUE, 2, Exit.LOST));
        GameResult first = new GameResult(1, "g1", at, two);
        GameResult sameTime = new GameResult(2, "g2", at, two);
        GameResult later = new GameResult(3, "g1", at.plusSeconds(1), two);
        try (Database db = database.open(dir)) {
            SqlTableStore tables = new SqlTableStore(db, java.time.Clock.systemUTC());
            for (String channel : List.of("c1", "c2", "c3")) {
                tables.create(Table.lobby("g1", channel, new Seat("ann", "ann", Colour.RED), TableSettings.DEFAULTS));
            }
            SqlResultStore store = new SqlResultStore(db);
            assertEquals(0, store.resultCount());
            store.record(later);
            store.record(first);
            store.record(sameTime);
            store.record(first); // counts once
            assertEquals(3, store.resultCount());
            assertEquals(List.of(first, sameTime, later), store.allResults());
            assertEquals(List.of(sameTime, later), store.allResultsAfter(at, 1), "same time, a later table");
            assertEquals(List.of(later), store.allResultsAfter(at, 2));
            assertEquals(List.of(), store.allResultsAfter(at.plusSeconds(1), 3));
            assertEquals(List.of(first, sameTime, later), store.allResultsAfter(at.minusSeconds(1), 99));
        }
    }

    @Test
    void aSeatsSubstituteMarkSurvivesARestartTakesItsCandidateAndGoesWhenTheSeatChangesHands() throws SQLException {
        try (Database db = database.open(dir)) {
            new SqlTableStore(db, java.time.Clock.systemUTC())
                    .create(Table.lobby("g1", "c1", new Seat("ann", "ann", Colour.RED), TableSettings.DEFAULTS));
            SqlResultStore store = new SqlResultStore(db);
            store.markSeatWanted(1, WantedSeat.open(Colour.GREEN));
            store.markSeatWanted(1, WantedSeat.open(Colour.BLUE));
            store.markSeatWanted(1, new WantedSeat(Colour.BLUE, "zed", "Zed"));
        }
        try (Database db = database.open(dir)) {
            SqlResultStore store = new SqlResultStore(db);
            assertEquals(
                    List.of(new WantedSeat(Colour.BLUE, "zed", "Zed"), WantedSeat.open(Colour.GREEN)),
                    store.seatsWanted(1));
            store.markSeatChanged(
                    1, new SeatChange(4, new Seat("bob", "bob", Colour.BLUE), new Seat("zed", "Zed", Colour.BLUE)));
            assertEquals(List.of(WantedSeat.open(Colour.GREEN)), store.seatsWanted(1));
            assertEquals(List.of(), store.seatsWanted(2));
        }
    }

    @Test
    void theAisMovesForLatePlayersSurviveARestartInOrderAndATakebackForgetsThoseItUndid() throws SQLException {
        try (Database db = database.open(dir)) {
            new SqlTableStore(db, java.time.Clock.systemUTC())
                    .create(Table.lobby("g1", "c1", new Seat("ann", "ann", Colour.RED), TableSettings.DEFAULTS));
            SqlResultStore store = new SqlResultStore(db);
            store.markStandIn(1, new StandIn(9, Level.NORMAL));
            store.markStandIn(1, new StandIn(2, Level.NORMAL));
            store.markStandIn(1, new StandIn(5, Level.HARD));
        }
        try (Database db = database.open(dir)) {
            SqlResultStore store = new SqlResultStore(db);
            assertEquals(
                    List.of(new StandIn(2, Level.NORMAL), new StandIn(5, Level.HARD), new StandIn(9, Level.NORMAL)),
                    store.standIns(1));
            assertEquals(List.of(), store.standIns(2));
            // Taken back to 5 events: the moves from the sixth on are undone
            store.forgetStandIns(1, 5);
            // and a move played again there by the AI for a late player is noted afresh
            store.markStandIn(1, new StandIn(5, Level.EASY));
        }
        try (Database db = database.open(dir)) {
            assertEquals(
                    List.of(new StandIn(2, Level.NORMAL), new StandIn(5, Level.EASY)),
                    new SqlResultStore(db).standIns(1));
        }
    }

    @Test
    void anAisMoveForALatePlayerIsWrittenInTheTransactionOfItsChangeAndGoesWithIt() throws SQLException {
        try (Database db = database.open(dir)) {
            new SqlTableStore(db, java.time.Clock.systemUTC())
                    .create(Table.lobby("g1", "c1", new Seat("ann", "ann", Colour.RED), TableSettings.DEFAULTS));
            SqlResultStore store = new SqlResultStore(db);
            // A change that fails after noting it (the move's save refused, the process gone): nothing is kept
            assertThrows(
                    StoreException.class,
                    () -> db.inTransaction("a change that fails", () -> {
                        store.markStandIn(1, new StandIn(0, Level.NORMAL));
                        throw new SQLException("the change fails after the note");
                    }));
            assertEquals(List.of(), store.standIns(1));
        }
        try (Database db = database.open(dir)) {
            assertEquals(List.of(), new SqlResultStore(db).standIns(1));
        }
    }
}

package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.clock.TurnClock;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.engine.model.Colour;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Pauses and clock votes in the database (SQLite and PostgreSQL) belong to one table, and a decided motion closes only its own votes. */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlClockVotesTest {
    private static final Instant NOON = Instant.parse("2026-11-22T12:00:00Z");

    @TempDir
    Path dir;

    private final StoreDatabase database;

    SqlClockVotesTest(StoreDatabase database) {
        this.database = database;
    }

    private static long table(SqlTableStore tables, String channel) {
        return tables.create(Table.lobby("guild", channel, new Seat("ann", "Ann", Colour.RED), TableSettings.DEFAULTS))
                .id();
    }

    @Test
    void aPauseHoldsOnlyItsOwnTableAndResumingMovesTheClockOn() throws SQLException {
        try (Database db = database.open(dir)) {
            SqlTableStore tables = new SqlTableStore(db, Clock.systemUTC());
            long one = table(tables, "one");
            long two = table(tables, "two");
            SqlTurnClockStore clocks = new SqlTurnClockStore(db);
            // The second table first: a pause row written without its table would land on the first id
            clocks.pause(two, NOON);
            assertEquals(Optional.of(NOON), clocks.pausedSince(two));
            assertEquals(Optional.empty(), clocks.pausedSince(one));
            clocks.resume(two, Optional.empty());
            assertEquals(Optional.empty(), clocks.find(two), "no clock to move on, none saved");
            clocks.pause(one, NOON);
            assertEquals(Optional.of(NOON), clocks.pausedSince(one));
            TurnClock moved = TurnClock.startingAt(one, 0, NOON.plusSeconds(600));
            clocks.resume(one, Optional.of(moved));
            assertEquals(Optional.empty(), clocks.pausedSince(one));
            assertEquals(Optional.of(moved), clocks.find(one));
        }
    }

    @Test
    void decidingAMotionClosesItsVotesOnThatTableOnly() throws SQLException {
        try (Database db = database.open(dir)) {
            SqlTableStore tables = new SqlTableStore(db, Clock.systemUTC());
            long one = table(tables, "one");
            long two = table(tables, "two");
            SqlTurnClockStore clocks = new SqlTurnClockStore(db);
            clocks.vote(one, "ann", "pause");
            clocks.vote(one, "bob", "resume");
            clocks.vote(two, "cy", "pause");
            clocks.clearVotes(one, "pause");
            assertEquals(Map.of("bob", "resume"), clocks.votes(one));
            assertEquals(Map.of("cy", "pause"), clocks.votes(two));
        }
    }
}

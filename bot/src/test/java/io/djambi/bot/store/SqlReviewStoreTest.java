package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Shards;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.review.ReviewStore;
import io.djambi.engine.model.Colour;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** A review is wanted, picked up again after a restart by the process of its server, and written once. */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlReviewStoreTest {
    /** Servers on shards 0 and 1 of 2: a server's shard is (id >> 22) % 2. */
    private static final String SHARD_0 = String.valueOf(0L << 22);

    private static final String SHARD_1 = String.valueOf(1L << 22);

    @TempDir
    Path dir;

    private final StoreDatabase database;

    SqlReviewStoreTest(StoreDatabase database) {
        this.database = database;
    }

    @Test
    void aWantedReviewSurvivesARestartAndIsWrittenOnce() throws Exception {
        try (Database db = database.open(dir)) {
            SqlTableStore tables = new SqlTableStore(db, Clock.systemUTC());
            for (String channel : List.of("c1", "c2")) { // tables 1 and 2
                tables.create(
                        Table.lobby(SHARD_0, channel, new Seat("ann", "ann", Colour.RED), TableSettings.DEFAULTS));
            }
            SqlReviewStore store = new SqlReviewStore(db, Shards.ALL);
            assertFalse(store.known(1));
            store.want(2, false);
            store.want(1, true);
            store.want(1, false); // a second call changes nothing
            assertTrue(store.known(1));
            assertEquals(Optional.empty(), store.find(1), "wanted, not written");
        }
        try (Database db = database.open(dir)) {
            SqlReviewStore store = new SqlReviewStore(db, Shards.ALL);
            assertEquals(List.of(new ReviewStore.Wanted(1, true), new ReviewStore.Wanted(2, false)), store.wanted());
            assertTrue(store.announced(1));
            assertTrue(store.save(1, "{\"first\":1}", 2));
            assertFalse(store.save(1, "{\"second\":2}", 2), "a racing process's: the first is kept");
            assertEquals(Optional.of(new ReviewStore.Written("{\"first\":1}", 2)), store.find(1));
            assertEquals(List.of(new ReviewStore.Wanted(2, false)), store.wanted());
        }
    }

    @Test
    void aProcessPicksUpOnlyTheReviewsOfItsOwnServers() throws Exception {
        try (Database db = database.open(dir)) {
            SqlTableStore tables = new SqlTableStore(db, Clock.systemUTC());
            tables.create(Table.lobby(SHARD_0, "c1", new Seat("ann", "ann", Colour.RED), TableSettings.DEFAULTS));
            tables.create(Table.lobby(SHARD_1, "c2", new Seat("ann", "ann", Colour.RED), TableSettings.DEFAULTS));
            new SqlReviewStore(db, Shards.ALL).want(1, true);
            new SqlReviewStore(db, Shards.ALL).want(2, true);
            assertEquals(
                    List.of(new ReviewStore.Wanted(1, true)), new SqlReviewStore(db, new Shards(2, 0, 0)).wanted());
            assertEquals(
                    List.of(new ReviewStore.Wanted(2, true)), new SqlReviewStore(db, new Shards(2, 1, 1)).wanted());
        }
    }

    @Test
    void aReviewMadeByAnOlderWayOfReviewingIsReplacedByANewerWaysOnly() throws Exception {
        try (Database db = database.open(dir)) {
            new SqlTableStore(db, Clock.systemUTC())
                    .create(Table.lobby(SHARD_0, "c1", new Seat("ann", "ann", Colour.RED), TableSettings.DEFAULTS));
            SqlReviewStore store = new SqlReviewStore(db, Shards.ALL);
            store.want(1, true);
            assertTrue(store.save(1, "{\"way\":1}", 1));
            assertFalse(store.save(1, "{\"racing\":1}", 1), "the same way: the first is kept");
            assertTrue(store.save(1, "{\"way\":2}", 2), "a newer way: made again");
            assertFalse(store.save(1, "{\"racing\":2}", 2));
            assertFalse(store.save(1, "{\"late\":1}", 1), "an older process's, late: the newer is kept");
            assertEquals(Optional.of(new ReviewStore.Written("{\"way\":2}", 2)), store.find(1));
            assertTrue(store.announced(1), "still the game's posted review");
            assertEquals(List.of(), store.wanted(), "made again only when asked for, not all at a start");
        }
    }

    @Test
    void aReviewWrittenBeforeTheWayOfReviewingWasKeptIsTheFirstWays() throws Exception {
        try (Database db = database.open(dir)) {
            new SqlTableStore(db, Clock.systemUTC())
                    .create(Table.lobby(SHARD_0, "c1", new Seat("ann", "ann", Colour.RED), TableSettings.DEFAULTS));
            // as a process of the release before wrote it (V20's columns)
            db.inTransaction("writing a review as before", () -> {
                try (java.sql.PreparedStatement u = db.connection()
                        .prepareStatement("INSERT INTO game_review (table_id, review, announced) VALUES (1, ?, 1)")) {
                    u.setString(1, "{\"old\":1}");
                    return u.executeUpdate();
                }
            });
            SqlReviewStore store = new SqlReviewStore(db, Shards.ALL);
            assertEquals(Optional.of(new ReviewStore.Written("{\"old\":1}", 1)), store.find(1));
        }
    }
}

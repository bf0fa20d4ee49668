package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.game.Followers.Follower;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.press.TestClock;
import io.djambi.engine.model.Colour;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** The games' followers in the database: followed, changed, unfollowed, and kept across a restart. */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlFollowersTest {
    @TempDir
    Path dir;

    private final StoreDatabase database;
    private final TestClock clock = new TestClock(Instant.parse("2026-11-22T14:03:00Z"));

    SqlFollowersTest(StoreDatabase database) {
        this.database = database;
    }

    @Test
    void aFollowerIsKeptAcrossARestartUntilHeUnfollows() throws Exception {
        long tableId;
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            tableId = db.tables()
                    .create(Table.lobby("guild", "chan", new Seat("ann", "ann", Colour.RED), TableSettings.DEFAULTS))
                    .id();
            db.followers().follow(tableId, "eve", false);
            db.followers().follow(tableId, "fay", false);
            db.followers().follow(tableId, "fay", true); // asks for every move after all
        }
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            assertEquals(
                    List.of(new Follower("eve", false), new Follower("fay", true)),
                    db.followers().of(tableId));
            assertTrue(db.followers().unfollow(tableId, "eve"));
            assertFalse(db.followers().unfollow(tableId, "eve"), "unfollowed once");
            assertEquals(List.of(new Follower("fay", true)), db.followers().of(tableId));
            assertEquals(List.of(), db.followers().of(tableId + 1));
        }
    }
}

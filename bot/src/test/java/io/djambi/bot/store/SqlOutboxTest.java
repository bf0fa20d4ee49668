package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Shards;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.outbox.Doorbell;
import io.djambi.bot.outbox.OutboxPost;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Colour;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The outbox in the database: a post is kept or lost with its change, claimed only by the process of its server's
 * shard, by one claimant at a time, and made again only when a claim has run out.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlOutboxTest {
    /** Servers on shard 0 and shard 1 of two: Discord routes a server by {@code (id >> 22) % total}. */
    private static final String ON_SHARD_0 = String.valueOf(6L << 22);

    private static final String ON_SHARD_1 = String.valueOf(7L << 22);
    private static final Duration HOLD = Duration.ofSeconds(30);

    @TempDir
    Path dir;

    private final StoreDatabase database;
    private final TestClock clock = new TestClock(Instant.parse("2026-11-23T10:00:00Z"));

    SqlOutboxTest(StoreDatabase database) {
        this.database = database;
    }

    /** A lobby in {@code guild}'s channel, for the posts to belong to: the outbox keeps a table's id. */
    static long tableIn(Database db, String guild) {
        Table lobby = Table.lobby(
                guild,
                "chan-" + guild,
                new Seat("ann", "ann", Colour.RED),
                TableSettings.fromOptions(Map.of(), Catalogue.english()).orThrow());
        return new SqlTableStore(db, Clock.systemUTC()).create(lobby).id();
    }

    private SqlOutbox outbox(Database db, Shards shards) {
        return new SqlOutbox(db, shards, clock, new Doorbell());
    }

    @Test
    void aPostIsClaimedByTheProcessOfItsServersShardAloneAndLeavesWhenDone() throws SQLException {
        try (Database db = database.open(dir)) {
            long table = tableIn(db, ON_SHARD_1);
            SqlOutbox first = outbox(db, new Shards(2, 0, 0));
            SqlOutbox second = outbox(db, new Shards(2, 1, 1));
            first.add(table, ON_SHARD_1, "chan-1", Reply.Public.text("news"));
            assertEquals(List.of(), first.claim(clock.instant(), HOLD, 10), "not its server");
            List<OutboxPost> claimed = second.claim(clock.instant(), HOLD, 10);
            assertEquals(1, claimed.size());
            assertEquals("chan-1", claimed.getFirst().channelId());
            assertEquals("news", claimed.getFirst().post().text());
            assertEquals(1, claimed.getFirst().attempts());
            assertEquals(List.of(), second.claim(clock.instant(), HOLD, 10), "held by its claim");
            clock.advance(HOLD);
            OutboxPost again = second.claim(clock.instant(), HOLD, 10).getFirst();
            assertEquals(claimed.getFirst().nonce(), again.nonce(), "made again under the same nonce");
            assertEquals(2, again.attempts());
            second.done(again.id());
            clock.advance(HOLD);
            assertEquals(List.of(), second.claim(clock.instant(), HOLD, 10), "gone once made");
        }
    }

    @Test
    void aChangeThatFailsTakesItsPostsWithIt() throws SQLException {
        try (Database db = database.open(dir)) {
            long table = tableIn(db, ON_SHARD_0);
            SqlOutbox outbox = outbox(db, Shards.ALL);
            assertThrows(
                    IllegalStateException.class,
                    () -> outbox.withChange("chan", () -> {
                        outbox.add(table, ON_SHARD_0, "chan", Reply.Public.text("news of a change never made"));
                        throw new IllegalStateException("the change fails after its post was added");
                    }));
            assertEquals(List.of(), outbox.claim(clock.instant(), HOLD, 10));
            outbox.withChange("chan", () -> {
                outbox.add(table, ON_SHARD_0, "chan", Reply.Public.text("news"));
                return null;
            });
            assertEquals(1, outbox.claim(clock.instant(), HOLD, 10).size());
        }
    }

    @Test
    void postsWaitingSurviveARestart() throws SQLException {
        try (Database db = database.open(dir)) {
            outbox(db, Shards.ALL).add(tableIn(db, ON_SHARD_0), ON_SHARD_0, "chan", Reply.Public.text("news"));
        }
        try (Database db = database.open(dir)) {
            assertEquals(
                    "news",
                    outbox(db, Shards.ALL)
                            .claim(clock.instant(), HOLD, 10)
                            .getFirst()
                            .post()
                            .text());
        }
    }

    @Test
    void twoClaimantsAtOnceNeverTakeTheSamePost() throws Exception {
        try (Database one = database.open(dir);
                Database other = database == StoreDatabase.SQLITE ? one : database.open(dir)) {
            long table = tableIn(one, ON_SHARD_1);
            Shards shard1 = new Shards(2, 1, 1);
            SqlOutbox producer = outbox(one, shard1);
            int posts = 60;
            for (int i = 0; i < posts; i++) {
                // A channel each: only the oldest post of a channel is ever claimed
                producer.add(table, ON_SHARD_1, "chan-" + i, Reply.Public.text("post " + i));
            }
            List<Long> taken = Collections.synchronizedList(new ArrayList<>());
            ExecutorService both = Executors.newFixedThreadPool(2);
            try {
                List<Future<?>> runs = new ArrayList<>();
                for (Database db : List.of(one, other)) {
                    SqlOutbox claimant = outbox(db, shard1);
                    runs.add(both.submit(() -> {
                        List<OutboxPost> got;
                        do {
                            got = claimant.claim(clock.instant(), HOLD, 3);
                            got.forEach(p -> taken.add(p.id()));
                        } while (!got.isEmpty());
                    }));
                }
                for (Future<?> run : runs) {
                    run.get();
                }
            } finally {
                both.shutdownNow();
            }
            Set<Long> distinct = new HashSet<>(taken);
            assertEquals(posts, distinct.size(), "every post claimed");
            assertTrue(taken.size() == distinct.size(), "none claimed twice: " + taken);
        }
    }

    @Test
    void onlyTheOldestPostOfAChannelIsClaimedAndAPutOffPostKeepsItsPlace() throws SQLException {
        try (Database db = database.open(dir)) {
            long table = tableIn(db, ON_SHARD_0);
            SqlOutbox outbox = outbox(db, Shards.ALL);
            outbox.add(table, ON_SHARD_0, "c1", Reply.Public.text("move 1"));
            outbox.add(table, ON_SHARD_0, "c1", Reply.Public.text("move 2"));
            outbox.add(table, ON_SHARD_0, "c2", Reply.Public.text("elsewhere"));
            List<OutboxPost> heads = outbox.claim(clock.instant(), HOLD, 10);
            assertEquals(
                    List.of("move 1", "elsewhere"),
                    heads.stream().map(p -> p.post().text()).toList());
            // WHEN move 1 fails and is put off for a minute, and elsewhere is made
            outbox.later(heads.get(0).id(), clock.instant().plusSeconds(60));
            outbox.done(heads.get(1).id());
            // THEN move 2 still waits behind it, until the minute is over
            clock.advance(HOLD);
            assertEquals(List.of(), outbox.claim(clock.instant(), HOLD, 10));
            clock.advance(java.time.Duration.ofSeconds(30));
            assertEquals(
                    List.of("move 1"),
                    outbox.claim(clock.instant(), HOLD, 10).stream()
                            .map(p -> p.post().text())
                            .toList());
        }
    }

    @Test
    void aNewStartLetsGoOfItsShardsClaimsAndALostChannelsPostsAreDropped() throws SQLException {
        try (Database db = database.open(dir)) {
            long table = tableIn(db, ON_SHARD_0);
            SqlOutbox outbox = outbox(db, Shards.ALL);
            outbox.add(table, ON_SHARD_0, "gone", Reply.Public.text("move 1"));
            outbox.add(table, ON_SHARD_0, "gone", Reply.Public.text("move 2"));
            outbox.add(table, ON_SHARD_0, "c2", Reply.Public.text("elsewhere"));
            assertEquals(2, outbox.claim(clock.instant(), HOLD, 10).size());
            // a process that died held them; its successor lets go at once
            assertEquals(List.of(), outbox.claim(clock.instant(), HOLD, 10));
            outbox.releaseClaims();
            assertEquals(2, outbox.claim(clock.instant(), HOLD, 10).size());
            assertEquals(2, outbox.dropChannel("gone"));
            outbox.releaseClaims();
            assertEquals(
                    List.of("elsewhere"),
                    outbox.claim(clock.instant(), HOLD, 10).stream()
                            .map(p -> p.post().text())
                            .toList());
        }
    }

    @Test
    void aPostKeepsItsWordsMentionsButtonsFilesAndTheRecipeOfItsBoard() throws SQLException {
        try (Database db = database.open(dir)) {
            long table = tableIn(db, ON_SHARD_0);
            SqlOutbox outbox = outbox(db, Shards.ALL);
            Reply.Public post = new Reply.Public(
                    "Ann: C3-D4 — a move. <@bob> to move.",
                    List.of(new Reply.Attachment("djambi-game-1.txt", "[Event \"x\"]\n1. C3-D4".getBytes())),
                    List.of("bob"),
                    new Reply.BoardControls(table, 5, java.util.Locale.FRENCH),
                    new Reply.BoardPicture(table, 5, "BLUE", List.of(3, 4)));
            outbox.add(table, ON_SHARD_0, "c1", post);
            Reply.Public back =
                    outbox.claim(clock.instant(), HOLD, 10).getFirst().post();
            assertEquals(post.text(), back.text());
            assertEquals(post.mentions(), back.mentions());
            assertEquals(post.controls(), back.controls());
            assertEquals(post.picture(), back.picture());
            assertEquals("djambi-game-1.txt", back.files().getFirst().fileName());
            assertArrayEquals(
                    post.files().getFirst().bytes(), back.files().getFirst().bytes());
        }
    }
}

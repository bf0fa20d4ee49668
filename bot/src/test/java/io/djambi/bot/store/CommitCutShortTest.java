package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Outage;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Shards;
import io.djambi.bot.game.Table;
import io.djambi.bot.outbox.ChannelPoster;
import io.djambi.bot.press.Courier;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * A PostgreSQL session that ends while a move is being committed: the server stopping under the bot, met at the worst
 * moment. The bot cannot know whether the server kept the move, so it must not tell the player that nothing changed
 * (he would play again a move that may stand); it tells him the move may have gone through and to look at the game,
 * and what it holds in memory is read again from the database, so that his next command sees the truth.
 */
class CommitCutShortTest {
    private static final Catalogue ENGLISH = Catalogue.english();

    @TempDir
    Path dir;

    private Database database;
    private Wiring.Bot bot;
    /** The whispers' DMs the bot sent. */
    private final AtomicInteger dms = new AtomicInteger();

    @AfterEach
    void close() throws SQLException {
        if (database != null) {
            database.close();
        }
    }

    /**
     * Ends the session of the first transaction to write a move after this, in its COMMIT: a deferred trigger on
     * {@code game_event} fires at the commit and terminates its own backend, as a server's fast shutdown would. A
     * sequence, which no rollback takes back, makes it fire once.
     */
    private static void cutTheNextCommitShort(DatabaseTarget.Postgres target) throws SQLException {
        cutTheNextCommitShort(target, "game_event", "INSERT");
    }

    /** As above, for the first transaction after this that makes one of {@code events} on {@code table}. */
    private static void cutTheNextCommitShort(DatabaseTarget.Postgres target, String table, String events)
            throws SQLException {
        try (Connection c = DriverManager.getConnection(
                        target.url(),
                        target.user().orElseThrow(),
                        target.password().orElse(""));
                Statement s = c.createStatement()) {
            s.execute("CREATE SEQUENCE commit_fuse");
            s.execute("""
                    CREATE FUNCTION cut_commit() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN
                        IF nextval('commit_fuse') = 1 THEN
                            PERFORM pg_terminate_backend(pg_backend_pid());
                            PERFORM pg_sleep(5);
                        END IF;
                        RETURN NULL;
                    END $$""");
            s.execute("CREATE CONSTRAINT TRIGGER cut_commit AFTER " + events + " ON " + table
                    + " DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cut_commit()");
        }
    }

    /** The bot on PostgreSQL, its whispers' DMs counted in {@link #dms}, with a game of four started in channel c. */
    private BotDatabase gameOfFour() throws SQLException {
        database = StoreDatabase.POSTGRESQL.open(dir);
        BotDatabase stores =
                BotDatabase.over(database, new TestClock(Instant.parse("2026-11-27T09:00:00Z")), Shards.ALL);
        bot = Wiring.build(
                io.djambi.bot.BotProcess.stores(stores),
                new Wiring.Outputs(
                        message -> {
                            dms.incrementAndGet();
                            return CompletableFuture.completedFuture(new Courier.Delivered());
                        },
                        (userId, text, files) -> CompletableFuture.completedFuture(true),
                        post -> CompletableFuture.completedFuture(ChannelPoster.Delivery.MADE),
                        id -> "Server " + id),
                Wiring.Conditions.of(
                        new TestClock(Instant.parse("2026-11-27T09:00:00Z")), Runnable::run, Duration.ZERO));
        send(bot, CommandRequest.djambi("ann", "ann", "g", "c", "new", Map.of()));
        for (String player : List.of("bob", "cy", "di")) {
            send(bot, CommandRequest.djambi(player, player, "g", "c", "join", Map.of()));
        }
        send(bot, CommandRequest.djambi("ann", "ann", "g", "c", "start", Map.of()));
        return stores;
    }

    @Test
    void aWhisperWhoseCommitLostItsSessionIsAnsweredWithWhereToLookNotSentAndSentOnceWhenSentAgain()
            throws SQLException {
        // GIVEN a game of four on PostgreSQL, the server about to end the session of the next whisper's commit
        DatabaseTarget.Postgres target = (DatabaseTarget.Postgres) StoreDatabase.POSTGRESQL.target(dir);
        BotDatabase stores = gameOfFour();
        long table = stores.tables().find("c").orElseThrow().id();
        cutTheNextCommitShort(target, "whisper", "INSERT");
        CommandRequest whisper = new CommandRequest(
                "ann", "ann", "g", "c", false, "whisper", "", Map.of("to", "bob", "message", "truce?"));

        // WHEN ann whispers to bob
        List<Reply> cut = send(bot, whisper);
        // THEN she is told it may have been kept, and where to look before sending it again (a whisper kept is
        // delivered later: sent again at once, it would come twice); no DM went out
        assertEquals(List.of(new Reply.Private(ENGLISH.get("press.unsure", "c"))), cut);
        assertEquals(0, dms.get());
        // (here the server had not kept it)
        assertEquals(List.of(), stores.whispers().ofTable(table));

        // WHEN she looks, sees nothing, and sends it again
        List<Reply> again = send(bot, whisper);
        // THEN it is whispered, once
        assertEquals(List.of(new Reply.Private(ENGLISH.get("press.sent", "bob (Blue)"))), again);
        assertEquals(1, dms.get());
        assertEquals(1, stores.whispers().ofTable(table).size());
    }

    @Test
    void aMoveWhoseCommitLostItsSessionIsAnsweredThatItMayHaveGoneThroughAndTheNextTryFindsTheTruth()
            throws SQLException {
        // GIVEN a bot on PostgreSQL with a game of four under way
        DatabaseTarget.Postgres target = (DatabaseTarget.Postgres) StoreDatabase.POSTGRESQL.target(dir);
        BotDatabase stores = gameOfFour();
        Table before = stores.tables().find("c").orElseThrow();
        Move move = Rules.legalMoves(before.game().position()).get(0);
        String mover = before.seats()
                .get(before.game().position().toMove().orElseThrow())
                .userId();
        // AND the server about to end the session of the next move's commit
        cutTheNextCommitShort(target);

        // WHEN the player to move plays
        List<Reply> cut = send(bot, CommandRequest.move(mover, mover, "g", "c", Map.of("move", move.text())));
        // THEN he is told privately that it may or may not have gone through, not that nothing changed
        assertEquals(List.of(new Reply.Private(ENGLISH.get(CommitUnknown.ANSWER))), cut);
        // AND the bot's memory holds what the database holds (here the server had not kept it)
        assertEquals(before.version(), stores.tables().find("c").orElseThrow().version());

        // WHEN he looks, sees his move is not there, and plays it again
        List<Reply> again = send(bot, CommandRequest.move(mover, mover, "g", "c", Map.of("move", move.text())));
        // THEN it is made, once
        assertTrue(again.stream().anyMatch(Reply.Posted.class::isInstance), again.toString());
        Table after = stores.tables().find("c").orElseThrow();
        assertEquals(1, after.game().events().size());
        assertEquals(before.version() + 1, after.version());
    }

    @Test
    void aPlayersReminderPreferenceCutShortAtItsCommitMayHaveBeenSaved() throws SQLException {
        // GIVEN the store of reminder preferences on PostgreSQL, the server about to end the next such commit
        DatabaseTarget.Postgres target = (DatabaseTarget.Postgres) StoreDatabase.POSTGRESQL.target(dir);
        database = StoreDatabase.POSTGRESQL.open(dir);
        SqlTurnClockStore clocks = new SqlTurnClockStore(database);
        cutTheNextCommitShort(target, "notify_preference", "INSERT OR UPDATE");
        // WHEN a player saves his preference
        // THEN the failure says its outcome is unknown, not that nothing was changed (a single statement committed on
        // its own would have met the end of the session inside it, as a plain outage)
        RuntimeException e = org.junit.jupiter.api.Assertions.assertThrows(
                RuntimeException.class,
                () -> clocks.savePreference("ann", new io.djambi.bot.clock.NotifyPreference(false, true)));
        assertEquals(CommitUnknown.ANSWER, Outage.answer(Outage.in(e).orElseThrow()));
        // AND saved again, it is
        clocks.savePreference("ann", new io.djambi.bot.clock.NotifyPreference(false, true));
        assertEquals(new io.djambi.bot.clock.NotifyPreference(false, true), clocks.preference("ann"));
    }

    @Test
    void onlyALostSessionAtTheCommitLeavesItsOutcomeUnknown() throws SQLException {
        // A server shutting down or a connection broken at the commit: the server may have committed first
        for (String state : List.of("57P01", "57P02", "08006", "08003")) {
            StoreException e = StoreException.atCommit("saving table 7", new SQLException("gone", state), null);
            assertInstanceOf(CommitUnknown.class, e, state);
            assertEquals(CommitUnknown.ANSWER, Outage.answer(e));
        }
        // SQLite busy at the commit leaves its transaction open, and the rollback ends it unmade: nothing changed
        StoreException busy = StoreException.atCommit(
                "saving table 7", new SQLiteException("database is locked", SQLiteErrorCode.SQLITE_BUSY), null);
        assertInstanceOf(StoreUnavailable.class, busy);
        assertEquals(Outage.ANSWER, Outage.answer(busy));
        // A serialisation failure at the commit is a refusal the server made, not an outage
        StoreException refused = StoreException.atCommit("saving table 7", new SQLException("no", "40001"), null);
        assertEquals(StoreException.class, refused.getClass());
        // Away before the commit, the same states leave nothing changed
        StoreException before = StoreException.of("saving table 7", new SQLException("gone", "57P01"), null);
        assertEquals(Outage.ANSWER, Outage.answer(before));
    }

    private static List<Reply> send(Wiring.Bot bot, CommandRequest request) {
        return bot.dispatcher().handle(request).toCompletableFuture().join();
    }
}

package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.BotProcess;
import io.djambi.bot.clock.FinishedThreads.FinishedThread;
import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameThreads;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.Shards;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.ThreadArchive;
import io.djambi.bot.outbox.ChannelPoster.Delivery;
import io.djambi.bot.press.FakeCourier;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A finished game's thread is archived a day after the game ended, once, by the bot's own sweep over the database:
 * not before, not while a newer game lives in the thread, and again at the next sweep when Discord failed.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlFinishedThreadsTest {
    private static final String GUILD = "4194304"; // shard 1 of 2
    private static final String CARDS = "cards";
    private static final Instant START = Instant.parse("2026-11-22T14:03:00Z");

    @TempDir
    Path dir;

    private final StoreDatabase database;
    private final TestClock clock = new TestClock(START);
    /** The threads Discord was asked to archive, in order. */
    private final List<String> archived = new ArrayList<>();
    /** What Discord answers to the next archivings; then "done". */
    private final Deque<ThreadArchive.Archived> answers = new ArrayDeque<>();

    /** The threads opened, whose ids Discord gives their cards' messages too: numbers. */
    private final List<String> threads = new ArrayList<>();

    SqlFinishedThreadsTest(StoreDatabase database) {
        this.database = database;
    }

    @Test
    void aFinishedGamesThreadIsArchivedADayAfterItsEndAndOnlyOnce() throws Exception {
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            Wiring.Bot bot = botOver(db);
            // GIVEN a game in a thread of its own, drawn an hour after it started
            String thread = started(bot, db);
            clock.advance(Duration.ofHours(1));
            drawn(bot, thread);
            assertFalse(db.tables().find(thread).orElseThrow().isLive());
            // WHEN the sweep runs a minute short of a day after, THEN the thread is left open
            clock.advance(Duration.ofDays(1).minusMinutes(1));
            bot.threads().sweep();
            assertEquals(List.of(), archived);
            // WHEN it runs a day after the end, THEN the thread is archived
            clock.advance(Duration.ofMinutes(1));
            bot.threads().sweep();
            assertEquals(List.of(GUILD + ":" + thread), archived);
            // AND never again
            clock.advance(Duration.ofMinutes(5));
            bot.threads().sweep();
            clock.advance(Duration.ofDays(3));
            bot.threads().sweep();
            assertEquals(1, archived.size());
        }
        // AND not after a restart either
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            botOver(db).threads().sweep();
            assertEquals(1, archived.size());
        }
    }

    @Test
    void aThreadWithANewerLiveGameInItIsLeftOpenUntilADayAfterThatOneEnds() throws Exception {
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            Wiring.Bot bot = botOver(db);
            // GIVEN a game in a thread of its own, drawn, and a new lobby opened in the thread itself an hour later
            String thread = started(bot, db);
            drawn(bot, thread);
            clock.advance(Duration.ofHours(1));
            run(bot, "eve", thread, "new", Map.of());
            Table lobby = db.tables().find(thread).orElseThrow();
            assertTrue(lobby.isLive() && !lobby.inThread(), "the new game plays in the thread");
            // WHEN the sweep runs two days later, THEN the thread is left open: a game lives in it (the store does not
            // find it due, and the sweep would not archive it if it did)
            clock.advance(Duration.ofDays(2));
            assertEquals(List.of(), db.finishedThreads().due(clock.instant().minus(Duration.ofDays(1))));
            bot.threads().sweep();
            assertEquals(List.of(), archived);
            // WHEN that lobby is called off, THEN the thread is archived a day after, not before
            run(bot, "eve", thread, "abort-confirm", Map.of());
            assertFalse(db.tables().find(thread).orElseThrow().isLive());
            clock.advance(Duration.ofHours(23));
            bot.threads().sweep();
            assertEquals(List.of(), archived);
            clock.advance(Duration.ofHours(1));
            bot.threads().sweep();
            assertEquals(List.of(GUILD + ":" + thread), archived);
        }
    }

    @Test
    void aThreadDiscordFailedToArchiveIsAskedAgainAtTheNextSweep() throws Exception {
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            Wiring.Bot bot = botOver(db);
            String thread = started(bot, db);
            drawn(bot, thread);
            clock.advance(Duration.ofDays(1));
            // WHEN Discord fails the first time
            answers.add(ThreadArchive.Archived.LATER);
            bot.threads().sweep();
            assertEquals(List.of(GUILD + ":" + thread), archived);
            // THEN the next sweep asks again, and once it is archived nobody asks any more
            clock.advance(Duration.ofMinutes(5));
            bot.threads().sweep();
            clock.advance(Duration.ofMinutes(5));
            bot.threads().sweep();
            assertEquals(List.of(GUILD + ":" + thread, GUILD + ":" + thread), archived);
        }
    }

    @Test
    void aThreadDeletedMeanwhileIsNotAskedAboutAgain() throws Exception {
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            Wiring.Bot bot = botOver(db);
            String thread = started(bot, db);
            drawn(bot, thread);
            clock.advance(Duration.ofDays(1));
            answers.add(ThreadArchive.Archived.GONE);
            bot.threads().sweep();
            clock.advance(Duration.ofMinutes(5));
            bot.threads().sweep();
            assertEquals(1, archived.size());
        }
    }

    @Test
    void aGameEndedBeforeEndsWereNotedIsTakenToEndWhenTheSweepFirstSeesIt() throws Exception {
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            Wiring.Bot bot = botOver(db);
            // GIVEN a game drawn by a bot that did not note ends (as before schema 15)
            String thread = started(bot, db);
            drawn(bot, thread);
            db.database().inTransaction("forgetting the end", () -> {
                try (java.sql.Statement s = db.database().connection().createStatement()) {
                    return s.executeUpdate("UPDATE game_table SET ended_at_ms = NULL");
                }
            });
            // WHEN the sweep first sees it a week later, THEN its day starts then
            clock.advance(Duration.ofDays(7));
            bot.threads().sweep();
            assertEquals(List.of(), archived);
            clock.advance(Duration.ofDays(1));
            bot.threads().sweep();
            assertEquals(List.of(GUILD + ":" + thread), archived);
        }
    }

    @Test
    void onlyTheProcessThatHoldsTheServersShardFindsItsThreadsDue() throws Exception {
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            Wiring.Bot bot = botOver(db);
            String thread = started(bot, db);
            drawn(bot, thread);
            long tableId = db.tables().find(thread).orElseThrow().id();
            clock.advance(Duration.ofDays(1));
            Instant endedBefore = clock.instant().minus(Duration.ofDays(1));
            SqlFinishedThreads shardOne = new SqlFinishedThreads(db.database(), new Shards(2, 1, 1), clock);
            SqlFinishedThreads shardZero = new SqlFinishedThreads(db.database(), new Shards(2, 0, 0), clock);
            assertEquals(List.of(new FinishedThread(tableId, GUILD, thread)), shardOne.due(endedBefore));
            assertEquals(List.of(), shardZero.due(endedBefore));
        }
    }

    @Test
    void aGameThatPlaysInItsChannelHasNoThreadToArchive() throws Exception {
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            Wiring.Bot bot = botOver(db);
            // GIVEN a game in a thread of a channel where the bot may not open threads: it plays in the channel
            run(bot, "ann", "nothreads", "new", Map.of());
            assertFalse(db.tables().find("nothreads").orElseThrow().inThread());
            run(bot, "ann", "nothreads", "abort-confirm", Map.of());
            clock.advance(Duration.ofDays(2));
            bot.threads().sweep();
            assertEquals(List.of(), archived);
        }
    }

    /** Ann (the host), Bob, Cy and Di, started in a thread opened beside the cards; the thread's id. */
    private String started(Wiring.Bot bot, BotDatabase db) {
        run(bot, "ann", CARDS, "new", Map.of());
        String thread = threads.getLast();
        assertTrue(db.tables().find(thread).orElseThrow().inThread());
        for (String player : List.of("bob", "cy", "di")) {
            run(bot, player, thread, "join", Map.of());
        }
        run(bot, "ann", thread, "start", Map.of());
        return thread;
    }

    /** Every player agrees to a draw: the game ends. */
    private void drawn(Wiring.Bot bot, String thread) {
        for (String player : List.of("ann", "bob", "cy", "di")) {
            run(bot, player, thread, "draw-confirm", Map.of());
        }
    }

    private static void run(Wiring.Bot bot, String user, String channel, String name, Map<String, String> options) {
        bot.dispatcher()
                .handle(CommandRequest.djambi(user, user, GUILD, channel, name, options))
                .toCompletableFuture()
                .join();
    }

    private Wiring.Bot botOver(BotDatabase db) {
        return Wiring.build(
                BotProcess.stores(db),
                new Wiring.Outputs(
                        new FakeCourier(),
                        new TimerOutput() {
                            @Override
                            public CompletionStage<Boolean> directMessage(
                                    String userId, String text, List<Reply.Attachment> files) {
                                return CompletableFuture.completedFuture(true);
                            }
                        },
                        post -> CompletableFuture.completedFuture(Delivery.MADE),
                        guild -> "Test Server",
                        this::open,
                        new ThreadArchive() {
                            @Override
                            public CompletionStage<Archived> archive(String guildId, String threadId) {
                                archived.add(guildId + ":" + threadId);
                                Archived answer = answers.isEmpty() ? Archived.DONE : answers.poll();
                                return CompletableFuture.completedFuture(answer);
                            }

                            @Override
                            public CompletionStage<Boolean> deleted(
                                    String guildId, String threadId, String cardChannelId) {
                                return CompletableFuture.completedFuture(false);
                            }
                        }),
                new Wiring.Conditions(
                        clock,
                        Runnable::run,
                        Duration.ZERO,
                        MoveChooser.engine(),
                        Catalogue.english(),
                        PressTable.RENDERER));
    }

    /** Discord's thread opener: a thread beside the cards; none in a thread, nor where the bot may not open one. */
    private GameThreads.Opening open(String guildId, String channelId, String name, Reply.Public card) {
        if (threads.contains(channelId)) {
            return new GameThreads.Opening.InChannel(GameThreads.Opening.Why.NOT_HERE);
        }
        if (!channelId.equals(CARDS)) {
            return new GameThreads.Opening.InChannel(GameThreads.Opening.Why.NO_PERMISSION);
        }
        threads.add(Long.toString(9001 + threads.size()));
        return new GameThreads.Opening.Opened(threads.getLast(), channelId);
    }
}

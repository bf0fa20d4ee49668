package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.clock.LostChannel;
import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.ProcessLock;
import io.djambi.bot.game.Table;
import io.djambi.bot.outbox.ChannelPoster.Delivery;
import io.djambi.bot.outbox.OutboxPost;
import io.djambi.bot.press.FakeCourier;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The marks of lost channels in the database: noted once, cleared once, and kept across a restart, so a restarted
 * bot neither tells the host again nor forgets to resume the clocks it paused.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlLostChannelsTest {
    private static final String CHANNEL = "chan";

    @TempDir
    Path dir;

    private final StoreDatabase database;
    private final TestClock clock = new TestClock(Instant.parse("2026-11-22T14:03:00Z"));
    /** Whether Discord takes posts in the channel. */
    private boolean channelOpen = true;

    private final List<String> dms = new ArrayList<>();
    private final List<String> made = new ArrayList<>();
    /** The same posts whole. */
    private final List<String> whole = new ArrayList<>();

    SqlLostChannelsTest(StoreDatabase database) {
        this.database = database;
    }

    @Test
    void aMarkIsNotedOnceAndClearedOnce() throws Exception {
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            Table game = startedOver(db);
            SqlLostChannels marks = db.lostChannels();
            LostChannel mark = new LostChannel(CHANNEL, game.id(), clock.instant(), true);
            assertTrue(marks.note(mark));
            assertFalse(
                    marks.note(
                            new LostChannel(CHANNEL, game.id(), clock.instant().plusSeconds(5), false)),
                    "lost again: the first mark stands");
            assertEquals(Optional.of(mark), marks.find(CHANNEL));
            assertEquals(Set.of(CHANNEL), marks.channels());
            assertEquals(Optional.of(mark), marks.clear(CHANNEL));
            assertEquals(Optional.empty(), marks.clear(CHANNEL), "found once");
            assertEquals(Set.of(), marks.channels());
        }
    }

    @Test
    void aRestartedBotKnowsTheChannelIsLostTellsNobodyAgainAndResumesTheClocksWhenItIsFound() throws Exception {
        // GIVEN a game on the clock whose channel was lost, the clocks paused and the host told
        long tableId;
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            Wiring.Bot bot = botOver(db);
            tableId = startedOver(db).id();
            channelOpen = false;
            run(bot, "ann", "move", Map.of("move", "C3-D4"));
            bot.outbox().drain();
            assertEquals(1, dms.size());
            assertTrue(db.clocks().pausedSince(tableId).isPresent());
        }
        // WHEN the bot is restarted, and a post for the channel is lost again (a DM's news, say)
        clock.advance(Duration.ofHours(5));
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            Wiring.Bot bot = botOver(db);
            assertTrue(bot.channels().isLost(CHANNEL), "the mark was kept");
            db.outbox().add(tableId, "guild", CHANNEL, Reply.Public.text("news nobody will read"));
            bot.outbox().drain();
            // THEN the host is not told again
            assertEquals(1, dms.size());
            // WHEN a command comes from the channel once it is fixed
            channelOpen = true;
            run(bot, "bob", "status", Map.of());
            // THEN the clocks the bot paused run again, Bob's hour moved on by the five hours lost, and the channel is
            // told
            assertFalse(bot.channels().isLost(CHANNEL));
            assertTrue(db.lostChannels().channels().isEmpty());
            assertTrue(db.clocks().pausedSince(tableId).isEmpty());
            bot.outbox().drain();
            long due = Instant.parse("2026-11-22T20:03:00Z").getEpochSecond();
            assertEquals(List.of("✅ The bot can post here again: the game goes on, and its clocks run again."), made);
            assertTrue(
                    whole.getLast().endsWith("bob (Blue) to move. Due <t:" + due + ":R> (<t:" + due + ":f>). <@bob>"),
                    whole.getLast());
        }
    }

    /** Ann (the host), Bob, Cy and Di, started with an hour a move, by the bot's own commands over {@code db}. */
    private Table startedOver(BotDatabase db) {
        Wiring.Bot bot = botOver(db);
        run(bot, "ann", "new", Map.of("turn-time", "1h"));
        for (String player : List.of("bob", "cy", "di")) {
            run(bot, player, "join", Map.of());
        }
        run(bot, "ann", "start", Map.of());
        bot.outbox().drain();
        made.clear();
        return db.tables().find(CHANNEL).orElseThrow();
    }

    private static void run(Wiring.Bot bot, String user, String name, Map<String, String> options) {
        CommandRequest request = name.equals("move")
                ? CommandRequest.move(user, user, "guild", CHANNEL, options)
                : CommandRequest.djambi(user, user, "guild", CHANNEL, name, options);
        bot.dispatcher().handle(request).toCompletableFuture().join();
    }

    private Wiring.Bot botOver(BotDatabase db) {
        return Wiring.build(
                Wiring.Stores.over(db.tables(), db.whispers(), db.clocks(), db.results())
                        .firstMoves(db.firstMoves())
                        .languages(db.languages())
                        .names(db.names())
                        .outbox(db.outbox(), ProcessLock.NONE)
                        .lostChannels(db.lostChannels())
                        .build(),
                new Wiring.Outputs(
                        new FakeCourier(),
                        new TimerOutput() {
                            @Override
                            public CompletionStage<Boolean> directMessage(
                                    String userId, String text, List<Reply.Attachment> files) {
                                dms.add(userId + ": " + text);
                                return CompletableFuture.completedFuture(true);
                            }
                        },
                        this::post,
                        guild -> "Test Server"),
                new Wiring.Conditions(
                        clock,
                        Runnable::run,
                        Duration.ZERO,
                        MoveChooser.engine(),
                        Catalogue.english(),
                        PressTable.RENDERER));
    }

    private CompletionStage<Delivery> post(OutboxPost post) {
        if (!channelOpen) {
            return CompletableFuture.completedFuture(Delivery.CHANNEL_LOST);
        }
        made.add(post.post().text().lines().findFirst().orElse(""));
        whole.add(post.post().text());
        return CompletableFuture.completedFuture(Delivery.MADE);
    }
}

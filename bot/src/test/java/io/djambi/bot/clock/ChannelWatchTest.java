package io.djambi.bot.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.ProcessLock;
import io.djambi.bot.game.Table;
import io.djambi.bot.outbox.ChannelPoster.Delivery;
import io.djambi.bot.outbox.InMemoryOutbox;
import io.djambi.bot.press.FakeCourier;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.stats.InMemoryResultStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;

/**
 * A game's channel the bot can no longer post in: its posts are dropped, its clocks pause, its AIs wait and its host
 * is told once; the first command from the channel brings it back, its clocks moved on by the time they stood still.
 * The bot's own wiring, with a Discord that answers "channel lost" for the channels a test closes.
 */
class ChannelWatchTest {
    private static final String CHANNEL = "chan";

    private final TestClock clock = new TestClock(Instant.parse("2026-11-22T14:03:00Z"));
    private final InMemoryTableStore tables = new InMemoryTableStore();
    private final InMemoryTurnClockStore clocks = new InMemoryTurnClockStore();
    private final InMemoryOutbox outbox = new InMemoryOutbox();
    /** The channels Discord answers "unknown channel" or "missing permissions" for. */
    private final Set<String> closed = new HashSet<>();
    /** What the relay made in the channels, as "channel: first line". */
    private final List<String> made = new ArrayList<>();
    /** The same posts whole. */
    private final List<String> madeWhole = new ArrayList<>();
    /** The DMs the bot sent outside a command's answer (reminders, the host's news), as "user: text". */
    private final List<String> dms = new ArrayList<>();
    /** The AI turns handed to the AI players' pool. */
    private final List<Runnable> aiPool = new ArrayList<>();

    private final Wiring.Bot bot = Wiring.build(
            Wiring.Stores.over(tables, new InMemoryWhisperStore(), clocks, new InMemoryResultStore())
                    .outbox(outbox, ProcessLock.NONE)
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
                    post -> {
                        if (closed.contains(post.channelId())) {
                            return CompletableFuture.completedFuture(Delivery.CHANNEL_LOST);
                        }
                        made.add(post.channelId() + ": "
                                + post.post().text().lines().findFirst().orElse(""));
                        madeWhole.add(post.post().text());
                        return CompletableFuture.completedFuture(Delivery.MADE);
                    },
                    guild -> "Test Server"),
            new Wiring.Conditions(
                    clock, aiPool::add, Duration.ZERO, MoveChooser.engine(), Catalogue.english(), PressTable.RENDERER));

    private List<Reply> run(String user, String name, String... options) {
        Map<String, String> map = new HashMap<>();
        for (String o : options) {
            map.put(o.substring(0, o.indexOf(':')), o.substring(o.indexOf(':') + 1));
        }
        CommandRequest request = name.equals("move")
                ? CommandRequest.move(user, user, "guild", CHANNEL, map)
                : CommandRequest.djambi(user, user, "guild", CHANNEL, name, map);
        return bot.dispatcher().handle(request).toCompletableFuture().join();
    }

    /** Ann (the host, Red), Bob, Cy and Di, started with {@code options}; its first posts made. */
    private Table started(String... options) {
        run("ann", "new", options);
        for (String player : List.of("bob", "cy", "di")) {
            run(player, "join");
        }
        run("ann", "start");
        bot.outbox().drain();
        made.clear();
        return table();
    }

    private Table table() {
        return tables.find(CHANNEL).orElseThrow();
    }

    /** The DMs that tell the host of a lost channel. */
    private List<String> toldTheHost() {
        return dms.stream().filter(d -> d.contains("is waiting")).toList();
    }

    @Test
    void aChannelDeletedMidGameHasItsPostsDroppedItsClocksPausedAndItsHostToldOnce() {
        // GIVEN a game on the clock, an hour a move
        Table game = started("turn-time:1h");
        bot.timer().tick();
        // WHEN its channel is deleted, and Ann's move is posted there
        closed.add(CHANNEL);
        clock.advance(Duration.ofMinutes(10));
        run("ann", "move", "move:C3-D4");
        bot.outbox().drain();
        // THEN the move is played, its post dropped, the clocks paused, and Ann (the host) told by DM
        assertEquals(1, table().version());
        assertTrue(outbox.waiting().isEmpty(), "nothing left to post there");
        assertTrue(made.isEmpty());
        assertEquals(clock.instant(), clocks.pausedSince(game.id()).orElseThrow());
        assertTrue(bot.channels().isLost(CHANNEL));
        assertEquals(
                List.of("ann: ⚠️ Your Djambi game " + game.id()
                        + " on **Test Server** is waiting: the bot can no longer"
                        + " post in <#chan> (the channel was deleted, or the bot lost its access or permissions"
                        + " there, or a moderator locked the game's thread). Its clocks are paused until then:"
                        + " nobody is reminded or timed out.\n"
                        + "To go on, give the bot these permissions in that channel: View Channel, Send Messages,"
                        + " Attach Files, Embed Links and Read Message History (for a game's thread, also Send"
                        + " Messages in Threads in its channel), and unlock the thread if it was locked. Then the"
                        + " first command anyone uses"
                        + " there (/djambi board, say) brings the game back where it stood.\n"
                        + "If the channel was deleted, this game cannot go on: start a new one in another channel"
                        + " with /djambi new."),
                dms);

        // WHEN another post for the channel is lost in its turn (news decided in a DM, say)
        outbox.add(game.id(), "guild", CHANNEL, Reply.Public.text("✈️ bob (Blue) is away until tomorrow"));
        bot.outbox().drain();
        // THEN it is dropped too, and the host is not told again
        assertTrue(outbox.waiting().isEmpty());
        assertEquals(1, toldTheHost().size(), "told once");

        // WHEN Bob's hour runs out three times over, THEN nobody is reminded or times out
        for (int i = 0; i < 6; i++) {
            clock.advance(Duration.ofMinutes(30));
            bot.timer().tick();
        }
        assertEquals(1, table().version(), "Bob was not timed out");
        assertEquals(1, dms.size(), "nor reminded");
    }

    @Test
    void theFirstCommandFromTheChannelBringsTheGameBackWithTheTimeItWaitedAddedToTheTurn() {
        // GIVEN a game whose channel was lost 20 minutes into Bob's hour
        Table game = started("turn-time:1h");
        run("ann", "move", "move:C3-D4");
        bot.timer().tick(); // Bob's clock starts now
        Instant due = clocks.current(table()).orElseThrow().deadline(Duration.ofHours(1));
        clock.advance(Duration.ofMinutes(20));
        closed.add(CHANNEL);
        outbox.add(game.id(), "guild", CHANNEL, Reply.Public.text("news nobody will read"));
        bot.outbox().drain();
        assertTrue(bot.channels().isLost(CHANNEL));
        // WHEN the channel is fixed two days later, and Cy asks for the board there
        clock.advance(Duration.ofDays(2));
        closed.remove(CHANNEL);
        run("cy", "board");
        // THEN the clocks run again, Bob's deadline two days later than it was, and the channel is told so
        assertFalse(bot.channels().isLost(CHANNEL));
        assertTrue(clocks.pausedSince(game.id()).isEmpty());
        Instant later = due.plus(Duration.ofDays(2));
        assertEquals(later, clocks.current(table()).orElseThrow().deadline(Duration.ofHours(1)));
        bot.outbox().drain();
        assertEquals(List.of("chan: ✅ The bot can post here again: the game goes on, and its clocks run again."), made);
        // with the board, the move its lost post would have told (found by the play-test: a person's move that an AI
        // answered was never shown once its board was refused), and Bob pinged with his new deadline
        String news = madeWhole.getLast();
        assertTrue(news.contains("\nann (Red): "), news);
        assertTrue(
                news.endsWith("bob (Blue) to move. Due <t:" + later.getEpochSecond() + ":R> (<t:"
                        + later.getEpochSecond() + ":f>). <@bob>"),
                news);
        // AND Bob still has the 40 minutes he had left
        clock.advance(Duration.ofMinutes(39));
        bot.timer().tick();
        assertEquals(1, table().version());
        clock.advance(Duration.ofMinutes(1));
        bot.timer().tick();
        assertEquals(2, table().version(), "then his turn passes");

        // WHEN the channel is lost again after it was found, THEN that is news for the host again
        closed.add(CHANNEL);
        bot.outbox().drain();
        assertEquals(2, toldTheHost().size());
    }

    @Test
    void anAiSeatDoesNotPlayInALostChannelUntilItIsFound() {
        // GIVEN Ann against three AIs, started from a record with Blue's AI to move, its first board lost with its
        // channel (a person's move that an AI answers is posted with the AIs' run, so it cannot be that one)
        run("ann", "new", "turn-time:1h");
        run("ann", "add-ai", "level:easy");
        run("ann", "add-ai", "level:easy");
        run("ann", "add-ai", "level:easy");
        bot.outbox().drain();
        closed.add(CHANNEL);
        run(
                "ann",
                "import",
                "record:gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/9/9/9/rMrMrN3bNbMbM/rRrPrM3bMbPbA/rCrArM3bMbRbC"
                        + " b rbyg b 0 0");
        bot.outbox().drain();
        long version = table().version();
        assertTrue(table().aiToMove().isPresent(), "Blue's AI to move");
        assertEquals(1, toldTheHost().size());
        // WHEN the AI players look for turns to play, THEN the AI to move waits
        bot.aiTurns().tick();
        assertTrue(aiPool.isEmpty(), "no AI turn handed out");
        // WHEN Ann uses a command there again, THEN the AI plays
        closed.remove(CHANNEL);
        run("ann", "status");
        bot.aiTurns().tick();
        assertEquals(1, aiPool.size());
        aiPool.getFirst().run();
        assertEquals(version + 1, table().version());
    }

    @Test
    void aGameNotOnTheClockJustWaitsAndIsToldSo() {
        // GIVEN a game without a turn clock, whose channel is lost
        Table game = started("turn-time:none");
        closed.add(CHANNEL);
        run("ann", "move", "move:C3-D4");
        bot.outbox().drain();
        // THEN no clock is paused, and the host is told it has none
        assertTrue(clocks.pausedSince(game.id()).isEmpty());
        assertEquals(1, toldTheHost().size());
        assertTrue(
                toldTheHost().getFirst().contains("It has no turn clock running: nobody can time out."),
                toldTheHost().getFirst());
        // WHEN Bob plays there once it is fixed, THEN the channel is told first, then his move is posted
        closed.remove(CHANNEL);
        run("bob", "move", "move:G2-F3");
        bot.outbox().drain();
        assertEquals("chan: ✅ The bot can post here again: the game goes on.", made.getFirst());
        assertEquals(2, made.size());
        assertTrue(clocks.pausedSince(game.id()).isEmpty());
    }

    @Test
    void clocksThePlayersPausedStayPausedWhenTheChannelIsFound() {
        // GIVEN a game the host paused, whose channel is then lost
        Table game = started("turn-time:1h");
        run("ann", "pause");
        bot.outbox().drain();
        made.clear();
        Instant paused = clocks.pausedSince(game.id()).orElseThrow();
        closed.add(CHANNEL);
        clock.advance(Duration.ofHours(1));
        outbox.add(game.id(), "guild", CHANNEL, Reply.Public.text("news nobody will read"));
        bot.outbox().drain();
        // THEN the host is told they stay paused
        assertTrue(toldTheHost().getFirst().contains("Its clocks were paused already, and stay so."));
        // WHEN the channel is found again, THEN they are still paused, since the host's pause
        closed.remove(CHANNEL);
        run("bob", "status");
        assertEquals(paused, clocks.pausedSince(game.id()).orElseThrow());
        bot.outbox().drain();
        assertEquals(List.of("chan: ✅ The bot can post here again: the game goes on. ann (Red) to move. <@ann>"), made);
    }
}

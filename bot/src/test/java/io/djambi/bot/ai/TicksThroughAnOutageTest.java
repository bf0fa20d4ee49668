package io.djambi.bot.ai;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.clock.InMemoryTurnClockStore;
import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.FailingTableStore;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.press.Courier;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.stats.InMemoryResultStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import io.djambi.engine.ai.Ai;
import io.djambi.engine.ai.Level;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.render.BoardRenderer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The turn timer's and the AI players' ticks while the database is away: nothing escapes them (the bot runs them on
 * fixed delays, which an exception would end for good), what fell due is done once it is back, and an outage is not
 * counted against an AI seat, which plays its own move afterwards rather than a random one.
 */
class TicksThroughAnOutageTest {
    private final FailingTableStore store = new FailingTableStore();
    private final TestClock clock = new TestClock(Instant.parse("2026-11-22T14:03:00Z"));
    private final List<Runnable> pool = new ArrayList<>();
    private final List<String> said = new CopyOnWriteArrayList<>();
    private final TimerOutput output = new TimerOutput() {
        @Override
        public CompletionStage<Boolean> directMessage(String userId, String text, List<Reply.Attachment> files) {
            said.add("dm " + userId);
            return CompletableFuture.completedFuture(true);
        }
    };
    private final Wiring.Bot bot = Wiring.build(
            Wiring.Stores.over(
                            store, new InMemoryWhisperStore(), new InMemoryTurnClockStore(), new InMemoryResultStore())
                    .build(),
            new Wiring.Outputs(
                    message -> CompletableFuture.completedFuture(new Courier.Delivered()),
                    output,
                    post -> {
                        said.add("post " + post.channelId());
                        return CompletableFuture.completedFuture(io.djambi.bot.outbox.ChannelPoster.Delivery.MADE);
                    },
                    g -> "Server"),
            new Wiring.Conditions(
                    clock,
                    pool::add,
                    AiTurns.THINKING_DELAY,
                    MoveChooser.engine(),
                    Catalogue.english(),
                    new BoardRenderer()));

    private void run(String user, String channel, String sub, Map<String, String> options) {
        CommandRequest request = sub.equals("move")
                ? CommandRequest.move(user, user, "g", channel, options)
                : CommandRequest.djambi(user, user, "g", channel, sub, options);
        bot.dispatcher().handle(request).toCompletableFuture().join();
    }

    /** In "ai": Ann (Red), AI Blue, Bob (Yellow), AI Green, and Ann has moved; in "people": four people, on 1 h. */
    @BeforeEach
    void twoGames() {
        run("ann", "ai", "new", Map.of());
        run("ann", "ai", "add-ai", Map.of("level", "easy", "colour", "blue"));
        run("bob", "ai", "join", Map.of("colour", "yellow"));
        run("ann", "ai", "add-ai", Map.of("level", "easy", "colour", "green"));
        run("ann", "ai", "start", Map.of());
        run("ann", "ai", "move", Map.of("move", "C3-D4"));
        run("ann", "people", "new", Map.of("turn-time", "1h"));
        for (String player : List.of("bob", "cy", "di")) {
            run(player, "people", "join", Map.of());
        }
        run("ann", "people", "start", Map.of());
    }

    /** A tick of the AI players after {@code d}, then whatever it handed to the pool; how many turns it handed. */
    private int after(Duration d) {
        clock.advance(d);
        bot.aiTurns().tick();
        List<Runnable> now = List.copyOf(pool);
        pool.clear();
        now.forEach(Runnable::run);
        return now.size();
    }

    private int aiGameVersion() {
        return store.find("ai").orElseThrow().version();
    }

    @Test
    void theTicksLetNothingOutWhileTheDatabaseIsAwayAndDoWhatFellDueOnceItIsBack() {
        bot.timer().tick(); // the people's game's clock starts
        bot.aiTurns().tick(); // Blue's turn is seen
        // GIVEN the database away, then a bug, while a reminder and Blue's move fall due
        store.failListings(() -> new FailingTableStore.Away("finding what is due"));
        store.failSaves(() -> new FailingTableStore.Away("saving"));
        clock.advance(Duration.ofMinutes(31));
        // WHEN the ticks run THEN nothing escapes them, and nothing is said or played
        assertDoesNotThrow(bot.timer()::tick);
        assertEquals(0, after(Duration.ZERO));
        store.failListings(() -> new IllegalStateException("a bug (a scripted fault)"));
        assertDoesNotThrow(bot.timer()::tick);
        assertEquals(0, after(Duration.ZERO));
        assertTrue(said.isEmpty(), said.toString());
        assertEquals(1, aiGameVersion());
        // WHEN the database is back THEN the next ticks remind ann and play Blue's move
        store.failListings(null);
        store.failSaves(null);
        bot.timer().tick();
        assertTrue(said.contains("dm ann"), said.toString());
        assertEquals(1, after(Duration.ZERO));
        assertEquals(2, aiGameVersion());
    }

    @Test
    void anAiMoveThatCannotBeStoredWhileTheDatabaseIsAwaySpendsNoTryAndIsTheSeatsOwnOnceItIsBack() {
        bot.aiTurns().tick(); // Blue's turn is seen
        // GIVEN the database refuses writes (an SQLite file held past its busy timeout: reads still work)
        store.failSaves(() -> new FailingTableStore.Away("saving table 1"));
        // WHEN Blue's turn is tried, again and again, more often than a seat's tries before its random fallback
        assertEquals(1, after(AiTurns.THINKING_DELAY));
        for (int i = 0; i < 2 * AiTurns.ATTEMPTS; i++) {
            // THEN it is tried again after the first back-off each time: it is waiting, not failing
            assertEquals(1, after(AiTurns.FIRST_RETRY), "try " + (i + 2));
        }
        assertEquals(1, aiGameVersion(), "nothing stored");
        // WHEN the database takes writes again
        store.failSaves(null);
        assertEquals(1, after(AiTurns.FIRST_RETRY));
        // THEN Blue plays its own move, not a random one
        Position before = store.find("ai").orElseThrow().game().positions().get(1);
        Move own = Ai.of(
                        Level.EASY,
                        MoveChooser.seed(store.find("ai").orElseThrow().id(), 1))
                .choose(before);
        assertEquals(
                new GameEvent.Played(own),
                store.find("ai").orElseThrow().game().events().get(1));
    }
}

package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;
import static org.mockito.Mockito.withSettings;

import io.djambi.bot.ai.AiTurns;
import io.djambi.bot.clock.Away;
import io.djambi.bot.clock.ClockControls;
import io.djambi.bot.clock.InMemoryTurnClockStore;
import io.djambi.bot.clock.NotifyPreference;
import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.clock.TurnClock;
import io.djambi.bot.clock.TurnClockStore;
import io.djambi.bot.clock.TurnTimer;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.stats.StatsBook;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Colour;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.engine.rules.Rules;
import io.djambi.render.BoardRenderer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Two changes to one game at once, on real threads released together, many times over on fresh games: each time
 * exactly the effects one order of the two would have, and a record that replays. The board picture is stubbed, so
 * the races are many and quick.
 */
class GameRacesTest {
    private static final int ROUNDS = 200;
    private static final long JITTER_NANOS = 300_000;
    private static final ExecutorService THREADS = Executors.newFixedThreadPool(2);
    private static final BoardRenderer PICTURES =
            mock(BoardRenderer.class, withSettings().stubOnly());

    static {
        when(PICTURES.png(any(), any())).thenReturn(new byte[] {1});
    }

    @AfterAll
    static void stop() {
        THREADS.shutdownNow();
    }

    /** The two answers of a race. */
    private record Both<A, B>(A first, B second) {}

    /** Starts both on their own threads at the same moment and waits for both; the channel's stores jitter meanwhile. */
    private static <A, B> Both<A, B> race(Channel c, Callable<A> a, Callable<B> b) throws Exception {
        c.racing.set(true);
        try {
            return race(a, b);
        } finally {
            c.racing.set(false);
        }
    }

    private static <A, B> Both<A, B> race(Callable<A> a, Callable<B> b) throws Exception {
        CountDownLatch ready = new CountDownLatch(2);
        CountDownLatch go = new CountDownLatch(1);
        Future<A> fa = THREADS.submit(() -> {
            ready.countDown();
            go.await();
            return a.call();
        });
        Future<B> fb = THREADS.submit(() -> {
            ready.countDown();
            go.await();
            return b.call();
        });
        ready.await();
        go.countDown();
        // A hang guard, not a timing: a deadlock fails instead of stalling the build
        return new Both<>(fa.get(30, TimeUnit.SECONDS), fb.get(30, TimeUnit.SECONDS));
    }

    @Test
    void twoMovesAtOnceByThePlayerToMovePlayExactlyOne() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            Channel c = new Channel().started("turn-time:none");
            List<Move> legal = Rules.legalMoves(c.table().game().position());
            Move one = legal.get(round % legal.size());
            Move other = legal.get((round + 1) % legal.size());
            Both<List<Reply>, List<Reply>> answers = race(
                    c,
                    () -> c.run("ann", "move", "move:" + one.text()),
                    () -> c.run("ann", "move", "move:" + other.text()));
            boolean firstPlayed = answers.first().get(0) instanceof Reply.Posted;
            assertTrue(firstPlayed ^ answers.second().get(0) instanceof Reply.Posted, "exactly one is played");
            assertEquals(
                    List.of(new GameEvent.Played(firstPlayed ? one : other)),
                    c.table().game().events());
            assertReplays(c.table());
        }
    }

    @Test
    void aMoveAndTheTimeoutOfTheSameTurnApplyExactlyOne() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            Channel c = new Channel().started("turn-time:1m");
            c.timer.tick();
            c.clock.advance(Duration.ofMinutes(1));
            int postsBefore = c.games.outbox.waiting().size();
            Both<List<Reply>, Void> answers = race(c, () -> c.run("ann", "move", "move:C3-D4"), () -> {
                c.timer.tick();
                return null;
            });
            List<GameEvent> events = c.table().game().events();
            assertEquals(1, events.size(), "one event: the move or the skip");
            boolean moved = events.get(0) instanceof GameEvent.Played;
            assertEquals(moved, answers.first().get(0) instanceof Reply.Posted, "Ann's answer says what happened");
            assertEquals(
                    postsBefore + 1,
                    c.games.outbox.waiting().size(),
                    "the move or the skip is posted, once; a refused timeout not at all");
            assertReplays(c.table());
        }
    }

    @Test
    void aMoveAndATimeoutDecidedBeforeItApplyExactlyOne() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            Channel c = new Channel().started("turn-time:1m");
            Turn decided = Turn.of(c.table());
            Both<List<Reply>, List<Reply>> answers =
                    race(c, () -> c.run("ann", "move", "move:C3-D4"), () -> c.games.timeUp(decided));
            boolean moved = answers.first().get(0) instanceof Reply.Posted;
            assertTrue(moved ^ !answers.second().isEmpty(), "exactly one of the move and the timeout");
            assertEquals(1, c.table().game().events().size());
            assertEquals(moved, c.table().game().events().get(0) instanceof GameEvent.Played);
            assertReplays(c.table());
        }
    }

    @Test
    void aMoveAndAPauseBothApplyOnceAndThePausedClockTimesNobodyOut() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            Channel c = new Channel().started("turn-time:1m");
            c.timer.tick();
            c.clock.advance(Duration.ofSeconds(59));
            Both<List<Reply>, List<Reply>> answers =
                    race(c, () -> c.run("ann", "move", "move:C3-D4"), () -> c.run("ann", "pause"));
            assertInstanceOf(Reply.Posted.class, answers.first().get(0));
            assertTrue(((Reply.Posted) answers.second().get(0)).said().startsWith("⏸️ The clocks are paused"));
            c.clock.advance(Duration.ofDays(1));
            c.timer.tick();
            assertEquals(1, c.table().version(), "the move, and no timeout while paused");
            assertEquals(1, Collections.frequency(c.journal, "pause"));
            assertEquals(1, Collections.frequency(c.journal, "event 1"));
            assertReplays(c.table());
        }
    }

    @Test
    void aPauseAndTheTimeoutOfTheSameTurnNeverTimeOutAfterThePause() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            Channel c = new Channel().started("turn-time:1m");
            c.timer.tick();
            c.clock.advance(Duration.ofMinutes(1));
            Both<List<Reply>, Void> answers = race(c, () -> c.run("ann", "pause"), () -> {
                c.timer.tick();
                return null;
            });
            assertTrue(((Reply.Posted) answers.first().get(0)).said().startsWith("⏸️ The clocks are paused"));
            List<String> journal = List.copyOf(c.journal);
            assertTrue(
                    journal.equals(List.of("pause")) || journal.equals(List.of("event 1", "pause")),
                    "a timeout comes before the pause or not at all: " + journal);
            assertReplays(c.table());
        }
    }

    @Test
    void theLastTwoVotesToPauseAtOnceDecideOnce() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            // GIVEN the host is out, and Bob has voted to pause: Cy and Di's votes are missing
            Channel c = new Channel().started("turn-time:1h");
            c.run("ann", "resign-confirm");
            c.run("bob", "pause");
            c.journal.clear();
            // WHEN both vote at once
            Both<List<Reply>, List<Reply>> answers = race(c, () -> c.run("cy", "pause"), () -> c.run("di", "pause"));
            // THEN both votes count, and the pause is decided once
            long decided = List.of(answers.first().get(0), answers.second().get(0)).stream()
                    .map(r -> ((Reply.Posted) r).said())
                    .filter(text -> text.startsWith("⏸️"))
                    .count();
            assertEquals(1, decided, "one of them decides");
            String counted = List.of(answers.first(), answers.second()).stream()
                    .map(r -> ((Reply.Posted) r.get(0)).said())
                    .filter(text -> text.startsWith("🗳️"))
                    .findFirst()
                    .orElseThrow();
            assertTrue(
                    counted.contains("2 of 3 active players agree"),
                    "the other came first and saw its own vote " + "and Bob's: " + counted);
            assertEquals(List.of("pause"), List.copyOf(c.journal));
        }
    }

    @Test
    void anAiMoveAndAResignationApplyInOneOrderAndTheAiMovesOnTheTurnItChoseFor() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            Channel c = new Channel();
            c.run("ann", "new");
            c.run("ann", "add-ai", "level:easy"); // Blue
            c.run("bob", "join"); // Yellow
            c.run("cy", "join"); // Green
            c.run("ann", "start");
            c.run("ann", "move", "move:C3-D4");
            Map<Long, Move> choices = new ConcurrentHashMap<>(); // by seed, which names the version chosen for
            AiTurns ai = new AiTurns(
                    c.tables,
                    c.games.life,
                    Runnable::run,
                    c.clock,
                    Duration.ZERO,
                    (position, level, seed) -> {
                        Move move = MoveChooser.engine().choose(position, level, seed);
                        choices.put(seed, move);
                        return move;
                    },
                    TestGames.TEXT);
            Both<Void, List<Reply>> answers = race(
                    c,
                    () -> {
                        ai.tick();
                        return null;
                    },
                    () -> c.run("bob", "resign-confirm"));
            assertInstanceOf(Reply.Posted.class, answers.second().get(0), "a resignation is always taken");
            ai.tick(); // an AI turn that lost the race is played now
            List<GameEvent> events = c.table().game().events();
            assertEquals(1, Collections.frequency(events, new GameEvent.Resign(Colour.YELLOW)));
            assertEquals(3, events.size(), "Ann's move, Blue's move and Bob's resignation: " + events);
            int blue = events.get(1) instanceof GameEvent.Played ? 1 : 2;
            assertEquals(
                    choices.get(MoveChooser.seed(c.table().id(), blue)),
                    ((GameEvent.Played) events.get(blue)).move(),
                    "Blue's move was chosen for the turn it was played at");
            assertReplays(c.table());
        }
    }

    @Test
    void twoStartsAtOnceStartTheGameOnce() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            Channel c = new Channel().seated("ann", "bob", "cy", "di");
            Both<List<Reply>, List<Reply>> answers = race(c, () -> c.run("ann", "start"), () -> c.run("ann", "start"));
            long started = publicAnswers(answers);
            assertEquals(1, started, "one 'The game begins'");
            assertTrue(c.table().started().isPresent());
            assertEquals(0, c.table().version());
        }
    }

    @Test
    void aJoinAndAStartAtOnceStartOnlyAFullTable() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            Channel c = new Channel().seated("ann", "bob", "cy");
            Both<List<Reply>, List<Reply>> answers = race(c, () -> c.run("di", "join"), () -> c.run("ann", "start"));
            assertInstanceOf(Reply.Posted.class, answers.first().get(0), "Di always gets the free seat");
            assertTrue(c.table().seatOf("di").isPresent());
            boolean started = answers.second().get(0) instanceof Reply.Posted;
            assertEquals(started, c.table().started().isPresent(), "the start's answer says what happened");
        }
    }

    @Test
    void aLeaveAndAStartAtOnceApplyExactlyOne() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            Channel c = new Channel().seated("ann", "bob", "cy", "di");
            Both<List<Reply>, List<Reply>> answers = race(c, () -> c.run("di", "leave"), () -> c.run("ann", "start"));
            assertEquals(1, publicAnswers(answers), "either Di left or the game started");
            boolean started = answers.second().get(0) instanceof Reply.Posted;
            assertEquals(started, c.table().started().isPresent());
            assertEquals(started, c.table().seatOf("di").isPresent(), "a started game has Di; a lobby she left not");
        }
    }

    private static long publicAnswers(Both<List<Reply>, List<Reply>> answers) {
        return List.of(answers.first().get(0), answers.second().get(0)).stream()
                .filter(Reply.Posted.class::isInstance)
                .count();
    }

    /** The record written and read back gives the same events and the same position. */
    private static void assertReplays(Table table) {
        Game game = table.game();
        GameRecord read =
                RecordNotation.read(RecordNotation.write(game.record())).orThrow();
        assertEquals(game.events(), read.events());
        assertEquals(
                game.position(),
                Game.replay(read.start(), read.events()).orThrow().position());
    }

    /**
     * One channel with the whole game layer over memory: the service, the clock commands and the timer sharing one
     * set of locks. Every change is written in {@link #journal} in the order it was stored.
     */
    private static final class Channel {
        final List<String> journal = Collections.synchronizedList(new ArrayList<>());
        final TestClock clock = new TestClock(Instant.parse("2026-11-22T14:03:00Z"));
        final GameLocks locks = new GameLocks();
        final AtomicBoolean racing = new AtomicBoolean();
        final TableStore tables = new JournaledTables(journal, racing);
        final TurnClockStore clocks = new JournaledClocks(journal, racing);
        final TestGames games = new TestGames(tables, PICTURES, table -> Optional.empty(), StatsBook.inMemory(), locks);
        /** The game's commands and the clock's, as the dispatcher of the bot has them. */
        final io.djambi.bot.command.Dispatcher commands =
                new io.djambi.bot.command.Dispatcher(java.util.stream.Stream.concat(
                                io.djambi.bot.dispatch.CommandSet.gameGroups(games.life, games.posts, TestGames.TEXT)
                                        .stream(),
                                java.util.stream.Stream.of(new io.djambi.bot.clock.ClockCommands(
                                        new ClockControls(
                                                tables,
                                                games.life,
                                                games.posts,
                                                clocks,
                                                clock,
                                                TestGames.TEXT,
                                                new io.djambi.bot.text.Languages(TestGames.TEXT)),
                                        new io.djambi.bot.clock.ReminderSettings(clocks, TestGames.TEXT),
                                        new io.djambi.bot.clock.ReminderAway(
                                                tables,
                                                clocks,
                                                locks,
                                                new io.djambi.bot.outbox.InMemoryOutbox(),
                                                clock,
                                                TestGames.TEXT,
                                                games.life::card))))
                        .toList());

        final TimerOutput output = new TimerOutput() {
            @Override
            public CompletionStage<Boolean> directMessage(String userId, String text, List<Reply.Attachment> f) {
                return CompletableFuture.completedFuture(true);
            }
        };
        final TurnTimer timer = games.timer(tables, clocks, output, guild -> "S", clock, Runnable::run);

        List<Reply> run(String user, String sub, String... options) {
            Map<String, String> map = new HashMap<>();
            for (String o : options) {
                map.put(o.substring(0, o.indexOf(':')), o.substring(o.indexOf(':') + 1));
            }
            String name = sub.equals("move") ? "move" : "djambi";
            CommandRequest r =
                    new CommandRequest(user, user, "guild", "chan", false, name, name.equals("move") ? "" : sub, map);
            return commands.handle(r).toCompletableFuture().join();
        }

        Channel seated(String... users) {
            run(users[0], "new");
            for (int i = 1; i < users.length; i++) {
                run(users[i], "join");
            }
            return this;
        }

        Channel started(String... lobbyOptions) {
            run("ann", "new", lobbyOptions);
            for (String user : List.of("bob", "cy", "di")) {
                run(user, "join");
            }
            run("ann", "start");
            journal.clear();
            return this;
        }

        Table table() {
            return tables.find("chan").orElseThrow();
        }
    }

    /**
     * During a race, a pause of up to {@link #JITTER_NANOS}, spun, not slept: where the real store reads and writes a
     * database, so that the two threads of a race overlap in the store instead of one finishing before the other
     * wakes up.
     */
    private static void jitter(AtomicBoolean racing) {
        if (!racing.get()) {
            return;
        }
        long until = System.nanoTime() + ThreadLocalRandom.current().nextLong(JITTER_NANOS);
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }

    /** Tables in memory, read and written with {@link #jitter}; each new game event is journalled as it is stored. */
    private static final class JournaledTables implements TableStore {
        private final InMemoryTableStore tables = new InMemoryTableStore();
        private final List<String> journal;
        private final AtomicBoolean racing;

        JournaledTables(List<String> journal, AtomicBoolean racing) {
            this.journal = journal;
            this.racing = racing;
        }

        @Override
        public Optional<Table> find(String channelId) {
            Optional<Table> found = tables.find(channelId);
            jitter(racing);
            return found;
        }

        @Override
        public Optional<Table> byId(long id) {
            return tables.byId(id);
        }

        @Override
        public Table create(Table table) {
            return tables.create(table);
        }

        @Override
        public void save(Table table) {
            jitter(racing);
            int before = tables.find(table.channelId()).map(Table::version).orElse(0);
            tables.save(table);
            if (table.version() != before) {
                journal.add("event " + table.version());
            }
        }

        @Override
        public List<Table> aiTurns() {
            return tables.aiTurns();
        }

        @Override
        public List<String> clockChannels(Instant now) {
            return tables.clockChannels(now);
        }

        @Override
        public List<Table> liveTablesOf(String userId) {
            return tables.liveTablesOf(userId);
        }

        @Override
        public List<Table> cardsIn(String channelId) {
            return tables.cardsIn(channelId);
        }

        @Override
        public int liveCount() {
            return tables.liveCount();
        }
    }

    /** Clocks in memory, with {@link #jitter} in the reads and writes a race goes through; pauses are journalled. */
    private static final class JournaledClocks implements TurnClockStore {
        private final InMemoryTurnClockStore clocks = new InMemoryTurnClockStore();
        private final List<String> journal;
        private final AtomicBoolean racing;

        JournaledClocks(List<String> journal, AtomicBoolean racing) {
            this.journal = journal;
            this.racing = racing;
        }

        @Override
        public Optional<TurnClock> find(long tableId) {
            return clocks.find(tableId);
        }

        @Override
        public void save(TurnClock clock) {
            clocks.save(clock);
        }

        @Override
        public Optional<TurnClock> earlier(long tableId, int version) {
            return clocks.earlier(tableId, version);
        }

        @Override
        public NotifyPreference preference(String userId) {
            return clocks.preference(userId);
        }

        @Override
        public void savePreference(String userId, NotifyPreference preference) {
            clocks.savePreference(userId, preference);
        }

        @Override
        public Optional<Instant> pausedSince(long tableId) {
            Optional<Instant> since = clocks.pausedSince(tableId);
            jitter(racing);
            return since;
        }

        @Override
        public void pause(long tableId, Instant at) {
            jitter(racing);
            clocks.pause(tableId, at);
            journal.add("pause");
        }

        @Override
        public void resume(long tableId, Optional<TurnClock> moved) {
            clocks.resume(tableId, moved);
        }

        @Override
        public List<Away> aways(long tableId) {
            return clocks.aways(tableId);
        }

        @Override
        public void saveAway(Away away, Optional<TurnClock> moved) {
            clocks.saveAway(away, moved);
        }

        @Override
        public Map<String, String> votes(long tableId) {
            Map<String, String> votes = clocks.votes(tableId);
            jitter(racing);
            return votes;
        }

        @Override
        public void vote(long tableId, String userId, String motion) {
            clocks.vote(tableId, userId, motion);
            jitter(racing);
        }

        @Override
        public void clearVotes(long tableId, String motion) {
            clocks.clearVotes(tableId, motion);
        }
    }
}

package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Outage;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Shards;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.press.Courier;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * PostgreSQL is stopped and started again under a running bot, as an operator's restart would: players keep moving in
 * three games from threads of their own, the turn timer and the AI players tick on fixed delays as in the bot, and the
 * outbox's relay and listener run. Every move the bot acknowledged is kept and nothing else is; the moves made while
 * the server is away are refused in so many words, within seconds; the ticks survive the gap; and once the server is
 * back, the same bot (the same pool, stores and threads) goes on.
 */
class DatabaseRestartTest {
    private static final String REFUSAL = Catalogue.english().get(Outage.ANSWER);
    /** The answer to a move whose commit the stop cut short: it may or may not have gone through. */
    private static final String UNSURE = Catalogue.english().get(CommitUnknown.ANSWER);
    /** Far above what any step takes: a step that is not done by then will not be. */
    private static final Duration PATIENCE = Duration.ofSeconds(90);
    /** How quickly a command in the gap is refused: the pool's wait for a connection (3 s) and some slack. */
    private static final Duration PROMPT = Duration.ofSeconds(7);

    @TempDir
    Path dir;

    private final TestClock clock = new TestClock(Instant.parse("2026-11-23T09:00:00Z"));
    /** What the bot said outside the commands' answers: "dm user: text" and "post channel: text". */
    private final List<String> said = new CopyOnWriteArrayList<>();

    private EmbeddedPostgres server;
    private Database database;
    private ScheduledExecutorService ticks;
    private final List<Thread> threads = new ArrayList<>();
    private OutboxListener listener;

    /** The server on the data directory kept between its runs; on a free port the first time. */
    private EmbeddedPostgres serve(int port) throws IOException {
        return EmbeddedPostgres.builder()
                .setDataDirectory(dir.resolve("pgdata"))
                .setCleanDataDirectory(false)
                .setPort(port)
                .start();
    }

    private DatabaseTarget.Postgres target() {
        return new DatabaseTarget.Postgres(
                server.getJdbcUrl("postgres", "postgres"), Optional.of("postgres"), Optional.empty());
    }

    @AfterEach
    void stop() throws Exception {
        if (listener != null) {
            listener.close();
        }
        threads.forEach(Thread::interrupt);
        if (ticks != null) {
            ticks.shutdownNow();
        }
        if (database != null) {
            database.close();
        }
        if (server != null) {
            server.close();
        }
    }

    private TimerOutput output() {
        return new TimerOutput() {
            @Override
            public CompletionStage<Boolean> directMessage(String userId, String text, List<Reply.Attachment> files) {
                said.add("dm " + userId + ": " + text);
                return CompletableFuture.completedFuture(true);
            }
        };
    }

    /** One game's four players, moving in turn as fast as the bot answers, on a thread of their own. */
    private static final class Players implements Runnable {
        private final Wiring.Bot bot;
        private final String channel;
        private final Map<Colour, String> seats;
        private final Random random;
        /** Where the player looks when he is told a move may have gone through. */
        private final TableStore tables;
        /** The game as the bot acknowledged it: the test's own record, not the bot's. */
        private Game game;
        /** A move answered "may have gone through", sent again until the bot says whether it stands; or null. */
        private Move unsure;

        final List<String> acknowledged = new CopyOnWriteArrayList<>();
        /** When each refused move was sent. */
        final List<Instant> refusedAt = new CopyOnWriteArrayList<>();
        /** How long each refusal took to come. */
        final List<Duration> refusalTimes = new CopyOnWriteArrayList<>();
        /** Any answer but an acknowledgement or the refusal, and any exception: the test fails on it. */
        final List<String> unexpected = new CopyOnWriteArrayList<>();
        /** Whether the first move sent after {@link #firstSentAfter} was acknowledged; null until it is answered. */
        volatile Boolean firstAfterAcknowledged;

        volatile Instant firstSentAfter = Instant.MAX;
        volatile boolean stop;

        Players(Wiring.Bot bot, String channel, TableStore tables, long seed) {
            Table table = tables.find(channel).orElseThrow();
            this.bot = bot;
            this.tables = tables;
            this.channel = channel;
            this.seats = new EnumMap<>(Colour.class);
            table.seats().forEach((colour, seat) -> seats.put(colour, seat.userId()));
            this.random = new Random(seed);
            this.game = table.game();
        }

        @Override
        public void run() {
            while (!stop && !game.position().isOver()) {
                Position p = game.position();
                List<Move> legal = Rules.legalMoves(p);
                // As a player told "it may have gone through" would, he sends it again: made if it was not, refused
                // as not his turn if it was
                Move move = unsure != null ? unsure : legal.get(random.nextInt(legal.size()));
                String mover = seats.get(p.toMove().orElseThrow());
                Instant sent = Instant.now();
                List<Reply> replies;
                try {
                    replies = bot.dispatcher()
                            .handle(CommandRequest.move(mover, mover, "g", channel, Map.of("move", move.text())))
                            .toCompletableFuture()
                            .join();
                } catch (RuntimeException e) {
                    unexpected.add(channel + ": " + e);
                    return;
                }
                boolean acked = replies.stream().anyMatch(Reply.Posted.class::isInstance);
                boolean maybe = replies.equals(List.of(new Reply.Private(UNSURE)));
                boolean refused = maybe || replies.equals(List.of(new Reply.Private(REFUSAL)));
                if (!acked && !refused && unsure != null && stood(unsure)) {
                    // The cut-short commit had gone through: the move stands, as the board shows him
                    made(unsure);
                    continue;
                }
                if (firstAfterAcknowledged == null && sent.isAfter(firstSentAfter)) {
                    firstAfterAcknowledged = acked;
                }
                if (acked) {
                    made(move);
                } else if (refused) {
                    if (maybe) {
                        unsure = move;
                    }
                    refusedAt.add(sent);
                    refusalTimes.add(Duration.between(sent, Instant.now()));
                    pause();
                } else {
                    unexpected.add(channel + ": " + replies);
                    return;
                }
            }
        }

        private void made(Move move) {
            game = game.play(new GameEvent.Played(move)).orThrow();
            acknowledged.add(move.text());
            unsure = null;
        }

        /** Whether the game the bot holds has {@code move} after the acknowledged ones, and nothing else. */
        private boolean stood(Move move) {
            try {
                List<GameEvent> events =
                        tables.find(channel).orElseThrow().game().events();
                return events.size() == acknowledged.size() + 1
                        && ((GameEvent.Played) events.getLast()).move().text().equals(move.text());
            } catch (RuntimeException e) {
                unexpected.add(channel + ": looking at the game: " + e);
                return false;
            }
        }

        private void pause() {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                stop = true;
            }
        }
    }

    private List<Reply> send(Wiring.Bot bot, String user, String channel, String sub, Map<String, String> options) {
        return bot.dispatcher()
                .handle(CommandRequest.djambi(user, user, "g", channel, sub, options))
                .toCompletableFuture()
                .join();
    }

    private void seatFour(Wiring.Bot bot, String channel) {
        send(bot, "ann", channel, "new", Map.of("turn-time", "1h"));
        for (String player : List.of("bob", "cy", "di")) {
            send(bot, player, channel, "join", Map.of());
        }
        send(bot, "ann", channel, "start", Map.of());
    }

    private static void await(String what, BooleanSupplier done) throws InterruptedException {
        await(what, List.of(), done);
    }

    /** Waits for {@code done}, and stops waiting at the first unexpected answer any game gets. */
    private static void await(String what, List<Players> games, BooleanSupplier done) throws InterruptedException {
        Instant until = Instant.now().plus(PATIENCE);
        while (!done.getAsBoolean()) {
            for (Players p : games) {
                assertTrue(p.unexpected.isEmpty(), p.unexpected.toString());
            }
            if (Instant.now().isAfter(until)) {
                throw new AssertionError("not within " + PATIENCE.toSeconds() + " s: " + what);
            }
            Thread.sleep(50);
        }
    }

    /** The moves the database holds for the channel's game, read afresh on a connection of its own. */
    private List<String> storedMoves(String channel) throws Exception {
        try (Database fresh = Database.open(target(), Meters.NONE)) {
            return new SqlTableStore(fresh, Clock.systemUTC())
                    .find(channel).orElseThrow().game().events().stream()
                            .map(e -> ((GameEvent.Played) e).move().text())
                            .toList();
        }
    }

    @Test
    void aRestartOfPostgresqlUnderLoadLosesNoAcknowledgedMoveRefusesTheGapCleanlyAndTheBotGoesOn() throws Exception {
        server = serve(0);
        int port = server.getPort();
        database = Database.open(target(), Meters.NONE);
        BotDatabase stores = BotDatabase.over(database, clock, Shards.ALL);
        Wiring.Bot bot = Wiring.build(
                io.djambi.bot.BotProcess.stores(stores),
                new Wiring.Outputs(
                        message -> CompletableFuture.completedFuture(new Courier.Delivered()),
                        output(),
                        post -> {
                            said.add("post " + post.channelId() + ": "
                                    + post.post().text());
                            return CompletableFuture.completedFuture(io.djambi.bot.outbox.ChannelPoster.Delivery.MADE);
                        },
                        id -> "Server " + id),
                // An AI answering a person waits a minute of the test's clock: its turn falls in the gap
                Wiring.Conditions.of(clock, Runnable::run, Duration.ofMinutes(1)));

        // GIVEN three games of four people, and a game of ann against three AIs where ann has moved
        List<String> channels = List.of("c1", "c2", "c3");
        channels.forEach(c -> seatFour(bot, c));
        send(bot, "ann", "ai", "new", Map.of());
        for (int i = 0; i < 3; i++) {
            send(bot, "ann", "ai", "add-ai", Map.of("level", "easy"));
        }
        send(bot, "ann", "ai", "start", Map.of());
        Move opening = Rules.legalMoves(
                        stores.tables().find("ai").orElseThrow().game().position())
                .get(0);
        bot.dispatcher()
                .handle(CommandRequest.move("ann", "ann", "g", "ai", Map.of("move", opening.text())))
                .toCompletableFuture()
                .join();
        Table aiGame = stores.tables().find("ai").orElseThrow();
        // AND the timer, the AI players, the outbox's relay and its listener running as the bot runs them
        ticks = Executors.newSingleThreadScheduledExecutor();
        ScheduledFuture<?> timer = ticks.scheduleWithFixedDelay(bot.timer()::tick, 0, 100, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> ais = ticks.scheduleWithFixedDelay(bot.aiTurns()::tick, 0, 100, TimeUnit.MILLISECONDS);
        AtomicInteger wakes = new AtomicInteger();
        listener = new OutboxListener(target(), () -> {
            wakes.incrementAndGet();
            stores.outbox().doorbell().ring();
        });
        threads.add(Thread.ofPlatform().name("outbox-relay").start(bot.outbox()));
        threads.add(Thread.ofPlatform().name("outbox-listener").start(listener));
        await("the listener listening", () -> wakes.get() > 0);
        // AND the players moving in their three games
        List<Players> players = new ArrayList<>();
        List<Thread> moving = new ArrayList<>();
        for (int i = 0; i < channels.size(); i++) {
            String channel = channels.get(i);
            Players game = new Players(bot, channel, stores.tables(), i);
            players.add(game);
            moving.add(Thread.ofPlatform().name("players-" + channel).start(game));
        }
        threads.addAll(moving);
        await("a few moves in each game", players, () -> players.stream().allMatch(p -> p.acknowledged.size() >= 3));

        // WHEN PostgreSQL stops (a fast shutdown: sessions are ended, transactions under way rolled back)
        server.close();
        Instant stopped = Instant.now();
        List<Integer> before = players.stream().map(p -> p.acknowledged.size()).toList();
        // AND the AI's turn falls due while it is away
        clock.advance(Duration.ofMinutes(1));
        // THEN the moves sent in the gap are refused, each within seconds
        await("two refusals in each game", players, () -> players.stream()
                .allMatch(p ->
                        p.refusedAt.stream().filter(t -> t.isAfter(stopped)).count() >= 2));
        for (Players p : players) {
            assertTrue(p.unexpected.isEmpty(), p.unexpected.toString());
            for (Duration took : p.refusalTimes) {
                assertTrue(took.compareTo(PROMPT) < 0, "a refusal took " + took.toMillis() + " ms");
            }
        }
        // AND nothing was acknowledged in the gap (at most the moves under way when the server stopped)
        List<Integer> inTheGap =
                players.stream().map(p -> p.acknowledged.size()).toList();
        for (int i = 0; i < players.size(); i++) {
            assertTrue(inTheGap.get(i) - before.get(i) <= 1, "acknowledged with the server away: " + inTheGap);
        }
        // AND the timer and the AI players are still scheduled, though every tick met the database away
        assertFalse(timer.isDone(), "the turn timer's schedule ended");
        assertFalse(ais.isDone(), "the AI players' schedule ended");

        // WHEN PostgreSQL starts again on the same data and port, nothing of the bot rebuilt
        int wakesBefore = wakes.get();
        server = serve(port);
        Instant back = Instant.now();
        players.forEach(p -> p.firstSentAfter = back);
        // THEN the first move each game sends is acknowledged, and the games go on
        await("a move sent after the restart in each game", players, () -> players.stream()
                .allMatch(p -> p.firstAfterAcknowledged != null));
        for (Players p : players) {
            assertTrue(p.firstAfterAcknowledged, p.channel + ": the first move after the restart was refused");
        }
        await("three more moves in each game", players, () -> players.stream()
                .allMatch(p -> p.acknowledged.size() >= inTheGap.get(players.indexOf(p)) + 3));
        players.forEach(p -> p.stop = true);
        for (Thread t : moving) {
            t.join(PATIENCE.toMillis());
        }
        for (Players p : players) {
            assertTrue(p.unexpected.isEmpty(), p.unexpected.toString());
            // AND the database holds exactly the acknowledged moves: none lost, none of the refused ones kept
            assertEquals(p.acknowledged, storedMoves(p.channel), p.channel);
        }
        // AND the AI players, on the schedule that lived through the gap, played their three moves
        await("the AIs' moves", () -> stores.tables().find("ai").orElseThrow().version() == aiGame.version() + 3);
        // AND the turn timer reminds the players to move
        said.clear();
        clock.advance(Duration.ofMinutes(31));
        await(
                "a reminder in each game",
                () -> said.stream().filter(s -> s.startsWith("dm ")).count() >= 3);
        // AND the outbox's listener is listening again, and the relay posts what is added
        await("the listener back", () -> wakes.get() > wakesBefore);
        stores.outbox().add(aiGame.id(), "g", "ai", Reply.Public.text("posted after the restart"));
        await("the relay's post", () -> said.contains("post ai: posted after the restart"));
        assertFalse(timer.isDone());
        assertFalse(ais.isDone());
    }
}

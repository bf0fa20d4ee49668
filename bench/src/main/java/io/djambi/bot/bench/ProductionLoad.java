package io.djambi.bot.bench;

import io.djambi.bot.clock.TurnClock;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.store.BotDatabase;
import io.djambi.bot.store.Database;
import io.djambi.bot.store.DatabaseTarget;
import io.djambi.bot.wiring.Wiring;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The production figures: one bot process over a database of 50,000 stored games of which 5,000 are being played.
 *
 * <ol>
 *   <li>Fills the database (skipped when it is already filled).
 *   <li>Start-up: opens the database as the bot does and times it until the bot has answered a first command and
 *       asked what is due (the timer's and the AI players' queries).
 *   <li>Load: threads play moves as fast as they can in random games among the 5,000 (each move: read, check, apply,
 *       commit the event, render the board), first a warm-up, then a measured run: moves per second, and the bot's
 *       work per move at p50, p99 and max.
 *   <li>Heap in use after a full collection, and how many games memory holds.
 * </ol>
 *
 * <p>The stored games that are not active are closed tables of 40 moves each (as games finished or abandoned).
 *
 * <p>Arguments: {@code sqlite} (a file in a temporary folder), {@code postgres} (an embedded PostgreSQL started here,
 * Linux x86-64) or a JDBC URL ({@code jdbc:sqlite:<file>} keeps the file; PostgreSQL's user and password from
 * DJAMBI_DB_USER / DJAMBI_DB_PASSWORD); then optionally the stored games, the active games, the seconds of each
 * measured run, the threads, and the moves a second offered: a comma-separated list, one measured run for each (0,
 * the default: as fast as the threads go).
 */
public final class ProductionLoad {
    private static final int MOVES_PER_GAME = 40;

    private ProductionLoad() {}

    public static void main(String[] args) throws Exception {
        String where = args.length > 0 ? args[0] : "sqlite";
        int stored = args.length > 1 ? Integer.parseInt(args[1]) : 50_000;
        int active = args.length > 2 ? Integer.parseInt(args[2]) : 5_000;
        int seconds = args.length > 3 ? Integer.parseInt(args[3]) : 60;
        int threads = args.length > 4
                ? Integer.parseInt(args[4])
                : Runtime.getRuntime().availableProcessors();
        // Moves a second offered, all threads together, one measured run each; 0: as fast as the threads go
        double[] rates = Arrays.stream((args.length > 5 ? args[5] : "0").split(","))
                .mapToDouble(Double::parseDouble)
                .toArray();
        EmbeddedPostgres server = null;
        DatabaseTarget target;
        Path dir = Files.createTempDirectory("djambi-load");
        switch (where) {
            case "sqlite" -> target = new DatabaseTarget.SqliteFile(dir.resolve("load.db"));
            case "postgres" -> {
                server = EmbeddedPostgres.builder()
                        .setDataDirectory(dir.resolve("pg"))
                        .start();
                target = new DatabaseTarget.Postgres(
                        server.getJdbcUrl("postgres", "postgres"), Optional.of("postgres"), Optional.empty());
            }
            default ->
                target = DatabaseTarget.parse(
                                where,
                                Optional.ofNullable(System.getenv("DJAMBI_DB_USER")),
                                Optional.ofNullable(System.getenv("DJAMBI_DB_PASSWORD")))
                        .orElseThrow(() -> new IllegalArgumentException("sqlite, postgres or a JDBC URL: " + where));
        }
        System.out.printf(
                "database: %s; %d stored games, %d active; %d threads%n", target.shown(), stored, active, threads);
        try {
            fill(target, stored, active);
            run(target, active, seconds, threads, rates);
        } finally {
            if (server != null) {
                server.close();
            }
        }
    }

    /** Stores the games: the first {@code active} are in progress, the others finished long ago. */
    private static void fill(DatabaseTarget target, int stored, int active) throws Exception {
        long start = System.nanoTime();
        try (Database db = Database.open(target, Meters.NONE)) {
            BotDatabase stores = BotDatabase.over(db, Clock.systemUTC());
            if (stores.tables().liveCount() > 0) {
                System.out.println("already filled");
                return;
            }
            Random random = new Random(7);
            List<Game> games = games(random, 200);
            for (int i = 0; i < stored; i++) {
                Table created = stores.tables().create(table("c" + i, games.get(i % games.size()), i >= active));
                if (i < active) { // a game in progress has its turn's clock, as the bot's timer keeps it
                    stores.clocks().save(TurnClock.startingAt(created.id(), created.version(), Instant.now()));
                }
                if ((i + 1) % 10_000 == 0) {
                    System.out.printf("  stored %d games (%.0f s)%n", i + 1, (System.nanoTime() - start) / 1e9);
                }
            }
        }
        System.out.printf("filled in %.0f s%n", (System.nanoTime() - start) / 1e9);
    }

    private static void run(DatabaseTarget target, int active, int seconds, int threads, double[] rates)
            throws Exception {
        long opening = System.nanoTime();
        try (BotDatabase stores = BotDatabase.open(target, Clock.systemUTC(), Meters.NONE)) {
            Dispatcher bot = BenchBot.commands(
                    Wiring.Stores.over(stores.tables(), stores.whispers(), stores.clocks(), stores.results())
                            .firstMoves(stores.firstMoves())
                            .languages(stores.languages())
                            .names(stores.names())
                            .build());
            List<Reply> first = bot.handle(CommandRequest.djambi("c0-R", "c0-R", "g", "c0", "status", Map.of()))
                    .toCompletableFuture()
                    .join();
            int due = stores.tables().clockChannels(Instant.now()).size();
            int aiTurns = stores.tables().aiTurns().size();
            double startup = (System.nanoTime() - opening) / 1e9;
            System.out.printf(
                    "start-up: answering after %.2f s (first answer %s; %d clocks due, %d AI turns)%n",
                    startup, first.get(0).getClass().getSimpleName(), due, aiTurns);

            load(bot, stores, active, 15, threads, rates[0]); // warm-up: the JIT, the pool, the first reads
            for (double rate : rates) {
                long[] work = load(bot, stores, active, seconds, threads, rate);
                Arrays.sort(work);
                System.out.printf(
                        "load (%s): %d moves in %d s = %.1f moves/s; bot work per move p50 %.1f ms, p99 %.1f ms,"
                                + " max %.1f ms%n",
                        rate > 0 ? rate + " moves/s offered" : "as fast as it goes",
                        work.length,
                        seconds,
                        work.length / (double) seconds,
                        work[work.length / 2] / 1e6,
                        work[(int) (work.length * 0.99)] / 1e6,
                        work[work.length - 1] / 1e6);
            }
            long heap = usedHeapAfterGc();
            System.out.printf(
                    "heap in use after a full GC: %.0f MB (max %.0f MB); games held in memory: %d%n",
                    heap / 1048576.0,
                    Runtime.getRuntime().maxMemory() / 1048576.0,
                    stores.tables().heldTables());
        }
    }

    /** Plays moves for {@code seconds} on {@code threads} threads; the bot's work per move, in nanoseconds. */
    private static long[] load(Dispatcher bot, BotDatabase stores, int active, int seconds, int threads, double rate)
            throws Exception {
        long begin = System.nanoTime();
        long until = begin + seconds * 1_000_000_000L;
        // Each thread offers its share of the rate at even intervals: a player does not wait for the previous move
        long interval = rate > 0 ? (long) (threads * 1e9 / rate) : 0;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<List<Long>>> runs = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            runs.add(pool.submit(() -> {
                List<Long> times = new ArrayList<>();
                long next = begin;
                while (System.nanoTime() < until) {
                    next += interval;
                    long wait = next - System.nanoTime();
                    if (wait > 0) {
                        Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                    }
                    String channel = "c" + ThreadLocalRandom.current().nextInt(active);
                    Table table = stores.tables().find(channel).orElseThrow();
                    Position p = table.game().position();
                    if (p.isOver() || !table.isLive()) {
                        continue;
                    }
                    List<Move> moves = Rules.legalMoves(p);
                    String mover = table.seats().get(p.toMove().orElseThrow()).userId();
                    String move = moves.get(ThreadLocalRandom.current().nextInt(moves.size()))
                            .text();
                    long start = System.nanoTime();
                    bot.handle(CommandRequest.move(mover, mover, "g", channel, Map.of("move", move)))
                            .toCompletableFuture()
                            .join();
                    times.add(System.nanoTime() - start);
                }
                return times;
            }));
        }
        List<Long> all = new ArrayList<>();
        for (Future<List<Long>> run : runs) {
            all.addAll(run.get());
        }
        pool.shutdown();
        return all.stream().mapToLong(Long::longValue).toArray();
    }

    /** {@code count} games of {@link #MOVES_PER_GAME} random moves, none of them over. */
    private static List<Game> games(Random random, int count) {
        List<Game> games = new ArrayList<>();
        while (games.size() < count) {
            Game game = Game.startingFrom(StartPosition.fourPlayers());
            while (!game.position().isOver() && game.version() < MOVES_PER_GAME) {
                List<Move> moves = Rules.legalMoves(game.position());
                game = game.play(new GameEvent.Played(moves.get(random.nextInt(moves.size()))))
                        .orThrow();
            }
            if (!game.position().isOver()) {
                games.add(game);
            }
        }
        return games;
    }

    /** A four-player table; a closed one (no longer live, as a finished or abandoned game) when {@code closed}. */
    private static Table table(String channel, Game game, boolean closed) {
        Map<Colour, Seat> seats = new EnumMap<>(Colour.class);
        for (Colour c : Colour.values()) {
            seats.put(c, new Seat(channel + "-" + c.letter(), "player " + c.displayName(), c));
        }
        return new Table(
                0, "g", channel, seats.get(Colour.RED).userId(), TableSettings.DEFAULTS, seats, game, Set.of(), closed);
    }

    private static long usedHeapAfterGc() throws InterruptedException {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        return rt.totalMemory() - rt.freeMemory();
    }
}

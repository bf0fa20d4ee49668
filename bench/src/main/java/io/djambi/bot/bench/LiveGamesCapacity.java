package io.djambi.bot.bench;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.store.Database;
import io.djambi.bot.store.SqlTableStore;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * How much heap a bot process needs to hold N live games (default 5,000), each some 100 moves deep, as the SQLite
 * store keeps them: the games are stored, the store is reopened (so every game is loaded and replayed from its log,
 * as at a restart), the heap is measured after a full collection, then one more move is played in 200 of them.
 * Run it with -Xmx512m to show it fits (see docs/benchmarks.md).
 */
public final class LiveGamesCapacity {
    private LiveGamesCapacity() {}

    public static void main(String[] args) throws Exception {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 5000;
        int depth = 100;
        Path dir = Files.createTempDirectory("djambi-capacity");
        Path file = dir.resolve("capacity.db");
        Random random = new Random(3);
        long t0 = System.nanoTime();
        try (Database db = Database.open(file)) {
            SqlTableStore store = new SqlTableStore(db, Clock.systemUTC());
            for (int i = 0; i < count; i++) {
                store.create(tableWithMoves("c" + i, depth, random));
            }
        }
        long t1 = System.nanoTime();
        try (Database db = Database.open(file)) {
            SqlTableStore store = new SqlTableStore(db, Clock.systemUTC());
            long t2 = System.nanoTime();
            long heap = usedHeapAfterGc();
            Dispatcher service = BenchBot.commands(store);
            int played = 0;
            for (int i = 0; i < count; i += Math.max(1, count / 200)) {
                Table t = store.find("c" + i).orElseThrow();
                var p = t.game().position();
                List<Move> moves = Rules.legalMoves(p);
                String mover = t.seats().get(p.toMove().orElseThrow()).userId();
                List<Reply> r = service.handle(CommandRequest.move(
                                mover,
                                mover,
                                "g",
                                "c" + i,
                                Map.of(
                                        "move",
                                        moves.get(random.nextInt(moves.size())).text())))
                        .toCompletableFuture()
                        .join();
                played += r.get(0) instanceof Reply.Public ? 1 : 0;
            }
            System.out.printf(
                    "live games: %d (%d in memory), about %d moves each%n", count, store.cachedTables(), depth);
            System.out.printf(
                    "stored in %.1f s; reopened, replayed and checked in %.1f s%n", (t1 - t0) / 1e9, (t2 - t1) / 1e9);
            System.out.printf(
                    "heap in use after a full GC: %.1f MB (max heap %.0f MB)%n",
                    heap / 1048576.0, Runtime.getRuntime().maxMemory() / 1048576.0);
            System.out.printf("then played a move in %d of them%n", played);
        }
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(dir);
    }

    /** A four-player table whose game has {@code depth} random moves (or fewer, restarted, if one ended). */
    private static Table tableWithMoves(String channel, int depth, Random random) {
        Map<Colour, Seat> seats = new EnumMap<>(Colour.class);
        for (Colour c : Colour.values()) {
            seats.put(c, new Seat(channel + "-" + c.letter(), "player " + c.displayName(), c));
        }
        Game game = Game.startingFrom(StartPosition.fourPlayers());
        while (game.version() < depth || game.position().isOver()) {
            if (game.position().isOver()) {
                game = Game.startingFrom(StartPosition.fourPlayers());
            }
            List<Move> moves = Rules.legalMoves(game.position());
            game = game.play(new GameEvent.Played(moves.get(random.nextInt(moves.size()))))
                    .orThrow();
        }
        return new Table(
                0, "g", channel, seats.get(Colour.RED).userId(), TableSettings.DEFAULTS, seats, game, Set.of(), false);
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

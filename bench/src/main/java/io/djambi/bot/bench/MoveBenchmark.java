package io.djambi.bot.bench;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Table;
import io.djambi.bot.store.Database;
import io.djambi.bot.store.SqlTableStore;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The bot's own work for one move, without Discord: read the command, check it, apply it, commit it with its posts
 * to SQLite (WAL, full sync, on disk). The board is drawn when the outbox's relay posts it, which this does not run
 * ({@code RenderBenchmark} times that). Sampled, so JMH prints the median and the 99th percentile. Each invocation
 * plays a random legal move by the player to move; a finished game is replaced by a new one outside the timed part.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 6)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Djava.awt.headless=true", "-Xmx512m"})
@Threads(1)
@State(Scope.Thread)
public class MoveBenchmark {
    private Path dir;
    private Database database;
    private SqlTableStore store;
    private Dispatcher service;
    private final Random random = new Random(1);
    private int games;
    private String channel;
    private CommandRequest next;

    @Setup(Level.Trial)
    public void open() throws Exception {
        dir = Files.createTempDirectory("djambi-bench");
        database = Database.open(dir.resolve("bench.db"));
        store = new SqlTableStore(database, Clock.systemUTC());
        service = BenchBot.commands(store);
        newGame();
    }

    private void newGame() {
        channel = "bench-" + (++games);
        for (String[] step : List.of(
                new String[] {"ann", "new"},
                new String[] {"bob", "join"},
                new String[] {"cy", "join"},
                new String[] {"di", "join"},
                new String[] {"ann", "start"})) {
            service.handle(CommandRequest.djambi(step[0], step[0], "g", channel, step[1], Map.of()))
                    .toCompletableFuture()
                    .join();
        }
    }

    @Setup(Level.Invocation)
    public void chooseTheMove() {
        Table t = store.find(channel).orElseThrow();
        Position p = t.game().position();
        if (p.isOver()) {
            newGame();
            t = store.find(channel).orElseThrow();
            p = t.game().position();
        }
        List<Move> moves = Rules.legalMoves(p);
        String mover = t.seats().get(p.toMove().orElseThrow()).userId();
        next = CommandRequest.move(
                mover,
                mover,
                "g",
                channel,
                Map.of("move", moves.get(random.nextInt(moves.size())).text()));
    }

    @Benchmark
    public List<Reply> playOneMove() {
        return service.handle(next).toCompletableFuture().join();
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        database.close();
        System.out.println();
        System.out.println("games played: " + games);
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(dir);
    }
}

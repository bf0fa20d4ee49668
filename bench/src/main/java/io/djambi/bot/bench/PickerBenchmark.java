package io.djambi.bot.bench;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.Table;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The bot's own work for one step of the move picker, without Discord: read the table, find the step's legal
 * choices and put them in words (with what each finishing move does beyond itself), cut them to a page, and draw and
 * encode the board with the step's marks. Each invocation is a random step of a random legal move: the pieces, a
 * piece's destinations, or the placements, victims or ways out of the maze after them. Sampled, so JMH prints the
 * 99th percentile.
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
public class PickerBenchmark {
    @Param({"opening", "crowded-midgame", "most-moves"})
    public String position;

    private Dispatcher bot;
    private Table table;
    private List<Move> moves;
    private final Random random = new Random(1);
    private CommandRequest next;

    @Setup(Level.Trial)
    public void open() {
        InMemoryTableStore store = new InMemoryTableStore();
        Position p = TurnPositions.named(position);
        table = TurnPositions.seat(store, "bench", p);
        bot = BenchBot.commands(store);
        moves = Rules.legalMoves(p);
    }

    /** A beginning of a random legal move, cut where a part ends and short of the whole move. */
    @Setup(Level.Invocation)
    public void chooseTheStep() {
        String move = moves.get(random.nextInt(moves.size())).text();
        int parts = (move.length() - 2) / 3 + 1;
        int cut = random.nextInt(parts);
        String picked = cut == 0 ? "" : move.substring(0, 2 + 3 * (cut - 1));
        next = CommandRequest.djambi(
                "ann",
                "ann",
                "g",
                "bench",
                "pick",
                Map.of("table", Long.toString(table.id()), "version", "0", "picked", picked, "page", "1"));
    }

    @Benchmark
    public List<Reply> oneStep() {
        List<Reply> replies = bot.handle(next).toCompletableFuture().join();
        if (!(replies.get(0) instanceof Reply.Picker)) {
            throw new IllegalStateException("not a step of the picker: " + replies);
        }
        return replies;
    }
}

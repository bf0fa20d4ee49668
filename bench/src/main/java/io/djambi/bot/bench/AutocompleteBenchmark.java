package io.djambi.bot.bench;

import io.djambi.bot.command.Choice;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.List;
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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The bot's own work for one answer of {@code /move}'s autocomplete, without Discord, on the position of the tests
 * with the most legal moves (2,039): generate the legal moves, match what is typed (as notation, then read
 * forgivingly), group or list at most 25, and say in words which kill a Chief or put a camp out. Each invocation
 * types something else: a beginning of a random legal move, or a loose form of one (a square, squares without
 * separators, a role name and a square).
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
public class AutocompleteBenchmark {
    private static final String[] ROLES = {"chief", "assassin", "provocateur", "militant"};

    private Dispatcher bot;
    private List<Move> moves;
    private final Random random = new Random(1);
    private String typed;

    @Setup(Level.Trial)
    public void open() {
        InMemoryTableStore store = new InMemoryTableStore();
        Position p = TurnPositions.named("most-moves");
        TurnPositions.seat(store, "bench", p);
        bot = BenchBot.commands(store);
        moves = Rules.legalMoves(p);
    }

    @Setup(Level.Invocation)
    public void chooseWhatIsTyped() {
        String move = moves.get(random.nextInt(moves.size())).text();
        typed = switch (random.nextInt(4)) {
            case 0 -> move.substring(0, random.nextInt(move.length() + 1));
            case 1 -> move.substring(3, 5).toLowerCase(java.util.Locale.ROOT); // a square alone
            case 2 -> move.replaceAll("[-x>]", "").toLowerCase(java.util.Locale.ROOT); // no separators
            default -> ROLES[random.nextInt(ROLES.length)] + " " + move.substring(3, 5);
        };
    }

    @Benchmark
    public List<Choice> suggest() {
        return bot.suggest("move", "move", "ann", "bench", typed);
    }
}

package io.djambi.engine.bench;

import io.djambi.engine.model.Position;
import io.djambi.engine.move.MoveGenerator;
import io.djambi.engine.move.MoveList;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
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
 * Complete legal moves generated per second over the four {@link BenchPositions}, on one thread. The "moves" counter
 * in JMH's output is the figure the engine issue asks for (complete moves a second).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
@State(Scope.Thread)
public class MoveGenerationBenchmark {
    private Position[] positions;
    private final MoveList list = new MoveList();

    /** Counts the moves generated, so that JMH reports them as a rate. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Generated {
        public long moves;

        @Setup(Level.Iteration)
        public void reset() {
            moves = 0;
        }
    }

    @Setup
    public void setUp() {
        positions = BenchPositions.all();
    }

    @Benchmark
    public int generateAllFourPositions(Generated generated) {
        int total = 0;
        for (Position p : positions) {
            list.clear();
            MoveGenerator.generate(p.board(), p.camps(), p.toMove().orElseThrow(), list);
            total += list.size();
        }
        generated.moves += total;
        return total;
    }
}

package io.djambi.engine.bench;

import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Applying a move with every consequence (kills, encirclement, devolution, turn order and passes): 64 moves drawn
 * with a fixed seed from the four {@link BenchPositions}; one operation applies all 64.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
@State(Scope.Thread)
public class ApplyBenchmark {
    private final List<Position> from = new ArrayList<>();
    private final List<Move> moves = new ArrayList<>();

    @Setup
    public void setUp() {
        Random random = new Random(7);
        Position[] positions = BenchPositions.all();
        for (int i = 0; i < 64; i++) {
            Position p = positions[i % positions.length];
            List<Move> legal = Rules.legalMoves(p);
            from.add(p);
            moves.add(legal.get(random.nextInt(legal.size())));
        }
    }

    @Benchmark
    public void applySixtyFourMoves(Blackhole sink) {
        for (int i = 0; i < moves.size(); i++) {
            sink.consume(Rules.applyLegal(from.get(i), moves.get(i)));
        }
    }

    @Benchmark
    public void legalMovesAsRecordsOfTheCrowdedMidgame(Blackhole sink) {
        sink.consume(Rules.legalMoves(from.get(1)));
    }
}

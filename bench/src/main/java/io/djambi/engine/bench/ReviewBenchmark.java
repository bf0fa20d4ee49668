package io.djambi.engine.bench;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.engine.review.Review;
import io.djambi.engine.review.Reviewer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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

/**
 * The engine's review of a 300-move game (issue 34: within 60 s on one core). The game is read from
 * {@code game-300-moves.txt}: four searching AIs of 1000 nodes with seeds 540 to 543 played it at commit
 * {@code 410ecda} (all four in for 55 moves, then three to the 71st, then two to the 300th). It used to be played in
 * the setup, and each change to the AI made it another game, or a shorter one that the setup had to refuse; a stored
 * game stays the same game, so the figures of one version compare with the next.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
@Threads(1)
@State(Scope.Thread)
public class ReviewBenchmark {
    static final int MOVES = 300;

    private Game game;

    @Setup
    public void setUp() throws IOException {
        try (InputStream in = ReviewBenchmark.class.getResourceAsStream("/game-300-moves.txt")) {
            GameRecord r = RecordNotation.read(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .orThrow();
            game = Game.replay(r.start(), r.events()).orThrow();
        }
        if (game.version() != MOVES) {
            throw new IllegalStateException("the stored game has " + game.version() + " moves, not " + MOVES);
        }
    }

    @Benchmark
    public Review reviewOf300Moves() {
        return new Reviewer().review(game);
    }
}

package io.djambi.engine.bench;

import io.djambi.engine.ai.ParanoidSearch;
import io.djambi.engine.ai.Player;
import io.djambi.engine.ai.SearchLimits;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.review.Review;
import io.djambi.engine.review.Reviewer;
import java.time.Duration;
import java.util.SplittableRandom;
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
 * The engine's review of a 300-move game (issue 34: within 60 s on one core). The game is played in the setup by four
 * searching AIs of 1000 nodes with fixed seeds, the same game on every machine: all four in for 55 moves, then three
 * to the 71st, then two to the 300th. The seeds are chosen for that length: a change to the AI that finishes games
 * sooner can end the game early, and the setup then fails rather than time a shorter review.
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
    public void setUp() {
        Player[] players = new Player[4];
        for (int i = 0; i < players.length; i++) {
            players[i] = new ParanoidSearch(
                    new SearchLimits(1_000, Duration.ofMinutes(1)), new SplittableRandom(540 + i), System::nanoTime);
        }
        Game g = Game.startingFrom(StartPosition.fourPlayers());
        while (!g.position().isOver() && g.version() < MOVES) {
            Colour c = g.position().toMove().orElseThrow();
            g = g.play(new GameEvent.Played(players[c.ordinal()].choose(g.position(), g.positions())))
                    .orThrow();
        }
        if (g.version() != MOVES) {
            throw new IllegalStateException("the game ended after " + g.version() + " moves");
        }
        game = g;
    }

    @Benchmark
    public Review reviewOf300Moves() {
        return new Reviewer().review(game);
    }
}

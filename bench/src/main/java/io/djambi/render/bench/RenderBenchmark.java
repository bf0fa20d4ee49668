package io.djambi.render.bench;

import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Position;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.render.BoardRenderer;
import io.djambi.render.GifRenderer;
import io.djambi.render.RenderOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Rendering plus PNG encoding at the default size (about 1000 px wide), sampled so JMH prints the median and the
 * percentiles; and the GIF of a 200-move game. Sizes are printed at tear-down.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(value = 1, jvmArgsAppend = "-Djava.awt.headless=true")
@Threads(1)
@State(Scope.Thread)
public class RenderBenchmark {
    @Param({"opening", "crowded-midgame"})
    public String position;

    private final BoardRenderer renderer = new BoardRenderer();
    private Position board;
    private GameRecord game;
    private int lastPngSize;
    private int lastGifSize;

    @Setup
    public void setUp() throws IOException {
        board = PositionNotation.read(
                        position.equals("opening")
                                ? "start"
                                : "gCgR2yM2yAyC/gA4XyMyP1/gMX3yMX2/2XXyR3X/2rM1X3gM/2gNrN5/2X4rM1/rRrPrM2XbM1bA/rCrArMX2bMbR1 r ryyh r 0 30")
                .orThrow();
        try (InputStream in = RenderBenchmark.class.getResourceAsStream("/game-200-moves.txt")) {
            game = RecordNotation.read(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .orThrow();
        }
    }

    @Benchmark
    public byte[] renderAndEncodePng() {
        byte[] png = renderer.png(board, RenderOptions.defaults());
        lastPngSize = png.length;
        return png;
    }

    @Benchmark
    @Warmup(iterations = 1, time = 5)
    @Measurement(iterations = 3, time = 10)
    public byte[] gifOf200Moves() {
        byte[] gif = new GifRenderer(renderer).gif(game, RenderOptions.defaults(), 700, 0);
        lastGifSize = gif.length;
        return gif;
    }

    @TearDown(Level.Trial)
    public void report() {
        System.out.println();
        System.out.println(
                "[" + position + "] last PNG: " + lastPngSize + " bytes; last GIF (200 moves, default size): "
                        + lastGifSize + " bytes; game events: " + game.events().size());
    }
}

package io.djambi.bot.bench;

import io.djambi.bot.command.OwedAnswers.Owed;
import io.djambi.bot.game.Shards;
import io.djambi.bot.store.Database;
import io.djambi.bot.store.SqlOwedAnswers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Locale;
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
 * What the Discord edge adds to every command so that a kill cannot leave a player's "thinking…" unanswered: the
 * acknowledged interaction noted before the command runs, and forgotten once it is answered, each its own committed
 * transaction on SQLite (WAL, full sync, a file on disk). Sampled, so JMH prints the median and the 99th percentile.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 4)
@Measurement(iterations = 5, time = 4)
@Fork(value = 1, jvmArgsAppend = "-Xmx256m")
@Threads(1)
@State(Scope.Thread)
public class OwedAnswersBenchmark {
    /** A token as long as Discord's (about 200 characters), kept as the store keeps it. */
    private static final String TOKEN = "aW50ZXJhY3Rpb246".repeat(13);

    private Path dir;
    private Database database;
    private SqlOwedAnswers owed;
    private long next = 1_575_000_000_000_000_000L;

    @Setup(Level.Trial)
    public void open() throws Exception {
        dir = Files.createTempDirectory("djambi-bench");
        database = Database.open(dir.resolve("bench.db"));
        owed = new SqlOwedAnswers(database, Shards.ALL);
    }

    /** One command's share: noted as acknowledged, then forgotten as answered. */
    @Benchmark
    public void noteAndForget() {
        String id = Long.toString(next++);
        owed.owe(new Owed(id, 0, TOKEN, Instant.now(), Locale.FRENCH, true));
        owed.paid(id);
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        database.close();
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(dir);
    }
}

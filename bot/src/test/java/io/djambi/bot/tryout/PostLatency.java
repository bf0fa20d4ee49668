package io.djambi.bot.tryout;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import io.djambi.bot.BotProcess;
import io.djambi.bot.config.DiscordConfig;
import io.djambi.bot.discord.DiscordBot;
import io.djambi.bot.fakediscord.FakeDiscord;
import io.djambi.bot.fakediscord.Guild;
import io.djambi.bot.fakediscord.User;
import io.djambi.bot.ops.InteractionKind;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.ops.Outcome;
import io.djambi.bot.store.BotDatabase;
import io.djambi.bot.store.DatabaseTarget;
import io.djambi.bot.text.Catalogue;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;
import org.slf4j.LoggerFactory;

/**
 * How soon a move's board follows its command, with the real bot ({@link BotProcess}: its workers, the outbox and its
 * relay, JDA) logged in to the tests' fake Discord on loopback, games in a SQLite file of a temporary folder (or a
 * PostgreSQL database given by its URL). Eight games of four people, one a channel, are played flat out with random
 * legal moves; for each move the fake's clock is read when it sends the {@code /move} and when it receives the move's
 * board in the channel. The first moves warm up and are left out; then it prints the percentiles, the split (command
 * acknowledged, answered once committed, board) and the machine's load. A program, not a test: {@code mvn verify}
 * compiles it and never runs it. See docs/benchmarks.md; from the repository's top:
 *
 * <pre>
 * mvn -B -q package -DskipTests
 * java --enable-native-access=ALL-UNNAMED -cp bot/target/djambi-bot.jar:bot/target/test-classes \
 *     io.djambi.bot.tryout.PostLatency [--games 8] [--warmup 200] [--moves 3000] [--pace board|answer] \
 *     [--postgres jdbc:postgresql://host:port/db [--user u] [--password p]] [--seed 1]
 * </pre>
 */
public final class PostLatency {
    private static final Catalogue TEXT = Catalogue.english();
    private static final Duration WAIT = Duration.ofSeconds(30);

    private PostLatency() {}

    public static void main(String[] args) throws Exception {
        System.setProperty("java.awt.headless", "true");
        List<String> list = List.of(args);
        int games = Integer.parseInt(option(list, "--games").orElse("8"));
        long warmup = Long.parseLong(option(list, "--warmup").orElse("200"));
        long moves = Long.parseLong(option(list, "--moves").orElse("3000"));
        LatencyTable.Pace pace =
                LatencyTable.Pace.valueOf(option(list, "--pace").orElse("board").toUpperCase(Locale.ROOT));
        long seed = Long.parseLong(option(list, "--seed").orElse("1"));
        Optional<String> postgres = option(list, "--postgres");
        quiet();
        Path dir = Files.createTempDirectory("djambi-latency");
        DatabaseTarget target = postgres.<DatabaseTarget>map(
                        url -> new DatabaseTarget.Postgres(url, option(list, "--user"), option(list, "--password")))
                .orElseGet(() -> new DatabaseTarget.SqliteFile(dir.resolve("djambi.db")));
        System.out.printf(
                "PostLatency: %d games of four, %s, next command when %s; %d moves to warm up, %d measured;"
                        + " %d cores seen by the JVM; load average %s%n",
                games,
                target.shown(),
                pace == LatencyTable.Pace.BOARD
                        ? "the previous move's board is posted"
                        : "the previous command is answered (committed)",
                warmup,
                moves,
                Runtime.getRuntime().availableProcessors(),
                loadAverage());
        FakeDiscord discord = FakeDiscord.start(1);
        try {
            run(discord, target, games, warmup, moves, pace, seed);
        } finally {
            discord.close();
            delete(dir);
        }
        System.exit(0); // JDA's and the fake's threads are not all daemons
    }

    private static void run(
            FakeDiscord discord,
            DatabaseTarget target,
            int games,
            long warmup,
            long moves,
            LatencyTable.Pace pace,
            long seed)
            throws Exception {
        Guild guild = discord.addGuild("Latency", 0);
        List<String> channels = new ArrayList<>();
        channels.add(guild.general());
        for (int g = 1; g < games; g++) {
            channels.add(discord.addChannel(guild, "game-" + (g + 1)));
        }
        List<User> users = new ArrayList<>();
        for (int u = 0; u < 4 * games; u++) {
            users.add(discord.addUser("p" + (u + 1)));
        }
        MoveTimes times = new MoveTimes(discord.bot().id(), channels);
        discord.watch(times::seen);
        Drawings drawings = new Drawings();
        DiscordBot bot = DiscordBot.login(
                new DiscordConfig(FakeDiscord.TOKEN, discord.restBaseUrl(), discord.gatewayUrl(), guild.id()), TEXT);
        BotDatabase database = BotDatabase.open(target, Clock.systemUTC(), Meters.NONE, bot.shards());
        BotProcess process = BotProcess.start(bot, database, Clock.systemUTC(), drawings, TEXT);
        try {
            awaitCommands(discord, guild);
            AtomicLong sequence = new AtomicLong();
            List<LatencyTable> tables = new ArrayList<>();
            List<Thread> threads = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                LatencyTable table = new LatencyTable(
                        discord,
                        times,
                        channels.get(g),
                        users.subList(4 * g, 4 * g + 4),
                        pace,
                        sequence,
                        warmup + moves,
                        seed + g);
                tables.add(table);
                threads.add(Thread.ofPlatform().name("latency-table-" + (g + 1)).start(table));
            }
            while (sequence.get() < warmup && threads.stream().anyMatch(Thread::isAlive)) {
                Thread.sleep(10);
            }
            long cpu = cpuNanos();
            long wall = System.nanoTime();
            for (Thread t : threads) {
                t.join();
            }
            cpu = cpuNanos() - cpu;
            wall = System.nanoTime() - wall;
            for (LatencyTable t : tables) {
                if (t.failure() != null) {
                    throw new IllegalStateException("a table stopped", t.failure());
                }
            }
            List<MoveTimes.Move> measured = times.moves(warmup, warmup + moves);
            report(
                    measured,
                    drawings,
                    tables.stream().mapToInt(LatencyTable::games).sum());
            System.out.printf(
                    "CPU of this JVM (bot, JDA, fake Discord, players) while the measured moves were played: %.1f ms"
                            + " a move, %.2f cores of %d%n",
                    cpu / 1e6 / Math.max(1, measured.size()),
                    (double) cpu / wall,
                    Runtime.getRuntime().availableProcessors());
        } finally {
            process.shutdown(List.of()).run();
        }
        List<String> unhandled = discord.unhandled();
        if (!unhandled.isEmpty()) {
            System.out.println("! REST calls the fake Discord does not serve: " + unhandled);
        }
    }

    private static void report(List<MoveTimes.Move> measured, Drawings drawings, int games) {
        long first = measured.stream().mapToLong(MoveTimes.Move::sent).min().orElse(0);
        long last = measured.stream().mapToLong(MoveTimes.Move::board).max().orElse(0);
        System.out.printf(
                "%d moves measured in %.1f s (%.1f moves/s), %d games begun; load average %s%n",
                measured.size(), (last - first) / 1e9, measured.size() / ((last - first) / 1e9), games, loadAverage());
        line("command sent -> board posted", measured, m -> m.board() - m.sent());
        line(
                "command sent -> acknowledged",
                measured.stream().filter(m -> m.acknowledged() != null).toList(),
                m -> m.acknowledged() - m.sent());
        line(
                "acknowledged -> answered (committed)",
                measured.stream()
                        .filter(m -> m.acknowledged() != null && m.answered() != null)
                        .toList(),
                m -> m.answered() - m.acknowledged());
        line(
                "answered -> board posted",
                measured.stream().filter(m -> m.answered() != null).toList(),
                m -> m.board() - m.answered());
        long[] drawn =
                drawings.took.stream().mapToLong(Long::longValue).sorted().toArray();
        System.out.printf(
                "boards drawn by the relay (all, warm-up included): %d, p50 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                drawn.length, at(drawn, 0.50) / 1e6, at(drawn, 0.99) / 1e6, at(drawn, 1.0) / 1e6);
    }

    private static void line(String what, List<MoveTimes.Move> moves, ToLongFunction<MoveTimes.Move> took) {
        long[] t = moves.stream().mapToLong(took).sorted().toArray();
        System.out.printf(
                "  %-38s n=%d  p50 %7.1f ms  p90 %7.1f ms  p99 %7.1f ms  max %7.1f ms%n",
                what, t.length, at(t, 0.50) / 1e6, at(t, 0.90) / 1e6, at(t, 0.99) / 1e6, at(t, 1.0) / 1e6);
    }

    /** The {@code q} quantile by the nearest rank (the smallest value with at least q of them at or below it). */
    private static long at(long[] sorted, double q) {
        if (sorted.length == 0) {
            return 0;
        }
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1];
    }

    private static long cpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime()
                : 0;
    }

    private static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).split("\\s+");
            return String.join(" ", Arrays.copyOf(fields, 3)) + " (1, 5, 15 min)";
        } catch (IOException | RuntimeException e) {
            return String.format(
                    Locale.ROOT,
                    "%.2f (1 min)",
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
    }

    private static Optional<String> option(List<String> args, String name) {
        int at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? Optional.of(args.get(at + 1)) : Optional.empty();
    }

    /** The bot registers its commands once connected: a command sent before would be unknown. */
    private static void awaitCommands(FakeDiscord discord, Guild guild) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!discord.commands(guild).containsAll(List.of("djambi", "move"))) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the bot registered no commands within " + WAIT.toSeconds() + " s");
            }
            Thread.sleep(50);
        }
    }

    /** Only warnings in the log. */
    private static void quiet() {
        if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context) {
            context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).setLevel(Level.WARN);
            context.getLogger("net.dv8tion").setLevel(Level.ERROR);
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** The bot's meters, keeping only how long each board took to draw and encode. */
    private static final class Drawings implements Meters {
        final ConcurrentLinkedQueue<Long> took = new ConcurrentLinkedQueue<>();

        @Override
        public void interaction(InteractionKind kind, Outcome outcome, Duration took) {}

        @Override
        public void acknowledged(InteractionKind kind, Duration took) {}

        @Override
        public void movePlayed() {}

        @Override
        public void rendered(Duration took) {
            this.took.add(took.toNanos());
        }

        @Override
        public void database(Duration took) {}
    }
}

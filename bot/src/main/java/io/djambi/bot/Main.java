package io.djambi.bot;

import io.djambi.bot.startup.StartupException;
import io.djambi.bot.startup.StartupFault;
import io.djambi.bot.dispatch.CommandSet;
import io.djambi.bot.command.Dispatcher;
import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import io.djambi.bot.ai.AiTurns;
import io.djambi.bot.clock.ClockCommands;
import io.djambi.bot.clock.ClockControls;
import io.djambi.bot.clock.ReminderSettings;
import io.djambi.bot.clock.TurnClockStore;
import io.djambi.bot.clock.TurnTimer;
import io.djambi.bot.config.BotConfig;
import io.djambi.bot.config.ConfigLoader;
import io.djambi.bot.console.ConsoleMode;
import io.djambi.bot.discord.DiscordBot;
import io.djambi.bot.discord.InteractionListener;
import io.djambi.bot.discord.DirectMessageListener;
import io.djambi.bot.discord.DiscordCourier;
import io.djambi.bot.discord.DiscordTimerOutput;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.RecordCommands;
import io.djambi.bot.game.Timeouts;
import io.djambi.bot.press.PressArchiveFile;
import io.djambi.bot.press.PressService;
import io.djambi.bot.game.ServerNames;
import io.djambi.bot.press.WhisperRateLimit;
import io.djambi.bot.press.WhisperStore;
import io.djambi.bot.store.Database;
import io.djambi.bot.store.DatabaseGuard;
import io.djambi.bot.store.DatabaseLock;
import io.djambi.bot.stats.ResultStore;
import io.djambi.bot.stats.StatsBook;
import io.djambi.bot.stats.StatsCommands;
import io.djambi.bot.store.SqliteResultStore;
import io.djambi.bot.store.SqliteTableStore;
import io.djambi.bot.store.SqliteTurnClockStore;
import io.djambi.bot.store.SqliteWhisperStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import io.djambi.render.BoardRenderer;
import io.djambi.render.GifRenderer;
import io.djambi.render.Theme;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts the bot: {@code --config <file>} connects to Discord, {@code --console} plays in the terminal,
 * {@code backup --config <file> <copy>} copies the live database. A bad command line, config or database is one line
 * on standard error and exit status 2; Discord out of reach or refusing the token, one line and exit status 3.
 */
public final class Main {
    /** Enough for a heated negotiation, too few to flood anyone's DMs. */
    private static final int WHISPERS_A_MINUTE = 20;
    /** AI searches at once; more games with an AI to move wait their turn in the pool's queue. */
    private static final int AI_THREADS = 2;
    private static final String USAGE = "usage: java -jar djambi-bot.jar --config config.yml | --console"
            + " | backup --config config.yml <copy.db>";
    /** How long the commands under way may take to finish at shutdown; Discord closes after, within 10 s in all. */
    private static final Duration DRAIN_WAIT = Duration.ofSeconds(8);
    private static final Duration DISCORD_CLOSE_WAIT = Duration.ofMillis(1500);

    private Main() {}

    public static void main(String[] args) throws Exception {
        System.setProperty("java.awt.headless", "true");
        List<String> list = List.of(args);
        if (list.equals(List.of("--console"))) {
            setLevel("WARN"); // the console is for playing: no lifecycle logs between the moves
            new ConsoleMode(ConsoleMode.layer(Clock.systemUTC(), System.out), Path.of("out"), System.out)
                    .run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
            return;
        }
        if (list.size() == 4 && list.get(0).equals("backup") && list.get(1).equals("--config")) {
            backup(list.get(2), Path.of(list.get(3)));
            return;
        }
        if (list.size() != 2 || !list.get(0).equals("--config")) {
            fail(USAGE);
        }
        Result<BotConfig> loaded = new ConfigLoader(Catalogue.english()).load(Path.of(list.get(1)), System.getenv());
        if (loaded instanceof Result.Rejected<BotConfig> bad) {
            fail(bad.reason());
        }
        BotConfig config = loaded.orThrow();
        setLevel(config.logging().level());
        runDiscord(config);
    }

    private static void runDiscord(BotConfig config) throws InterruptedException {
        Logger log = LoggerFactory.getLogger(Main.class);
        Path databaseFile = Path.of(config.database().path());
        DatabaseLock lock;
        DiscordBot discord;
        boolean quiet = quietJda(config.logging().level()); // a failed login is one line of ours, not JDA's retries
        try {
            lock = DatabaseLock.acquire(databaseFile);
            DatabaseGuard.check(databaseFile); // before anything writes the file, and before Discord
            discord = DiscordBot.login(config.discord());
        } catch (StartupException e) {
            exit(e.fault());
            return;
        }
        boolean fresh = !Files.exists(databaseFile); // if Discord fails after all, the bot leaves no file behind
        Database database;
        SqliteTableStore store;
        try {
            database = Database.open(databaseFile);
            store = SqliteTableStore.open(database, Clock.systemUTC());
        } catch (SQLException | RuntimeException e) {
            log.debug("Opening the database failed", e);
            discord.abandon();
            exit(new StartupFault.DatabaseUnusable(databaseFile, e.getMessage()));
            return;
        }
        log.info("Database {} open", config.database().path());
        ExecutorService workers = Executors.newFixedThreadPool(Math.max(2, Runtime.getRuntime().availableProcessors()),
                Thread.ofPlatform().name("djambi-worker-", 1).factory());
        WhisperStore whispers = new SqliteWhisperStore(database);
        TurnClockStore clocks = new SqliteTurnClockStore(database);
        ResultStore results = new SqliteResultStore(database);
        BoardRenderer boards = new BoardRenderer();
        GameLocks locks = new GameLocks(); // one lock per game, for the commands, the clock commands and the timer
        BoardPosts posts = new BoardPosts(boards, new PressArchiveFile(whispers, Catalogue.english()));
        GameLife tables = new GameLife(store, new StatsBook(results, Clock.systemUTC()), locks, posts);
        ClockCommands clockCommands = new ClockCommands(new ClockControls(store, tables, clocks, Clock.systemUTC(),
                locks), new ReminderSettings(clocks));
        // AI moves on a pool of their own, bounded: a search never holds the gateway, the timer or the commands
        ExecutorService aiPool = Executors.newFixedThreadPool(AI_THREADS,
                Thread.ofPlatform().name("djambi-ai-", 1).factory());
        Timeouts timeouts = new Timeouts(tables, posts, aiPool);
        AtomicReference<Connected> connected = new AtomicReference<>(); // made with the connection, used once ready
        JDA jda;
        try {
            jda = discord.start(connection -> {
                ServerNames servers = guildId -> Optional.ofNullable(connection.getGuildById(guildId))
                        .map(Guild::getName).orElse("a Discord server");
                PressService press = new PressService(store, whispers, new DiscordCourier(connection), servers,
                        new WhisperRateLimit(Clock.systemUTC(), WHISPERS_A_MINUTE, Duration.ofMinutes(1)),
                        Clock.systemUTC(), Catalogue.english());
                connected.set(new Connected(press, new TurnTimer(store, timeouts, posts, clocks,
                        new DiscordTimerOutput(connection, Catalogue.english()), servers, Clock.systemUTC(), locks)));
                RecordCommands records = new RecordCommands(store, new GifRenderer(boards, Theme.standard()), servers,
                        Clock.systemUTC());
                Dispatcher dispatcher = CommandSet.dispatcher(tables, posts, press, records, clockCommands,
                        new StatsCommands(results));
                return List.of(new InteractionListener(dispatcher, press::replyRefusal, workers, Catalogue.english()),
                        new DirectMessageListener(dispatcher, workers, Catalogue.english()));
            });
        } catch (StartupException e) {
            if (fresh) {
                Database.discard(database, databaseFile);
            }
            exit(e.fault());
            return;
        }
        if (quiet) {
            setLevel("net.dv8tion", null); // back to logback.xml's INFO now that Discord is reached
        }
        connected.get().press().retryPending();
        TurnTimer timer = connected.get().timer();
        timer.recover();
        ScheduledExecutorService ticks = Executors.newSingleThreadScheduledExecutor(
                Thread.ofPlatform().name("djambi-turn-timer").factory());
        // Every second: a reminder or a timeout fires within a second or two of when it is due
        ticks.scheduleWithFixedDelay(timer::tick, 1, 1, TimeUnit.SECONDS);
        AiTurns aiTurns = new AiTurns(store, tables, new DiscordTimerOutput(jda, Catalogue.english()), aiPool,
                Clock.systemUTC(), AiTurns.THINKING_DELAY);
        ticks.scheduleWithFixedDelay(aiTurns::tick, 1, 1, TimeUnit.SECONDS);
        log.info("Turn timer and AI players running");
        Shutdown shutdown = new Shutdown(workers, ticks, aiPool, () -> DiscordBot.close(jda, DISCORD_CLOSE_WAIT),
                List.of(database, lock), DRAIN_WAIT);
        Runtime.getRuntime().addShutdownHook(Thread.ofPlatform().name("djambi-shutdown").unstarted(shutdown));
    }

    /** {@code backup --config <file> <copy>}: an online copy of the live database; no token, no lock needed. */
    private static void backup(String configFile, Path copy) {
        Map<String, String> environment = new HashMap<>(System.getenv());
        if (environment.getOrDefault(ConfigLoader.TOKEN_VARIABLE, "").isBlank()) { // the config insists on one
            environment.put(ConfigLoader.TOKEN_VARIABLE, "not-used-by-backup");
        }
        Result<BotConfig> loaded = new ConfigLoader(Catalogue.english()).load(Path.of(configFile), environment);
        if (loaded instanceof Result.Rejected<BotConfig> bad) {
            fail(bad.reason());
        }
        setLevel(org.slf4j.Logger.ROOT_LOGGER_NAME, "WARN"); // the one line it prints says it all
        System.exit(new BackupCommand(Clock.systemUTC(), Catalogue.english()).run(loaded.orThrow(), copy, System.out,
                System.err));
    }

    /** 2: something a person must fix (config, database); 3: Discord out of reach or refusing the token. */
    static int exitCode(StartupFault fault) {
        return switch (fault) {
            case StartupFault.NoNetwork n -> 3;
            case StartupFault.TokenRefused t -> 3;
            case StartupFault.DiscordRefused r -> 3;
            case StartupFault.UnknownServer u -> 2;
            case StartupFault.ForeignDatabase f -> 2;
            case StartupFault.CorruptDatabase c -> 2;
            case StartupFault.NewerSchema n -> 2;
            case StartupFault.DatabaseInUse u -> 2;
            case StartupFault.DatabaseUnusable u -> 2;
        };
    }

    private static void exit(StartupFault fault) {
        System.err.println(fault.line());
        System.exit(exitCode(fault));
    }

    /** Silences JDA until Discord is reached, unless the operator asked for the details (DEBUG or TRACE). */
    private static boolean quietJda(String level) {
        if (Level.toLevel(level, Level.INFO).isGreaterOrEqual(Level.INFO)) {
            setLevel("net.dv8tion", "OFF");
            return true;
        }
        return false;
    }

    /** What is made once the Discord connection exists. */
    private record Connected(PressService press, TurnTimer timer) {}

    private static void setLevel(String level) {
        setLevel(org.slf4j.Logger.ROOT_LOGGER_NAME, level);
    }

    /** A null level makes the logger inherit its parent's again. */
    private static void setLevel(String logger, String level) {
        if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context) {
            context.getLogger(logger).setLevel(level == null ? null : Level.toLevel(level, Level.INFO));
        }
    }

    private static void fail(String message) {
        System.err.println(message);
        System.exit(2);
    }
}

package io.djambi.bot;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import io.djambi.bot.config.BotConfig;
import io.djambi.bot.config.ConfigLoader;
import io.djambi.bot.config.DatabaseConfig;
import io.djambi.bot.config.GamesConfig;
import io.djambi.bot.console.ConsoleMode;
import io.djambi.bot.discord.DiscordBot;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.startup.StartupException;
import io.djambi.bot.startup.StartupFault;
import io.djambi.bot.store.BotDatabase;
import io.djambi.bot.store.DatabaseGuard;
import io.djambi.bot.store.DatabaseLock;
import io.djambi.bot.store.DatabaseTarget;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts the bot: {@code --config <file>} connects to Discord, {@code --console} plays in the terminal,
 * {@code backup --config <file> <copy>} copies the live SQLite database, {@code copy-db --from <url> --to <url>} moves
 * the data to another database, the bot stopped. A bad command line, config or database is one line
 * on standard error and exit status 2; Discord out of reach or refusing the token, one line and exit status 3. A
 * SIGTERM runs the orderly stop ({@link Shutdown}) in a shutdown hook, and the JVM then exits with status 143.
 */
public final class Main {
    /** The operator's words (startup faults, the usage, the tools' one line): English. */
    private static final Catalogue TEXT = Catalogue.english();

    private static final Logger log = LoggerFactory.getLogger(Main.class);

    private Main() {}

    public static void main(String[] args) throws Exception {
        System.setProperty("java.awt.headless", "true");
        List<String> list = List.of(args);
        if (list.equals(List.of("--console"))
                || (list.size() == 3
                        && list.get(0).equals("--console")
                        && list.get(1).equals("--locale"))) {
            setLevel("WARN"); // the console is for playing: no lifecycle logs between the moves
            Locale language = list.size() == 3 ? Locale.forLanguageTag(list.get(2)) : Locale.ENGLISH;
            // UTF-8 both ways, whatever the platform says: System.out writes in the terminal's reported charset, which
            // in a POSIX locale (a container's) is ASCII and echoes "häuptling" as "h?uptling"
            PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
            new ConsoleMode(ConsoleMode.layer(Clock.systemUTC(), out, language), Path.of("out"), out)
                    .run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
            return;
        }
        if (list.size() == 4 && list.get(0).equals("backup") && list.get(1).equals("--config")) {
            backup(list.get(2), Path.of(list.get(3)));
            return;
        }
        if (!list.isEmpty() && list.get(0).equals("copy-db")) {
            copyDb(list.subList(1, list.size()));
            return;
        }
        if (list.size() != 2 || !list.get(0).equals("--config")) {
            fail(TEXT.get("startup.usage"));
        }
        Result<BotConfig> loaded = new ConfigLoader(TEXT).load(Path.of(list.get(1)), System.getenv());
        if (loaded instanceof Result.Rejected<BotConfig> bad) {
            fail(bad.reason());
        }
        BotConfig config = loaded.orThrow();
        setLevel(config.logging().level());
        runDiscord(config);
    }

    /**
     * Takes the database's lock and checks the file before anything writes it, logs in to Discord, opens the
     * database, then serves; any fault on the way is one line and an exit status.
     */
    private static void runDiscord(BotConfig config) throws InterruptedException {
        DatabaseConfig db = config.database();
        DatabaseTarget target = DatabaseTarget.parse(db.effectiveUrl(), db.givenUser(), db.givenPassword())
                .orElseThrow(); // the config loader has checked the URL
        boolean quiet = quietJda(config.logging().level()); // a failed login is one line of ours, not JDA's retries
        // First: a metrics port in use is refused before anything else is done
        Result<Ops> started = Ops.start(config.metrics(), TEXT);
        if (started instanceof Result.Rejected<Ops> bad) {
            fail(bad.reason());
        }
        Ops ops = started.orThrow();
        try {
            List<AutoCloseable> held = new ArrayList<>();
            Optional<Path> newFile = Optional.empty();
            if (target instanceof DatabaseTarget.SqliteFile sqlite) {
                // One bot per file; a PostgreSQL server is shared by design
                held.add(DatabaseLock.acquire(sqlite.file()));
                DatabaseGuard.check(sqlite.file()); // before anything writes the file, and before Discord
                // If Discord fails after all, the bot leaves no file behind
                newFile = Optional.of(sqlite.file()).filter(f -> !Files.exists(f));
            }
            DiscordBot discord = DiscordBot.login(config.discord(), TEXT);
            BotDatabase database = openOrAbandon(target, discord, ops.meters());
            try {
                serve(discord, database, config.games(), held, quiet, ops);
            } catch (StartupException e) {
                newFile.ifPresent(database::discard);
                throw e;
            }
        } catch (StartupException e) {
            exit(e.fault());
        }
    }

    private static BotDatabase openOrAbandon(DatabaseTarget target, DiscordBot discord, Meters meters)
            throws StartupException {
        try {
            BotDatabase database = BotDatabase.open(target, Clock.systemUTC(), meters, discord.shards());
            log.info("Database {} open", target.shown());
            return database;
        } catch (StartupException e) {
            discord.abandon();
            throw e;
        }
    }

    /** Builds the bot over Discord and the database, starts its work, and stops it all in order at shutdown. */
    private static void serve(
            DiscordBot discord,
            BotDatabase database,
            GamesConfig games,
            List<AutoCloseable> held,
            boolean quiet,
            Ops ops)
            throws StartupException, InterruptedException {
        BotProcess process = BotProcess.start(discord, database, Clock.systemUTC(), ops.meters(), TEXT, games);
        if (quiet) {
            setLevel("net.dv8tion", null); // back to logback.xml's INFO now that Discord is reached
        }
        ops.ready(
                database.tables()::liveCount,
                discord::gatewayPingMillis,
                List.of(discord.connected(), database.database().answering()));
        List<AutoCloseable> closedLast =
                Stream.concat(Stream.of((AutoCloseable) ops), held.stream()).toList();
        Runtime.getRuntime()
                .addShutdownHook(Thread.ofPlatform().name("djambi-shutdown").unstarted(process.shutdown(closedLast)));
    }

    /** {@code backup --config <file> <copy>}: an online copy of the live database; no token, no lock needed. */
    private static void backup(String configFile, Path copy) {
        Map<String, String> environment = new HashMap<>(System.getenv());
        if (environment.getOrDefault(ConfigLoader.TOKEN_VARIABLE, "").isBlank()) { // the config insists on one
            environment.put(ConfigLoader.TOKEN_VARIABLE, "not-used-by-backup");
        }
        Result<BotConfig> loaded = new ConfigLoader(TEXT).load(Path.of(configFile), environment);
        if (loaded instanceof Result.Rejected<BotConfig> bad) {
            fail(bad.reason());
        }
        setLevel(org.slf4j.Logger.ROOT_LOGGER_NAME, "WARN"); // the one line it prints says it all
        System.exit(new BackupCommand(Clock.systemUTC(), TEXT).run(loaded.orThrow(), copy, System.out, System.err));
    }

    /** {@code copy-db --from <url> --to <url>}: moves the bot's data to another database, the bot stopped. */
    private static void copyDb(List<String> args) {
        setLevel(org.slf4j.Logger.ROOT_LOGGER_NAME, "WARN"); // the one line it prints says it all
        System.exit(new CopyDbCommand(Clock.systemUTC(), TEXT, System.getenv()).run(args, System.out, System.err));
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
        System.err.println(fault.line(TEXT));
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

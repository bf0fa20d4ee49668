package io.djambi.bot;

import io.djambi.bot.ai.AiTurns;
import io.djambi.bot.config.GamesConfig;
import io.djambi.bot.discord.CommandLayer;
import io.djambi.bot.discord.DiscordBot;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.Table;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.startup.StartupException;
import io.djambi.bot.store.BotDatabase;
import io.djambi.bot.store.OutboxListener;
import io.djambi.bot.store.StoreException;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import io.djambi.render.BoardRenderer;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One bot at work over Discord and its database: the command workers, the turn timer, the AI players and the
 * outbox's relay, all started once Discord is reached. {@code Main} runs one; a test runs two over one database, as
 * two processes with their own shards would.
 */
public final class BotProcess {
    private static final Logger log = LoggerFactory.getLogger(BotProcess.class);
    /** AI searches at once; more games with an AI to move wait their turn in the pool's queue. */
    private static final int AI_THREADS = 2;
    /**
     * Boards the outbox's relay draws at once, each for another channel: a board is CPU work (10-15 ms), so more
     * threads than cores would not draw faster, and each holds a full-size picture while it draws.
     */
    private static final int DRAWING_THREADS =
            Math.min(4, Math.max(2, Runtime.getRuntime().availableProcessors()));
    /**
     * How long the commands under way and the outbox's waiting posts may take at shutdown; Discord closes after,
     * within 10 s in all.
     */
    private static final Duration DRAIN_WAIT = Duration.ofSeconds(8);
    /** A game nobody has touched for this long is let go from memory (and read again when next needed). */
    private static final Duration IDLE_GAME = Duration.ofMinutes(30);
    /** How often the threads of games finished a day ago are looked for, to be archived. */
    private static final Duration THREAD_SWEEP = Duration.ofMinutes(5);
    /** How often the reviews a fault cut short (the database away a moment) are picked up again. */
    private static final Duration REVIEWS_AGAIN = Duration.ofMinutes(5);
    /**
     * How often the whisper deliveries left pending by a process that stopped or died are looked for: with their
     * two-minute hold, one is sent within three minutes of its process's end, by whichever process claims it.
     */
    private static final Duration WHISPERS_AGAIN = Duration.ofMinutes(1);

    private static final Duration DISCORD_CLOSE_WAIT = Duration.ofMillis(1500);
    /**
     * How long the relay's round may take to end once interrupted at the deadline (it puts its post off): with
     * Discord's close, the stop stays within 10 s.
     */
    private static final Duration RELAY_CUT_WAIT = Duration.ofMillis(500);

    private final DiscordBot discord;
    private final BotDatabase database;
    private final Wiring.Bot bot;
    private final ExecutorService workers;
    private final ExecutorService aiPool;
    private final ScheduledExecutorService ticks;
    private final ExecutorService outbox;
    private final ExecutorService drawing;
    private final Optional<OutboxListener> listener;

    private BotProcess(DiscordBot discord, BotDatabase database, Wiring.Bot bot, Pools pools) {
        this.discord = discord;
        this.database = database;
        this.bot = bot;
        this.workers = pools.workers();
        this.aiPool = pools.aiPool();
        this.ticks = pools.ticks();
        this.outbox = pools.outbox();
        this.drawing = pools.drawing();
        this.listener = database.outboxListener();
    }

    private record Pools(
            ExecutorService workers,
            ExecutorService aiPool,
            ScheduledExecutorService ticks,
            ExecutorService outbox,
            ExecutorService drawing) {
        static Pools create() {
            return new Pools(
                    Executors.newFixedThreadPool(
                            Math.max(2, Runtime.getRuntime().availableProcessors()),
                            Thread.ofPlatform().name("djambi-worker-", 1).factory()),
                    // AI moves on a pool of their own, bounded: a search never holds the gateway, timer or commands
                    Executors.newFixedThreadPool(
                            AI_THREADS,
                            Thread.ofPlatform().name("djambi-ai-", 1).factory()),
                    Executors.newSingleThreadScheduledExecutor(
                            Thread.ofPlatform().name("djambi-turn-timer").factory()),
                    Executors.newFixedThreadPool(
                            2, Thread.ofPlatform().name("djambi-outbox-", 1).factory()),
                    Executors.newFixedThreadPool(
                            DRAWING_THREADS,
                            Thread.ofPlatform().name("djambi-drawing-", 1).factory()));
        }
    }

    /**
     * Builds the bot over Discord (logged in, not yet listening) and the database, and starts its work.
     *
     * @param clock the bot's time: the system's, or a test's that it moves on
     * @param meters told of commands, moves, drawings and the database's times
     */
    public static BotProcess start(DiscordBot discord, BotDatabase database, Clock clock, Meters meters, Catalogue text)
            throws InterruptedException, StartupException {
        return start(discord, database, clock, meters, text, stores -> DiscordBot.GameHomes.NONE);
    }

    /** @param games whether games get threads of their own, and a forum's tags for them */
    public static BotProcess start(
            DiscordBot discord, BotDatabase database, Clock clock, Meters meters, Catalogue text, GamesConfig games)
            throws InterruptedException, StartupException {
        return start(discord, database, clock, meters, text, stores -> homes(games, stores));
    }

    /** Where the games of a server play: the config's choice, the tables' threads. */
    private static DiscordBot.GameHomes homes(GamesConfig games, Wiring.Stores stores) {
        return new DiscordBot.GameHomes(
                games,
                stores.serverChoices()::threads,
                thread -> stores.tables().find(thread).filter(Table::inThread).map(Table::cardChannelId));
    }

    private static BotProcess start(
            DiscordBot discord,
            BotDatabase database,
            Clock clock,
            Meters meters,
            Catalogue text,
            Function<Wiring.Stores, DiscordBot.GameHomes> homes)
            throws InterruptedException, StartupException {
        Wiring.Stores stores = stores(database);
        Pools pools = Pools.create();
        Wiring.Conditions conditions = new Wiring.Conditions(
                clock,
                pools.aiPool(),
                AiTurns.THINKING_DELAY,
                MoveChooser.engine(),
                text,
                new BoardRenderer(),
                meters,
                pools.drawing());
        AtomicReference<Wiring.Bot> built = new AtomicReference<>(); // made with the connection, used once ready
        discord.start(
                outputs -> {
                    // Discord's answers about a game's thread are dealt with on the workers, off JDA's threads
                    Wiring.Bot bot = Wiring.build(stores, outputs, conditions, pools.workers());
                    built.set(bot);
                    return new CommandLayer(
                            bot.dispatcher(),
                            bot.press()::replyRefusal,
                            bot.press()::draftRefusal,
                            meters,
                            bot.channels(),
                            database.owedAnswers(),
                            clock);
                },
                pools.workers(),
                homes.apply(stores));
        BotProcess process = new BotProcess(discord, database, built.get(), pools);
        process.run();
        return process;
    }

    /** Every store of the bot over {@code database}: the outbox and the locks across processes its own. */
    public static Wiring.Stores stores(BotDatabase database) {
        return new Wiring.Stores(
                database.tables(),
                database.whispers(),
                database.clocks(),
                database.results(),
                database.firstMoves(),
                database.languages(),
                database.names(),
                database.outbox(),
                database.processLock(),
                database.lostChannels(),
                database.serverChoices(),
                database.finishedThreads(),
                database.followers(),
                java.util.Optional.of(database.reviews()));
    }

    private void run() {
        discord.tellInterrupted();
        bot.press().retryPending();
        bot.timer().recover();
        bot.reviews().resume();
        // Every second: a reminder or a timeout fires within a second or two of when it is due. Not while Discord's
        // gateway has cut a shard off: the players cannot move or answer then, and a shard whose session was ended
        // has forgotten its servers; what fell due meanwhile is done at the first tick after
        BooleanSupplier connected = discord.connected().passes();
        ticks.scheduleWithFixedDelay(
                () -> {
                    if (connected.getAsBoolean()) {
                        bot.timer().tick();
                    }
                },
                1,
                1,
                TimeUnit.SECONDS);
        ticks.scheduleWithFixedDelay(bot.aiTurns()::tick, 1, 1, TimeUnit.SECONDS);
        // Memory holds the games being played: one not touched for a while is read again when next needed
        ticks.scheduleWithFixedDelay(() -> database.tables().dropIdle(IDLE_GAME), 1, 1, TimeUnit.MINUTES);
        // A finished game's thread is archived a day after its end: looked for every few minutes, while connected
        ticks.scheduleWithFixedDelay(
                () -> {
                    if (connected.getAsBoolean()) {
                        bot.threads().sweep();
                    }
                },
                THREAD_SWEEP.toMinutes(),
                THREAD_SWEEP.toMinutes(),
                TimeUnit.MINUTES);
        ticks.scheduleWithFixedDelay(
                () -> {
                    try {
                        bot.reviews().resume();
                    } catch (RuntimeException e) {
                        // The database away: the next round tries again (a task that throws is not run again)
                        log.warn("Reviews not picked up again now: {}", e.toString());
                    }
                },
                REVIEWS_AGAIN.toMinutes(),
                REVIEWS_AGAIN.toMinutes(),
                TimeUnit.MINUTES);
        ticks.scheduleWithFixedDelay(
                // Claims on this thread and sends without waiting for Discord; never throws (the database away: it
                // says so, and the next round tries again)
                () -> bot.press().retryPending(),
                WHISPERS_AGAIN.toMinutes(),
                WHISPERS_AGAIN.toMinutes(),
                TimeUnit.MINUTES);
        outbox.submit(bot.outbox());
        listener.ifPresent(outbox::submit);
        log.info("Turn timer, AI players, thread sweep, reviews, pending whispers and outbox running");
    }

    public Wiring.Bot bot() {
        return bot;
    }

    /**
     * The orderly stop, for the shutdown hook: what {@link Shutdown} stops in its order, the outbox's relay once the
     * commands under way have added their posts, Discord after it, then the database and {@code held}.
     */
    public Runnable shutdown(List<AutoCloseable> held) {
        Shutdown.Edge edge = new Shutdown.Edge() {
            @Override
            public void stopTaking() {
                discord.stopTaking();
            }

            @Override
            public boolean awaitAnswered(Duration patience) throws InterruptedException {
                return discord.awaitAnswered(patience);
            }

            @Override
            public void close() {
                discord.close(DISCORD_CLOSE_WAIT);
            }
        };
        Shutdown.Relay relay = new Shutdown.Relay() {
            @Override
            public boolean stop(Duration patience) throws InterruptedException {
                return stopRelay(patience);
            }

            @Override
            public boolean finish(Duration patience) {
                try {
                    return bot.outbox().finish(patience);
                } finally {
                    drawing.shutdown(); // after the stop's own posts, which it draws
                }
            }
        };
        return new Shutdown(
                edge,
                workers,
                ticks,
                aiPool,
                relay,
                Stream.concat(Stream.of(database), held.stream()).toList(),
                DRAIN_WAIT);
    }

    /**
     * Ends the relay's thread: the post it is making is let finish for at most {@code patience}; after that its round
     * is interrupted, which puts the post off (made again, with its nonce, after the restart).
     */
    private boolean stopRelay(Duration patience) throws InterruptedException {
        bot.outbox().stop();
        listener.ifPresent(OutboxListener::close);
        outbox.shutdown();
        if (outbox.awaitTermination(patience.toNanos(), TimeUnit.NANOSECONDS)) {
            return true;
        }
        outbox.shutdownNow();
        return outbox.awaitTermination(RELAY_CUT_WAIT.toNanos(), TimeUnit.NANOSECONDS);
    }

    /**
     * Stops at once, as near a {@code kill -9} as one JVM can come: Discord's connections are cut, every thread is
     * interrupted, nothing is finished or answered, and the database is closed under them. What was committed stays;
     * what was not is lost, as in a crash.
     */
    public void halt() {
        discord.abandon();
        stopOutbox();
        Stream.of(workers, aiPool, ticks, drawing).forEach(ExecutorService::shutdownNow);
        try {
            database.close();
        } catch (StoreException e) {
            log.debug("Closing the database after a halt", e);
        }
    }

    private void stopOutbox() {
        listener.ifPresent(OutboxListener::close);
        outbox.shutdownNow();
    }
}

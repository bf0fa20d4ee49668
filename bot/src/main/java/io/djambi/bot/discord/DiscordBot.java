package io.djambi.bot.discord;

import io.djambi.bot.config.DiscordConfig;
import io.djambi.bot.config.GamesConfig;
import io.djambi.bot.game.GameThreads;
import io.djambi.bot.game.ServerNames;
import io.djambi.bot.game.Shards;
import io.djambi.bot.game.ThreadArchive;
import io.djambi.bot.ops.Check;
import io.djambi.bot.startup.StartupException;
import io.djambi.bot.startup.StartupFault;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.stream.IntStream;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Activity;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.exceptions.ContextException;
import net.dv8tion.jda.api.exceptions.InvalidTokenException;
import net.dv8tion.jda.api.requests.CloseCode;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.SessionController;
import net.dv8tion.jda.api.utils.cache.CacheFlag;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Connects to Discord and registers the commands. Slash commands, buttons and menus reach a bot without any gateway
 * intent, so it asks only for direct messages (the players' negotiation: a DM's text reaches the bot without the
 * privileged message-content intent), and no privileged intent.
 *
 * <p>The connection is JDA's shard manager: this process runs the shards the config names ({@code discord.shards}),
 * or all that Discord recommends. Direct messages, and the interactions started from them, reach only the process
 * running shard 0; a process sees, and posts in, only the servers of its own shards.
 *
 * <p>Two steps, so that a bot that cannot reach Discord stops before it creates or migrates its database:
 * {@link #login} checks the token over REST, then {@link #start} adds the listeners, opens the gateway and waits for
 * every shard to be ready. Each wait is bounded; every failure is a {@link StartupFault}, with the details at DEBUG.
 */
public final class DiscordBot {
    private static final Logger log = LoggerFactory.getLogger(DiscordBot.class);
    /** JDA's own HTTP timeouts, each retried, could add up to a minute: an operator wants the answer sooner. */
    static final Duration LOGIN_WAIT = Duration.ofSeconds(10);
    /** JDA retries an unreachable gateway for ever; READY normally comes within two seconds. */
    static final Duration READY_WAIT = Duration.ofSeconds(15);
    /** The gateway threads every shard shares: heartbeats and the sending queue, light work. */
    private static final int GATEWAY_THREADS = 2;

    private final ShardManager manager;
    private final Shards shards;
    private final DiscordConfig config;
    private final GatedSessionController gate;
    private final Readiness readiness;
    private final LateListeners listeners;
    private final Catalogue text;
    /** The channels' latest boards and lobbies, kept by the outbox's posts, read by the answers and reminders. */
    private final ChannelPosts channels;
    /** The interactions and direct messages taken and not yet answered, for the stop. */
    private final Underway underway = new Underway();
    /**
     * The shards' gateway threads, the bot's own: shut only once every shard has stopped, because a shard's sending
     * thread schedules itself on them until its very end (JDA's own pool, shut with the manager, refused it, and JDA
     * logged that refusal as an error with its stack trace).
     */
    private final ScheduledExecutorService gatewayPool;
    /**
     * The interactions acknowledged and not yet answered, noted for a start after a kill; made by {@link #start} over
     * the command layer's store.
     */
    private volatile Acknowledgements acknowledgements;

    /** @param shards the shards {@code manager} runs */
    DiscordBot(
            ShardManager manager,
            Shards shards,
            DiscordConfig config,
            GatedSessionController gate,
            Readiness readiness,
            LateListeners listeners,
            Catalogue text,
            ScheduledExecutorService gatewayPool) {
        this.manager = manager;
        this.shards = shards;
        this.config = config;
        this.gate = gate;
        this.readiness = readiness;
        this.listeners = listeners;
        this.text = text;
        this.gatewayPool = gatewayPool;
        this.channels = new ChannelPosts(
                id -> Optional.ofNullable(manager.getChannelById(GuildMessageChannel.class, id)), text);
    }

    /**
     * Logs in over REST (Discord checks the token, and tells the shard count when it is {@code auto}) without
     * opening the gateway yet, so no event can arrive before the listeners exist.
     *
     * @param text the words Discord shows (the bot's activity, the commands' descriptions) and of the faults
     */
    public static DiscordBot login(DiscordConfig config, Catalogue text) throws StartupException, InterruptedException {
        GatedSessionController gate =
                new GatedSessionController(config.gateway().orElse(null));
        Readiness readiness = new Readiness();
        LateListeners listeners = new LateListeners();
        ScheduledExecutorService gatewayPool = Executors.newScheduledThreadPool(
                GATEWAY_THREADS,
                Thread.ofPlatform().daemon(true).name("djambi-gateway-", 0).factory());
        DefaultShardManagerBuilder builder = DefaultShardManagerBuilder.createLight(config.token(), intents())
                // A light client forgets forum tags, which a game's post wears for its stage
                .enableCache(CacheFlag.FORUM_TAGS)
                .setActivity(Activity.playing(text.get("presence.activity")))
                .setSessionController(gate)
                // The bot's own shutdown closes Discord after the commands under way are answered, not before
                .setEnableShutdownHook(false)
                .setGatewayPool(gatewayPool, false)
                .addEventListeners(readiness, listeners);
        Optional<Shards> fixed = config.fixedShards();
        fixed.ifPresentOrElse(
                range -> builder.setShardsTotal(range.total()).setShards(range.first(), range.last()),
                () -> builder.setShardsTotal(-1)); // as many as Discord recommends
        config.restBase().ifPresent(url -> builder.setRestConfig(new RestConfig().setBaseUrl(url)));
        CompletableFuture<ShardManager> built = new CompletableFuture<>();
        Thread.ofPlatform().daemon(true).name("djambi-login").start(() -> {
            try {
                built.complete(builder.build());
            } catch (RuntimeException | Error e) {
                built.completeExceptionally(e);
            }
        });
        try {
            ShardManager manager = built.get(LOGIN_WAIT.toMillis(), TimeUnit.MILLISECONDS);
            Shards running = fixed.orElseGet(() -> Shards.all(manager.getShardsTotal()));
            return new DiscordBot(manager, running, config, gate, readiness, listeners, text, gatewayPool);
        } catch (TimeoutException e) {
            built.thenAccept(manager -> {
                shutdownNow(manager); // should it get through after all
                gatewayPool.shutdownNow();
            });
            throw new StartupException(
                    new StartupFault.NoNetwork(text.get("startup.reason.no-answer", LOGIN_WAIT.toSeconds())), e);
        } catch (ExecutionException e) {
            gatewayPool.shutdownNow();
            throw fault(e.getCause());
        }
    }

    /**
     * Where the games of a server play, as the Discord side needs to know it.
     *
     * @param games the config's choice of threads and forum tags
     * @param serverChoice a server's own choice of games in threads, if it made one
     * @param openedFrom the channel a game's thread was opened from, by the thread's id (none for other channels)
     */
    public record GameHomes(
            GamesConfig games,
            Function<String, Optional<Boolean>> serverChoice,
            Function<String, Optional<String>> openedFrom) {
        /** Every game in its channel, as before games had threads. */
        public static final GameHomes NONE =
                new GameHomes(new GamesConfig(false, null), guildId -> Optional.empty(), thread -> Optional.empty());

        /** Whether a new game in the server gets a thread: its own choice, else the config's. */
        boolean threadsWanted(String guildId) {
            return serverChoice.apply(guildId).orElse(games.threadsByDefault());
        }
    }

    /** The shards this process runs: the configured range, or (auto) every shard of the count Discord gave. */
    public Shards shards() {
        return shards;
    }

    /**
     * Makes the bot's outputs over this connection (whispers by DM, posts, server names), lets {@code wiring} build
     * the command layer over them, listens for interactions and DMs with it (commands run on {@code workers}), reads
     * the interactions a killed process left unanswered on these shards (told by {@link #tellInterrupted}), opens
     * the gateway, waits for every shard to be ready and registers the commands. On failure the connection is
     * closed.
     */
    public void start(Function<Wiring.Outputs, CommandLayer> wiring, Executor workers)
            throws StartupException, InterruptedException {
        start(wiring, workers, GameHomes.NONE);
    }

    /** The same, with games in threads where {@code homes} says. */
    public void start(Function<Wiring.Outputs, CommandLayer> wiring, Executor workers, GameHomes homes)
            throws StartupException, InterruptedException {
        ServerNames servers = new DiscordNames(manager, text);
        ForumTags tags = new ForumTags(homes.games());
        CommandLayer commands = wiring.apply(new Wiring.Outputs(
                new DiscordCourier(manager, text),
                new DiscordTimerOutput(manager, text, channels),
                new DiscordChannelPoster(
                        manager, new Messages(text), channels, new GameThreadsSeen(manager, homes.openedFrom()), tags),
                servers,
                // Without homes (tests of other things), every game plays in its channel without a word about it
                homes == GameHomes.NONE
                        ? GameThreads.NONE
                        : new DiscordThreads(manager, new Messages(text), tags, homes::threadsWanted),
                homes == GameHomes.NONE ? ThreadArchive.NONE : new DiscordThreadArchive(manager)));
        Acknowledgements acknowledged = new Acknowledgements(
                commands.owedAnswers(), commands.clock(), text, new Messages(text), workers, underway);
        this.acknowledgements = acknowledged;
        listeners.attach(
                new InteractionListener(commands, workers, text, channels, underway, tags, acknowledged),
                new DirectMessageListener(commands.dispatcher(), workers, text, underway),
                new ThreadDeletions(commands.deletedThreads(), workers));
        // Before the gateway opens: every interaction owed now was left by a process before this one
        acknowledged.takeStock();
        readiness.expect(count(shards));
        gate.open();
        Duration wait = readyWait(shards);
        try {
            OptionalInt closed = readiness.outcome().get(wait.toMillis(), TimeUnit.MILLISECONDS);
            if (closed.isPresent()) {
                throw new StartupException(refusal(closed.getAsInt(), text));
            }
            manager.removeEventListener(readiness);
            log.info(
                    "Logged in to Discord as {}, shards {}-{} of {}",
                    manager.getShardById(shards.first()).getSelfUser().getName(),
                    shards.first(),
                    shards.last(),
                    shards.total());
            CommandRegistration.register(manager, shards, config, text);
        } catch (TimeoutException e) {
            abandon();
            throw new StartupException(
                    new StartupFault.NoNetwork(text.get("startup.reason.no-gateway", wait.toSeconds())), e);
        } catch (ExecutionException e) { // the future is only ever completed normally
            abandon();
            throw fault(e.getCause());
        } catch (StartupException e) {
            abandon();
            throw e;
        } catch (RuntimeException e) {
            abandon();
            throw fault(e);
        }
    }

    /**
     * How long every shard may take to be ready: Discord lets a bot identify one shard (per bucket) every five
     * seconds, so each shard after the first adds that much.
     */
    static Duration readyWait(Shards shards) {
        return READY_WAIT.plusSeconds((long) SessionController.IDENTIFY_DELAY * (count(shards) - 1));
    }

    private static int count(Shards shards) {
        return shards.last() - shards.first() + 1;
    }

    private static StartupFault refusal(int closeCode, Catalogue text) {
        CloseCode code = CloseCode.from(closeCode);
        if (code == CloseCode.AUTHENTICATION_FAILED) {
            return new StartupFault.TokenRefused();
        }
        return new StartupFault.DiscordRefused(
                code == null ? text.get("startup.reason.close-code", closeCode) : code.getMeaning());
    }

    /**
     * Once connected ({@link #start} has returned), with the bot's other recoveries: tells each player whose command
     * a process killed before its answer (its interaction noted, never forgotten) that a restart cut it short, while
     * Discord's token for it still works; without waiting for Discord's answers. Once only.
     */
    public void tellInterrupted() {
        Acknowledgements started = acknowledgements;
        if (started == null) {
            throw new IllegalStateException("tellInterrupted before start");
        }
        started.tellLeft(manager::getShardById);
    }

    /** The gateway's heartbeat round trip in milliseconds, averaged over this process's shards; -1 before any. */
    public long gatewayPingMillis() {
        return Math.round(manager.getAverageGatewayPing());
    }

    /** {@code /health}'s question: is every shard of this process logged in to Discord (none reconnecting)? */
    public Check connected() {
        return new Check("discord", () -> IntStream.rangeClosed(shards.first(), shards.last())
                .mapToObj(manager::getShardById)
                .allMatch(shard -> shard != null && shard.getStatus() == JDA.Status.CONNECTED));
    }

    /**
     * The stop's first step: from now on an interaction or a direct message is only told, privately, that the bot is
     * restarting; those taken before go on.
     */
    public void stopTaking() {
        underway.stop();
    }

    /**
     * Waits until the interactions and direct messages taken before {@link #stopTaking} have been run and their
     * answers taken by Discord, at most {@code patience}; whether they all were.
     */
    public boolean awaitAnswered(Duration patience) throws InterruptedException {
        return underway.awaitNone(patience);
    }

    /** Gives up a login whose bot will not start after all (its database was refused, say). */
    public void abandon() {
        shutdownNow(manager);
        gatewayPool.shutdownNow();
    }

    private static void shutdownNow(ShardManager manager) {
        manager.getShards().forEach(JDA::shutdownNow);
        manager.shutdown(); // its worker, and any shard it was still building
    }

    /**
     * Closes every shard once the best-effort requests under way (a look back after a post, the edits it leads to)
     * have had their answers: its gateway first, then its REST client once the requests already queued have gone out,
     * all within {@code wait}; whatever is left then is dropped.
     */
    public void close(Duration wait) {
        Instant deadline = Instant.now().plus(wait);
        try {
            // The look at a channel's latest messages after a post, and the edits it leads to, are let finish first:
            // one queued while the client shuts down is refused, at times with an error logged by JDA itself
            if (!channels.awaitErrands(wait)) {
                log.debug("Best-effort requests to Discord still under way after {} s", wait.toSeconds());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<JDA> running = manager.getShards();
        running.forEach(JDA::shutdown);
        manager.shutdown();
        try {
            for (JDA shard : running) {
                Duration left = Duration.between(Instant.now(), deadline);
                if (!shard.awaitShutdown(left.isNegative() ? Duration.ZERO : left)) {
                    log.warn("Discord requests still queued after {} s were dropped", wait.toSeconds());
                    running.forEach(JDA::shutdownNow);
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            running.forEach(JDA::shutdownNow);
        } finally {
            gatewayPool.shutdown(); // every shard has stopped, or was stopped now
        }
    }

    /** One line for the operator; the exception itself only at DEBUG. */
    static StartupException fault(Throwable failure) {
        log.debug("Discord login failed", failure);
        if (failure instanceof InvalidTokenException) {
            return new StartupException(new StartupFault.TokenRefused(), failure);
        }
        if (failure instanceof CommandRegistration.UnknownServerException unknown) {
            return new StartupException(new StartupFault.UnknownServer(unknown.getMessage()), failure);
        }
        // JDA chains the call site as a ContextException under the real cause: the network's own words come first
        Throwable reason = failure;
        for (Throwable t = failure; t != null && !(t instanceof ContextException); t = t.getCause()) {
            reason = t;
            if (t instanceof IOException) {
                break;
            }
        }
        return new StartupException(
                new StartupFault.NoNetwork(reason.getClass().getSimpleName()
                        + (reason.getMessage() == null ? "" : ": " + reason.getMessage())),
                failure);
    }

    /**
     * Direct messages only. JDA always adds the non-privileged GUILDS intent itself, which tells the bot the servers
     * it is in (needed to register commands on one).
     */
    static EnumSet<GatewayIntent> intents() {
        return EnumSet.of(GatewayIntent.DIRECT_MESSAGES);
    }
}

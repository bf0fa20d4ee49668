package io.djambi.bot.discord;

import io.djambi.bot.config.DiscordConfig;
import io.djambi.bot.game.ServerNames;
import io.djambi.bot.ops.Check;
import io.djambi.bot.startup.StartupException;
import io.djambi.bot.startup.StartupFault;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.entities.Activity;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.events.session.ShutdownEvent;
import net.dv8tion.jda.api.exceptions.ContextException;
import net.dv8tion.jda.api.exceptions.InvalidTokenException;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.requests.CloseCode;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.utils.ConcurrentSessionController;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Connects to Discord and registers the commands. Slash commands, buttons and menus reach a bot without any gateway
 * intent, so it asks only for direct messages (the players' negotiation: a DM's text reaches the bot without the
 * privileged message-content intent), and no privileged intent.
 *
 * <p>Two steps, so that a bot that cannot reach Discord stops before it creates or migrates its database:
 * {@link #login} checks the token over REST, then {@link #start} adds the listeners, opens the gateway and waits for
 * it to be ready. Each wait is bounded; every failure is a {@link StartupFault}, with the details at DEBUG.
 */
public final class DiscordBot {
    private static final Logger log = LoggerFactory.getLogger(DiscordBot.class);
    /** JDA's own HTTP timeouts, each retried, could add up to a minute: an operator wants the answer sooner. */
    static final Duration LOGIN_WAIT = Duration.ofSeconds(10);
    /** JDA retries an unreachable gateway for ever; READY normally comes within two seconds. */
    static final Duration READY_WAIT = Duration.ofSeconds(15);

    private final JDA jda;
    private final DiscordConfig config;
    private final GatedSessionController gate;
    private final Readiness readiness;
    private final Catalogue text;
    /** The channels' latest boards and lobbies, shared by the commands' answers and the timer's posts. */
    private final ChannelPosts channels;

    private DiscordBot(
            JDA jda, DiscordConfig config, GatedSessionController gate, Readiness readiness, Catalogue text) {
        this.jda = jda;
        this.config = config;
        this.gate = gate;
        this.readiness = readiness;
        this.text = text;
        this.channels = new ChannelPosts(id -> Optional.ofNullable(jda.getChannelById(GuildMessageChannel.class, id)));
    }

    /**
     * Logs in over REST (Discord checks the token) without opening the gateway yet, so no event can arrive before the
     * listeners exist.
     *
     * @param text the words Discord shows (the bot's activity, the commands' descriptions) and of the faults
     */
    public static DiscordBot login(DiscordConfig config, Catalogue text) throws StartupException, InterruptedException {
        GatedSessionController gate =
                new GatedSessionController(config.gateway().orElse(null));
        Readiness readiness = new Readiness();
        JDABuilder builder = JDABuilder.createLight(config.token(), intents())
                .setActivity(Activity.playing(text.get("presence.activity")))
                .setSessionController(gate)
                // The bot's own shutdown closes Discord after the commands under way are answered, not before
                .setEnableShutdownHook(false)
                .addEventListeners(readiness);
        config.restBase().ifPresent(url -> builder.setRestConfig(new RestConfig().setBaseUrl(url)));
        CompletableFuture<JDA> built = new CompletableFuture<>();
        Thread.ofPlatform().daemon(true).name("djambi-login").start(() -> {
            try {
                built.complete(builder.build());
            } catch (RuntimeException | Error e) {
                built.completeExceptionally(e);
            }
        });
        try {
            return new DiscordBot(
                    built.get(LOGIN_WAIT.toMillis(), TimeUnit.MILLISECONDS), config, gate, readiness, text);
        } catch (TimeoutException e) {
            built.thenAccept(JDA::shutdownNow); // should it get through after all
            throw new StartupException(
                    new StartupFault.NoNetwork(text.get("startup.reason.no-answer", LOGIN_WAIT.toSeconds())), e);
        } catch (ExecutionException e) {
            throw fault(e.getCause());
        }
    }

    /**
     * Makes the bot's outputs over this connection (whispers by DM, posts, server names), lets {@code wiring} build
     * the command layer over them, listens for interactions and DMs with it (commands run on {@code workers}), opens
     * the gateway, waits for it to be ready and registers the commands. On failure the connection is closed.
     */
    public void start(Function<Wiring.Outputs, CommandLayer> wiring, Executor workers)
            throws StartupException, InterruptedException {
        ServerNames servers = new DiscordNames(jda, text);
        CommandLayer commands = wiring.apply(new Wiring.Outputs(
                new DiscordCourier(jda, text), new DiscordTimerOutput(jda, text, channels), servers));
        jda.addEventListener(
                new InteractionListener(commands, workers, text, channels),
                new DirectMessageListener(commands.dispatcher(), workers, text));
        gate.open();
        try {
            OptionalInt closed = readiness.outcome.get(READY_WAIT.toMillis(), TimeUnit.MILLISECONDS);
            if (closed.isPresent()) {
                CloseCode code = CloseCode.from(closed.getAsInt());
                throw new StartupException(
                        code == CloseCode.AUTHENTICATION_FAILED
                                ? new StartupFault.TokenRefused()
                                : new StartupFault.DiscordRefused(
                                        code == null
                                                ? text.get("startup.reason.close-code", closed.getAsInt())
                                                : code.getMeaning()));
            }
            jda.removeEventListener(readiness);
            log.info("Logged in to Discord as {}", jda.getSelfUser().getName());
            register(jda, config, text);
        } catch (TimeoutException e) {
            jda.shutdownNow();
            throw new StartupException(
                    new StartupFault.NoNetwork(text.get("startup.reason.no-gateway", READY_WAIT.toSeconds())), e);
        } catch (ExecutionException e) { // the future is only ever completed normally
            jda.shutdownNow();
            throw fault(e.getCause());
        } catch (StartupException e) {
            jda.shutdownNow();
            throw e;
        } catch (RuntimeException e) {
            jda.shutdownNow();
            throw fault(e);
        }
    }

    /** The gateway's last heartbeat round trip in milliseconds, as Discord answered it; -1 before the first. */
    public long gatewayPingMillis() {
        return jda.getGatewayPing();
    }

    /** {@code /health}'s question: is the bot logged in to Discord (not reconnecting)? */
    public Check connected() {
        return new Check("discord", () -> jda.getStatus() == JDA.Status.CONNECTED);
    }

    /** Gives up a login whose bot will not start after all (its database was refused, say). */
    public void abandon() {
        jda.shutdownNow();
    }

    /**
     * Closes the connection: replies already queued still go out, for at most {@code wait}, then whatever is left is
     * dropped.
     */
    public void close(Duration wait) {
        jda.shutdown();
        try {
            if (!jda.awaitShutdown(wait)) {
                log.warn("Discord requests still queued after {} s were dropped", wait.toSeconds());
                jda.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            jda.shutdownNow();
        }
    }

    /** One line for the operator; the exception itself only at DEBUG. */
    static StartupException fault(Throwable failure) {
        log.debug("Discord login failed", failure);
        if (failure instanceof InvalidTokenException) {
            return new StartupException(new StartupFault.TokenRefused(), failure);
        }
        if (failure instanceof UnknownServerException unknown) {
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

    private static void register(JDA jda, DiscordConfig config, Catalogue text) {
        if (config.guild().isEmpty()) {
            jda.updateCommands().addCommands(CommandDefinitions.all(text)).complete();
            log.info("Registered the commands globally (Discord may take up to an hour to show them everywhere)");
            return;
        }
        Guild guild = jda.getGuildById(config.guild().get());
        if (guild == null) {
            throw new UnknownServerException(config.guild().get());
        }
        guild.updateCommands().addCommands(CommandDefinitions.inServers(text)).complete();
        // A command registered on one server cannot be used in DMs, so /whisper is always global
        jda.updateCommands().addCommands(CommandDefinitions.anywhere(text)).complete();
        log.info(
                "Registered /djambi and /move on server {}, and /whisper globally (for DMs with the bot)",
                guild.getName());
    }

    /** The configured server is not one the bot is in. */
    private static final class UnknownServerException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UnknownServerException(String guildId) {
            super(guildId);
        }
    }

    /** Completes with nothing when the gateway is ready, or with the close code if JDA gives up first. */
    private static final class Readiness implements EventListener {
        final CompletableFuture<OptionalInt> outcome = new CompletableFuture<>();

        @Override
        public void onEvent(GenericEvent event) {
            if (event instanceof ReadyEvent) {
                outcome.complete(OptionalInt.empty());
            } else if (event instanceof ShutdownEvent shutdown) {
                outcome.complete(OptionalInt.of(shutdown.getCode()));
            }
        }
    }

    /**
     * Holds the gateway connection until {@link #open()}, then lets every connection through, first and reconnects
     * alike, to one gateway URL if one is configured (a test server, a proxy).
     */
    private static final class GatedSessionController extends ConcurrentSessionController {
        private final String gateway;
        private final List<SessionConnectNode> waiting = new ArrayList<>();
        private boolean open;

        GatedSessionController(String gateway) {
            this.gateway = gateway;
        }

        @Override
        public String getGateway() {
            return gateway == null ? super.getGateway() : gateway;
        }

        @Override
        public synchronized void appendSession(SessionConnectNode node) {
            if (open) {
                super.appendSession(node);
            } else {
                waiting.add(node);
            }
        }

        @Override
        public synchronized void removeSession(SessionConnectNode node) {
            waiting.remove(node);
            super.removeSession(node);
        }

        synchronized void open() {
            open = true;
            waiting.forEach(super::appendSession);
            waiting.clear();
        }
    }
}

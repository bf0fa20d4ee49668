package io.djambi.bot.discord;

import io.djambi.bot.config.DiscordConfig;
import java.util.EnumSet;
import java.util.List;
import java.util.function.Function;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.entities.Activity;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.utils.ConcurrentSessionController;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Connects to Discord and registers the commands. Slash commands, buttons and menus reach a bot without any gateway
 * intent, so it asks only for direct messages (the players' negotiation: a DM's text reaches the bot without the
 * privileged message-content intent), and no privileged intent.
 */
public final class DiscordBot {
    private static final Logger log = LoggerFactory.getLogger(DiscordBot.class);
    private DiscordBot() {}

    /**
     * Logs in. The listeners are made from the connection itself (the whisper courier sends through it) and are in
     * place before Discord can send any interaction, which comes only after the connection is ready.
     */
    public static JDA start(DiscordConfig config, Function<JDA, List<EventListener>> listeners)
            throws InterruptedException {
        JDABuilder builder = JDABuilder.createLight(config.token(), intents())
                .setActivity(Activity.playing("Djambi · /djambi help"));
        config.restBase().ifPresent(url -> builder.setRestConfig(new RestConfig().setBaseUrl(url)));
        config.gateway().ifPresent(url -> builder.setSessionController(new FixedGatewaySessionController(url)));
        JDA jda = builder.build();
        listeners.apply(jda).forEach(jda::addEventListener);
        jda.awaitReady();
        log.info("Logged in to Discord as {}", jda.getSelfUser().getName());
        register(jda, config);
        return jda;
    }

    /**
     * Direct messages only. JDA always adds the non-privileged GUILDS intent itself, which tells the bot the servers
     * it is in (needed to register commands on one).
     */
    static EnumSet<GatewayIntent> intents() {
        return EnumSet.of(GatewayIntent.DIRECT_MESSAGES);
    }

    private static void register(JDA jda, DiscordConfig config) {
        if (config.guild().isEmpty()) {
            jda.updateCommands().addCommands(CommandDefinitions.all()).complete();
            log.info("Registered the commands globally (Discord may take up to an hour to show them everywhere)");
            return;
        }
        Guild guild = jda.getGuildById(config.guild().get());
        if (guild == null) {
            throw new IllegalStateException("discord.guildId " + config.guild().get()
                    + " is not a server the bot has been invited to");
        }
        guild.updateCommands().addCommands(CommandDefinitions.inServers()).complete();
        // A command registered on one server cannot be used in DMs, so /whisper is always global
        jda.updateCommands().addCommands(CommandDefinitions.anywhere()).complete();
        log.info("Registered /djambi and /move on server {}, and /whisper globally (for DMs with the bot)",
                guild.getName());
    }

    /** Sends every connection, first and reconnects alike, to one gateway URL (a test server, a proxy). */
    private static final class FixedGatewaySessionController extends ConcurrentSessionController {
        private final String gateway;

        FixedGatewaySessionController(String gateway) {
            this.gateway = gateway;
        }

        @Override
        public String getGateway() {
            return gateway;
        }
    }
}

package io.djambi.bot.discord;

import io.djambi.bot.config.DiscordConfig;
import io.djambi.bot.game.Shards;
import io.djambi.bot.text.Catalogue;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.sharding.ShardManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Registers the commands once for the whole bot, however many processes share its shards. Discord keeps one set of
 * global commands per application, so only the process running shard 0 writes it (the others would each overwrite
 * it with the same set, a request apiece); the commands of the configured server are written by the process that
 * runs that server's shard, the only one that can see it.
 */
final class CommandRegistration {
    private static final Logger log = LoggerFactory.getLogger(CommandRegistration.class);

    private CommandRegistration() {}

    /** Blocks until Discord has taken the commands; a configured server the bot is not in is refused. */
    static void register(ShardManager manager, Shards shards, DiscordConfig config, Catalogue text) {
        if (config.guild().isEmpty()) {
            if (shards.holdsDirectMessages()) {
                shardZero(manager)
                        .updateCommands()
                        .addCommands(CommandDefinitions.all(text))
                        .complete();
                log.info("Registered the commands globally (Discord may take up to an hour to show them everywhere)");
            } else {
                log.info("Commands not registered here: the process running shard 0 registers them globally");
            }
            return;
        }
        String guildId = config.guild().get();
        if (shards.holds(guildId)) {
            Guild guild = manager.getGuildById(guildId);
            if (guild == null) {
                throw new UnknownServerException(guildId);
            }
            var commands = CommandDefinitions.inServers(text);
            guild.updateCommands().addCommands(commands).complete();
            log.info("Registered {} on server {}", names(commands), guild.getName());
        } else {
            log.info(
                    "Server {} is on shard {}, not here: its process registers {}",
                    guildId,
                    shards.shardOf(guildId),
                    names(CommandDefinitions.inServers(text)));
        }
        if (shards.holdsDirectMessages()) {
            // A command registered on one server cannot be used in DMs, so /whisper is always global
            shardZero(manager)
                    .updateCommands()
                    .addCommands(CommandDefinitions.anywhere(text))
                    .complete();
            log.info("Registered /whisper globally (for DMs with the bot)");
        }
    }

    /** The commands' names for the log: "/djambi, /move, /takeback". */
    private static String names(
            java.util.Collection<? extends net.dv8tion.jda.api.interactions.commands.build.CommandData> commands) {
        return commands.stream().map(c -> "/" + c.getName()).collect(java.util.stream.Collectors.joining(", "));
    }

    private static JDA shardZero(ShardManager manager) {
        JDA shard = manager.getShardById(0);
        if (shard == null) {
            throw new IllegalStateException("shard 0 is not running");
        }
        return shard;
    }

    /** The configured server is not one the bot is in. */
    static final class UnknownServerException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UnknownServerException(String guildId) {
            super(guildId);
        }
    }
}

package io.djambi.bot.discord;

import io.djambi.bot.game.ServerNames;
import io.djambi.bot.text.Catalogue;
import java.util.Optional;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;

/** Servers and channels named as Discord shows them, from the bot's cache; a neutral word for one it cannot see. */
final class DiscordNames implements ServerNames {
    private final JDA jda;
    private final Catalogue text;

    DiscordNames(JDA jda, Catalogue text) {
        this.jda = jda;
        this.text = text;
    }

    @Override
    public String nameOf(String guildId) {
        return Optional.ofNullable(jda.getGuildById(guildId))
                .map(Guild::getName)
                .orElseGet(() -> text.get("interaction.unknown-server"));
    }

    @Override
    public String channelNameOf(String channelId) {
        return Optional.ofNullable(jda.getChannelById(GuildChannel.class, channelId))
                .map(c -> "#" + c.getName())
                .orElse(channelId);
    }
}

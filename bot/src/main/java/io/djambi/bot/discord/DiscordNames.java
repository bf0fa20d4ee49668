package io.djambi.bot.discord;

import io.djambi.bot.game.ServerNames;
import io.djambi.bot.text.Catalogue;
import java.util.Optional;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
import net.dv8tion.jda.api.sharding.ShardManager;

/** Servers and channels named as Discord shows them, from the bot's cache; a neutral word for one it cannot see. */
final class DiscordNames implements ServerNames {
    private final ShardManager shards;
    private final Catalogue text;

    DiscordNames(ShardManager shards, Catalogue text) {
        this.shards = shards;
        this.text = text;
    }

    @Override
    public String nameOf(String guildId) {
        return seenNameOf(guildId).orElseGet(() -> text.get("interaction.unknown-server"));
    }

    @Override
    public Optional<String> seenNameOf(String guildId) {
        return Optional.ofNullable(shards.getGuildById(guildId)).map(Guild::getName);
    }

    @Override
    public String channelNameOf(String channelId) {
        return Optional.ofNullable(shards.getChannelById(GuildChannel.class, channelId))
                .map(c -> "#" + c.getName())
                .orElse(channelId);
    }
}

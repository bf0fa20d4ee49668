package io.djambi.bot.discord;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.sharding.ShardManager;

/**
 * Opens the DM channel with a user. Sending a DM is a REST call, which needs no gateway: any shard of this process
 * opens it, even in a process that does not run shard 0 (where DMs arrive). Shard 0 is taken when it is here, as
 * the one whose cache the channel belongs to.
 */
final class PrivateChannels {
    private PrivateChannels() {}

    static RestAction<PrivateChannel> open(ShardManager shards, String userId) {
        JDA shard = shards.getShardById(0);
        if (shard == null) {
            shard = shards.getShards().stream()
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException("no shard is running"));
        }
        return shard.openPrivateChannelById(userId);
    }
}

package io.djambi.bot.config;

import io.djambi.bot.game.Shards;
import java.util.Optional;

/**
 * How to reach Discord.
 *
 * @param token the bot token; never printed, not even by {@link #toString()}
 * @param restBaseUrl another REST endpoint (a rate-limit proxy, a test server), or null for Discord's
 * @param gatewayUrl another gateway, or null for Discord's
 * @param guildId one server to register the commands on (they appear at once), or null to register them globally
 * @param shards the Discord shards this process runs, or null for {@code auto}
 */
public record DiscordConfig(String token, String restBaseUrl, String gatewayUrl, String guildId, ShardsSetting shards) {

    /** Every shard in this process ({@code auto}). */
    public DiscordConfig(String token, String restBaseUrl, String gatewayUrl, String guildId) {
        this(token, restBaseUrl, gatewayUrl, guildId, null);
    }

    public Optional<String> restBase() {
        return Optional.ofNullable(restBaseUrl);
    }

    public Optional<String> gateway() {
        return Optional.ofNullable(gatewayUrl);
    }

    public Optional<String> guild() {
        return Optional.ofNullable(guildId);
    }

    /**
     * The shards this process runs when the config fixes them ({@code total} and {@code ids}). Empty for
     * {@code auto}: as many shards as Discord recommends, all in this process, a number known only once logged in.
     */
    public Optional<Shards> fixedShards() {
        return shards == null ? Optional.empty() : shards.fixed();
    }

    public DiscordConfig withToken(String newToken) {
        return new DiscordConfig(newToken, restBaseUrl, gatewayUrl, guildId, shards);
    }

    @Override
    public String toString() {
        return "DiscordConfig[token=" + (token == null ? "none" : "(hidden)") + ", restBaseUrl=" + restBaseUrl
                + ", gatewayUrl=" + gatewayUrl + ", guildId=" + guildId + ", shards="
                + (shards == null ? "auto" : shards) + "]";
    }
}

package io.djambi.bot.config;

import java.util.Optional;

/**
 * How to reach Discord.
 *
 * @param token the bot token; never printed, not even by {@link #toString()}
 * @param restBaseUrl another REST endpoint (a rate-limit proxy, a test server), or null for Discord's
 * @param gatewayUrl another gateway, or null for Discord's
 * @param guildId one server to register the commands on (they appear at once), or null to register them globally
 */
public record DiscordConfig(String token, String restBaseUrl, String gatewayUrl, String guildId) {

    public Optional<String> restBase() {
        return Optional.ofNullable(restBaseUrl);
    }

    public Optional<String> gateway() {
        return Optional.ofNullable(gatewayUrl);
    }

    public Optional<String> guild() {
        return Optional.ofNullable(guildId);
    }

    public DiscordConfig withToken(String newToken) {
        return new DiscordConfig(newToken, restBaseUrl, gatewayUrl, guildId);
    }

    @Override
    public String toString() {
        return "DiscordConfig[token=" + (token == null ? "none" : "(hidden)") + ", restBaseUrl=" + restBaseUrl
                + ", gatewayUrl=" + gatewayUrl + ", guildId=" + guildId + "]";
    }
}

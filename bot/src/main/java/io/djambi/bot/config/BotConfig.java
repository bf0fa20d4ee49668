package io.djambi.bot.config;

/** Everything the bot reads from its YAML file; every section may be left out and takes its defaults. */
public record BotConfig(DiscordConfig discord, DatabaseConfig database, LoggingConfig logging) {
    public BotConfig {
        discord = discord == null ? new DiscordConfig(null, null, null, null) : discord;
        database = database == null ? new DatabaseConfig(null) : database;
        logging = logging == null ? new LoggingConfig(null) : logging;
    }

    public BotConfig withToken(String token) {
        return new BotConfig(discord.withToken(token), database, logging);
    }
}

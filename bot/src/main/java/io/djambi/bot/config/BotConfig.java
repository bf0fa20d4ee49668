package io.djambi.bot.config;

/** Everything the bot reads from its YAML file; every section may be left out and takes its defaults. */
public record BotConfig(
        DiscordConfig discord,
        DatabaseConfig database,
        LoggingConfig logging,
        MetricsConfig metrics,
        GamesConfig games) {
    public BotConfig {
        discord = discord == null ? new DiscordConfig(null, null, null, null) : discord;
        database = database == null ? new DatabaseConfig(null, null, null, null) : database;
        logging = logging == null ? new LoggingConfig(null) : logging;
        metrics = metrics == null ? new MetricsConfig(null) : metrics;
        games = games == null ? new GamesConfig(null, null) : games;
    }

    /** Games in threads, with the default forum tags. */
    public BotConfig(DiscordConfig discord, DatabaseConfig database, LoggingConfig logging, MetricsConfig metrics) {
        this(discord, database, logging, metrics, null);
    }

    /** No metrics server. */
    public BotConfig(DiscordConfig discord, DatabaseConfig database, LoggingConfig logging) {
        this(discord, database, logging, null);
    }

    BotConfig withDatabase(DatabaseConfig changed) {
        return new BotConfig(discord, changed, logging, metrics, games);
    }

    public BotConfig withToken(String token) {
        return new BotConfig(discord.withToken(token), database, logging, metrics, games);
    }
}

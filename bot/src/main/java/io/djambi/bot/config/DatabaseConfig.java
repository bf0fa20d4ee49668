package io.djambi.bot.config;

/** @param path the SQLite file, created on first run */
public record DatabaseConfig(String path) {
    public static final String DEFAULT_PATH = "djambi.db";

    public DatabaseConfig {
        path = path == null ? DEFAULT_PATH : path;
    }
}

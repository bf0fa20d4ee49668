package io.djambi.bot.config;

import java.util.Map;
import java.util.Optional;

/**
 * Where the games are kept.
 *
 * @param url {@code jdbc:sqlite:<file>} or {@code jdbc:postgresql://host/db}; unset, the SQLite file {@code path}
 * @param path the SQLite file when no url is given (the older way to say {@code jdbc:sqlite:<path>})
 * @param user PostgreSQL's user; {@code DJAMBI_DB_USER} wins over it
 * @param password PostgreSQL's password; {@code DJAMBI_DB_PASSWORD} wins over it. Never logged.
 */
public record DatabaseConfig(String url, String path, String user, String password) {
    public static final String DEFAULT_PATH = "djambi.db";
    /** Override {@code database.url}, {@code database.user} and {@code database.password}: a container's config. */
    public static final String URL_VARIABLE = "DJAMBI_DB_URL";

    public static final String USER_VARIABLE = "DJAMBI_DB_USER";
    public static final String PASSWORD_VARIABLE = "DJAMBI_DB_PASSWORD";

    public DatabaseConfig {
        path = path == null ? DEFAULT_PATH : path;
    }

    /** An SQLite file. */
    public DatabaseConfig(String path) {
        this(null, path, null, null);
    }

    /** The JDBC URL the bot opens: {@code url}, or the SQLite file {@code path}. */
    public String effectiveUrl() {
        return url != null ? url : "jdbc:sqlite:" + path;
    }

    public Optional<String> givenUser() {
        return Optional.ofNullable(user).filter(u -> !u.isEmpty());
    }

    public Optional<String> givenPassword() {
        return Optional.ofNullable(password).filter(p -> !p.isEmpty());
    }

    /** This config with what the environment sets instead. */
    DatabaseConfig withEnvironment(Map<String, String> environment) {
        return new DatabaseConfig(
                set(environment.get(URL_VARIABLE)).orElse(url),
                path,
                set(environment.get(USER_VARIABLE)).orElse(user),
                set(environment.get(PASSWORD_VARIABLE)).orElse(password));
    }

    private static Optional<String> set(String value) {
        return Optional.ofNullable(value).map(String::strip).filter(v -> !v.isEmpty());
    }

    @Override
    public String toString() {
        return "DatabaseConfig[url=" + url + ", path=" + path + ", user=" + user + "]"; // never the password
    }
}

package io.djambi.bot.store;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * Which database the bot uses: an SQLite file (the embedded default, nothing to install) or a PostgreSQL server that
 * several processes and an operator's tools can share. Made from {@code database.url}.
 */
public sealed interface DatabaseTarget {
    /** What the operator reads in logs and messages: never a password. */
    String shown();

    Dialect dialect();

    /** An SQLite file, created on first use. */
    record SqliteFile(Path file) implements DatabaseTarget {
        public SqliteFile {
            Objects.requireNonNull(file, "file");
        }

        @Override
        public String shown() {
            return file.toString();
        }

        @Override
        public Dialect dialect() {
            return Dialect.SQLITE;
        }
    }

    /**
     * A PostgreSQL database. The user and password are kept apart from the URL so the URL can be shown; a URL's own
     * query (which may carry a password) is never shown.
     */
    record Postgres(String url, Optional<String> user, Optional<String> password) implements DatabaseTarget {
        public Postgres {
            Objects.requireNonNull(url, "url");
            Objects.requireNonNull(user, "user");
            Objects.requireNonNull(password, "password");
        }

        @Override
        public String shown() {
            int query = url.indexOf('?');
            return query < 0 ? url : url.substring(0, query);
        }

        @Override
        public Dialect dialect() {
            return Dialect.POSTGRESQL;
        }

        @Override
        public String toString() {
            return "Postgres[" + shown() + "]"; // a record's own toString would print the password
        }
    }

    /**
     * Reads {@code jdbc:sqlite:<file>} or {@code jdbc:postgresql://...}; empty for anything else.
     *
     * @param user used for PostgreSQL only
     * @param password used for PostgreSQL only
     */
    static Optional<DatabaseTarget> parse(String url, Optional<String> user, Optional<String> password) {
        if (url.startsWith("jdbc:sqlite:") && url.length() > "jdbc:sqlite:".length()) {
            return Optional.of(new SqliteFile(Path.of(url.substring("jdbc:sqlite:".length()))));
        }
        if (url.startsWith("jdbc:postgresql://") && url.length() > "jdbc:postgresql://".length()) {
            return Optional.of(new Postgres(url, user, password));
        }
        return Optional.empty();
    }
}

package io.djambi.bot.store;

/**
 * The two databases the bot speaks to. Its SQL is written once for both (upserts with {@code ON CONFLICT}, no
 * rowid, no {@code OR IGNORE}); only the schema files that must differ live in a folder of their dialect.
 */
public enum Dialect {
    SQLITE("sqlite"),
    POSTGRESQL("postgresql");

    private final String folder;

    Dialect(String folder) {
        this.folder = folder;
    }

    /** The folder of this dialect's own migration files, beside the shared ones. */
    String folder() {
        return folder;
    }
}

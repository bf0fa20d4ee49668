package io.djambi.bot.startup;

import io.djambi.bot.text.Catalogue;
import java.nio.file.Path;
import java.util.List;

/**
 * Why the bot could not start, as one line for the operator. {@link Main} turns each into an exit status: 2 for
 * what a person must fix (the config, the database file), 3 for Discord being out of reach or refusing the token,
 * which a supervisor may simply retry later.
 */
public sealed interface StartupFault {
    /** The one line printed on standard error, in English (until a config names the operator's language). */
    default String line() {
        return line(Catalogue.english());
    }

    /** The one line printed on standard error, in the catalogue's words; never the token, never a stack trace. */
    default String line(Catalogue text) {
        return switch (this) {
            case NoNetwork n -> text.get("startup.no-network", n.reason());
            case TokenRefused t -> text.get("startup.token-refused");
            case DiscordRefused r -> text.get("startup.discord-refused", r.reason());
            case UnknownServer u -> text.get("startup.unknown-server", u.guildId());
            case ForeignDatabase f -> text.get("startup.foreign-database", f.file(), String.join(", ", f.tables()));
            case CorruptDatabase c -> text.get("startup.corrupt-database", c.file(), c.reason());
            case NewerSchema n -> text.get("startup.newer-schema", n.file(), n.found(), n.known());
            case DatabaseInUse u -> text.get("startup.database-in-use", u.file());
            case DatabaseUnusable u -> text.get("startup.database-unusable", u.database(), u.reason());
        };
    }

    /** No answer from Discord: no network, DNS failing, a firewall, or Discord down. */
    record NoNetwork(String reason) implements StartupFault {}

    /** Discord refused the token. */
    record TokenRefused() implements StartupFault {}

    /** Discord closed the gateway connection for a reason other than the token. */
    record DiscordRefused(String reason) implements StartupFault {}

    /** The configured server is not one the bot is in. */
    record UnknownServer(String guildId) implements StartupFault {}

    /** The file is an SQLite database of some other program. */
    record ForeignDatabase(Path file, List<String> tables) implements StartupFault {
        public ForeignDatabase {
            tables = List.copyOf(tables);
        }
    }

    /** The file is not an SQLite database, or SQLite finds it damaged. */
    record CorruptDatabase(Path file, String reason) implements StartupFault {}

    /** A newer bot has migrated the file past what this one knows. */
    record NewerSchema(Path file, int found, int known) implements StartupFault {}

    /** Another bot process holds the file: two bots on one database would post everything twice. */
    record DatabaseInUse(Path file) implements StartupFault {}

    /** The database (a file or a server) could not be opened, created or migrated (permissions, a full disk, a game that will not replay). */
    record DatabaseUnusable(String database, String reason) implements StartupFault {}
}

package io.djambi.bot.startup;

import java.nio.file.Path;
import java.util.List;

/**
 * Why the bot could not start, as one line for the operator. {@link Main} turns each into an exit status: 2 for
 * what a person must fix (the config, the database file), 3 for Discord being out of reach or refusing the token,
 * which a supervisor may simply retry later.
 */
public sealed interface StartupFault {
    /** The one line printed on standard error; never the token, never a stack trace. */
    String line();

    /** No answer from Discord: no network, DNS failing, a firewall, or Discord down. */
    record NoNetwork(String reason) implements StartupFault {
        @Override
        public String line() {
            return "Discord is unreachable (" + reason + "); check the network, then start the bot again";
        }
    }

    /** Discord refused the token. */
    record TokenRefused() implements StartupFault {
        @Override
        public String line() {
            return "discord.token: Discord refused the token; reset it in the developer portal (Bot > Reset Token)";
        }
    }

    /** Discord closed the gateway connection for a reason other than the token. */
    record DiscordRefused(String reason) implements StartupFault {
        @Override
        public String line() {
            return "Discord closed the connection: " + reason;
        }
    }

    /** The configured server is not one the bot is in. */
    record UnknownServer(String guildId) implements StartupFault {
        @Override
        public String line() {
            return "discord.guildId " + guildId + " is not a server the bot has been invited to";
        }
    }

    /** The file is an SQLite database of some other program. */
    record ForeignDatabase(Path file, List<String> tables) implements StartupFault {
        public ForeignDatabase {
            tables = List.copyOf(tables);
        }

        @Override
        public String line() {
            return "database.path " + file + " is not this bot's database (its tables: " + String.join(", ", tables)
                    + "); give the bot a file of its own";
        }
    }

    /** The file is not an SQLite database, or SQLite finds it damaged. */
    record CorruptDatabase(Path file, String reason) implements StartupFault {
        @Override
        public String line() {
            return "database.path " + file + " is damaged (" + reason + "); restore it from a backup";
        }
    }

    /** A newer bot has migrated the file past what this one knows. */
    record NewerSchema(Path file, int found, int known) implements StartupFault {
        @Override
        public String line() {
            return "database.path " + file + " is at schema version " + found + ", newer than this bot knows ("
                    + known + "); run the newer bot";
        }
    }

    /** Another bot process holds the file: two bots on one database would post everything twice. */
    record DatabaseInUse(Path file) implements StartupFault {
        @Override
        public String line() {
            return "database.path " + file + " is in use by another running bot; stop it first (two bots on one"
                    + " database would post every move twice)";
        }
    }

    /** The file could not be opened, created or migrated (permissions, a full disk, a game that will not replay). */
    record DatabaseUnusable(Path file, String reason) implements StartupFault {
        @Override
        public String line() {
            return "database.path " + file + ": " + reason;
        }
    }
}

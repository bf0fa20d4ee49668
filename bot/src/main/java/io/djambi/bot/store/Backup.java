package io.djambi.bot.store;

import io.djambi.bot.game.Table;
import io.djambi.bot.text.Catalogue;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.List;
import org.sqlite.SQLiteConfig;

/**
 * An online backup with SQLite's backup API, taken beside a running bot: it reads one consistent snapshot (in WAL
 * mode the bot's writes go on meanwhile) and needs no lock of the bot's. The copy is then opened as the bot would open
 * it, so every live game in it is replayed and checked, and left as one self-contained file (no WAL beside it).
 */
public final class Backup {
    private Backup() {}

    /** What the copy holds, every game in it replayed. */
    public record Summary(int liveTables, int games) {}

    /**
     * Copies {@code database} to {@code target}, which must not exist yet (a backup never overwrites a file).
     *
     * @param text the words of the exceptions' messages, which the operator reads
     */
    public static Summary copy(Path database, Path target, Clock clock, Catalogue text) throws IOException {
        try {
            return copyChecked(database, target, clock, text);
        } catch (SQLException e) {
            throw new StoreException("the backup to " + target, e);
        }
    }

    private static Summary copyChecked(Path database, Path target, Clock clock, Catalogue text)
            throws IOException, SQLException {
        if (!Files.isRegularFile(database)) {
            throw new NoSuchFileException(database.toString(), null, text.get("backup.no-database"));
        }
        if (Files.exists(target)) {
            throw new FileAlreadyExistsException(target.toString(), null, text.get("backup.would-overwrite"));
        }
        String destination = target.toAbsolutePath().toString();
        if (destination.contains("\"")) {
            throw new IOException(text.get("backup.double-quote", target));
        }
        SQLiteConfig readOnly = new SQLiteConfig();
        readOnly.setReadOnly(true);
        readOnly.setBusyTimeout(5000);
        try (Connection source = DriverManager.getConnection(
                        "jdbc:sqlite:" + database.toAbsolutePath(), readOnly.toProperties());
                Statement s = source.createStatement()) {
            s.executeUpdate("backup to \"" + destination + "\"");
        }
        Summary summary;
        try (Database copy = Database.open(target)) {
            SqlTableStore tables = new SqlTableStore(copy, clock);
            List<Table> live = tables.liveIds().stream()
                    .flatMap(id -> tables.byId(id).stream())
                    .toList();
            summary = new Summary(live.size(), (int)
                    live.stream().filter(t -> t.started().isPresent()).count());
        }
        try (Connection copy = DriverManager.getConnection("jdbc:sqlite:" + destination);
                Statement s = copy.createStatement()) {
            s.execute("PRAGMA journal_mode = DELETE"); // one file to copy off the machine, nothing beside it
        }
        return summary;
    }
}

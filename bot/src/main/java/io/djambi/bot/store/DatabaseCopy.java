package io.djambi.bot.store;

import io.djambi.bot.ops.Meters;
import io.djambi.bot.startup.StartupException;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Moves the bot's data from one database to another (SQLite to PostgreSQL or back): every table of ours, ids kept,
 * into a target that holds no row yet, in one transaction there, then checked before it is committed (rows counted,
 * every game replayed). A target that fails the check is left as empty as it was found. The bot must be stopped: an
 * SQLite end is locked as the bot locks it, and the source is read in one snapshot.
 */
public final class DatabaseCopy {
    private final Clock clock;
    private final Catalogue text;

    /**
     * @param clock for the stores the check reads games with
     * @param text the words of a refusal, which the operator reads
     */
    public DatabaseCopy(Clock clock, Catalogue text) {
        this.clock = clock;
        this.text = text;
    }

    /**
     * What was copied and checked.
     *
     * @param rows the rows copied, table by table, in the order they were copied
     * @param games the games (live or over) replayed on the target to the source's record
     * @param lobbies the tables without a game yet, read on the target
     * @param setAside the games whose log does not replay on the source either: copied as they stand
     */
    public record Summary(Map<String, Integer> rows, int games, int lobbies, int setAside) {
        public Summary {
            rows = Collections.unmodifiableMap(new LinkedHashMap<>(rows));
        }

        public int totalRows() {
            return rows.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /** Thrown inside the target's transaction to roll the copy back; carries the operator's reason. */
    private static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String reason) {
            super(reason, null, false, false);
        }
    }

    /**
     * Copies {@code from} into {@code to}, each migrated to the newest schema first (as the bot would open it).
     *
     * @return the summary, or the reason nothing was copied: a missing source file, a target with rows, a check failed
     * @throws StartupException an SQLite end in use by a bot, damaged, or another program's
     * @throws StoreException a database that cannot be opened, migrated or closed, in the driver's words; or a read
     *     or write that failed during the copy (nothing committed)
     */
    public Result<Summary> copy(DatabaseTarget from, DatabaseTarget to) throws StartupException {
        if (same(from, to)) {
            return Result.rejected(text.get("copy-db.same-database"));
        }
        if (from instanceof DatabaseTarget.SqliteFile f && !Files.isRegularFile(f.file())) {
            return Result.rejected(text.get("copy-db.no-source", f.file()));
        }
        List<DatabaseLock> locks = new ArrayList<>();
        try {
            for (DatabaseTarget end : List.of(from, to)) {
                if (end instanceof DatabaseTarget.SqliteFile f) {
                    locks.add(DatabaseLock.acquire(f.file())); // no bot may write while the data moves
                    DatabaseGuard.check(f.file()); // before migrating a file that might not be ours
                }
            }
            return opened(from, to);
        } catch (SQLException e) { // JDBC's exceptions stay in this package: the caller gets the reason as it is
            throw new StoreException(e);
        } finally {
            for (DatabaseLock lock : locks) {
                try {
                    lock.close();
                } catch (IOException e) {
                    // released by the operating system when the process exits
                }
            }
        }
    }

    private static boolean same(DatabaseTarget from, DatabaseTarget to) {
        if (from instanceof DatabaseTarget.SqliteFile a && to instanceof DatabaseTarget.SqliteFile b) {
            return a.file()
                    .toAbsolutePath()
                    .normalize()
                    .equals(b.file().toAbsolutePath().normalize());
        }
        return from.shown().equals(to.shown());
    }

    private Result<Summary> opened(DatabaseTarget from, DatabaseTarget to) throws SQLException {
        // A new SQLite file that receives nothing is removed again: a failed copy leaves nothing behind
        Optional<Path> newFile = to instanceof DatabaseTarget.SqliteFile f && !Files.exists(f.file())
                ? Optional.of(f.file())
                : Optional.empty();
        try (Database source = Database.open(from, Meters.NONE)) {
            Database target = Database.open(to, Meters.NONE);
            Result<Summary> result;
            try {
                result = between(source, target);
            } catch (RuntimeException e) {
                close(target, newFile);
                throw e;
            }
            close(target, result instanceof Result.Ok<Summary> ? Optional.empty() : newFile);
            return result;
        }
    }

    private static void close(Database target, Optional<Path> discard) throws SQLException {
        if (discard.isPresent()) {
            Database.discard(target, discard.get());
        } else {
            target.close();
        }
    }

    /** The copy itself: a snapshot of the source, one transaction on the target, rolled back unless checked. */
    Result<Summary> between(Database source, Database target) {
        try {
            return source.inTransaction("reading " + source.target().shown(), () -> {
                if (source.dialect() == Dialect.POSTGRESQL) { // one snapshot for every table read
                    source.connection().setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
                }
                return target.inTransaction("copying into " + target.target().shown(), () -> {
                    TableCopy copy = new TableCopy(source, target);
                    List<String> used = copy.tablesWithRows();
                    if (!used.isEmpty()) {
                        return Result.<Summary>rejected(text.get("copy-db.target-not-empty", used.getFirst()));
                    }
                    Map<String, Integer> rows = copy.copyAll();
                    return Result.ok(checked(source, target, rows));
                });
            });
        } catch (Refused e) {
            return Result.rejected(e.getMessage());
        }
    }

    private Summary checked(Database source, Database target, Map<String, Integer> rows) throws SQLException {
        CopyCheck check = new CopyCheck(source, target, clock, text);
        Optional<String> counts = check.countsDiffer(rows);
        if (counts.isPresent()) {
            throw new Refused(counts.get());
        }
        Result<CopyCheck.Games> games = check.games();
        if (games instanceof Result.Rejected<CopyCheck.Games> bad) {
            throw new Refused(bad.reason());
        }
        CopyCheck.Games found = games.orThrow();
        return new Summary(rows, found.replayed(), found.lobbies(), found.setAside());
    }
}

package io.djambi.bot;

import io.djambi.bot.startup.StartupException;
import io.djambi.bot.config.BotConfig;
import io.djambi.bot.store.Backup;
import io.djambi.bot.store.DatabaseGuard;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;

/**
 * {@code backup --config <file> <copy>}: an online copy of the bot's database, taken beside the running bot (it needs
 * neither the bot's lock nor its token). One line either way: what the copy holds, or why there is none.
 */
public final class BackupCommand {
    private final Clock clock;

    public BackupCommand(Clock clock) {
        this.clock = clock;
    }

    /** Returns the exit status: 0 with the copy made and every game in it replayed, 2 without a copy. */
    public int run(BotConfig config, Path copy, PrintStream out, PrintStream err) {
        Path database = Path.of(config.database().path());
        try {
            DatabaseGuard.check(database);
            Backup.Summary summary = Backup.copy(database, copy, clock);
            out.println("Backed up " + database + " to " + copy + ": " + count(summary.liveTables(), "live table") + ", "
                    + count(summary.games(), "game") + " in progress, every game replayed and checked");
            return 0;
        } catch (StartupException e) {
            err.println(e.getMessage());
        } catch (IOException | SQLException | RuntimeException e) {
            err.println("backup to " + copy + " failed: " + e.getMessage());
        }
        return 2;
    }

    private static String count(int n, String thing) {
        return n + " " + thing + (n == 1 ? "" : "s");
    }
}

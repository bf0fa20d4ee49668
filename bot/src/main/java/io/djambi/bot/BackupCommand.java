package io.djambi.bot;

import io.djambi.bot.config.BotConfig;
import io.djambi.bot.startup.StartupException;
import io.djambi.bot.store.Backup;
import io.djambi.bot.store.DatabaseGuard;
import io.djambi.bot.store.DatabaseTarget;
import io.djambi.bot.text.Catalogue;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

/**
 * {@code backup --config <file> <copy>}: an online copy of the bot's database, taken beside the running bot (it needs
 * neither the bot's lock nor its token). One line either way: what the copy holds, or why there is none.
 */
public final class BackupCommand {
    private final Clock clock;
    private final Catalogue text;

    public BackupCommand(Clock clock, Catalogue text) {
        this.clock = clock;
        this.text = text;
    }

    /** Returns the exit status: 0 with the copy made and every game in it replayed, 2 without a copy. */
    public int run(BotConfig config, Path copy, PrintStream out, PrintStream err) {
        Optional<DatabaseTarget> target =
                DatabaseTarget.parse(config.database().effectiveUrl(), Optional.empty(), Optional.empty());
        if (!(target.orElse(null) instanceof DatabaseTarget.SqliteFile sqlite)) {
            err.println(text.get("backup.not-sqlite"));
            return 2;
        }
        Path database = sqlite.file();
        try {
            DatabaseGuard.check(database);
            Backup.Summary summary = Backup.copy(database, copy, clock, text);
            out.println(text.get("backup.done", database, copy, summary.liveTables(), summary.games()));
            return 0;
        } catch (StartupException e) {
            err.println(e.fault().line(text));
        } catch (IOException | RuntimeException e) {
            err.println(text.get("backup.failed", copy, e.getMessage()));
        }
        return 2;
    }
}

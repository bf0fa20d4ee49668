package io.djambi.bot;

import io.djambi.bot.config.DatabaseConfig;
import io.djambi.bot.startup.StartupException;
import io.djambi.bot.store.DatabaseCopy;
import io.djambi.bot.store.DatabaseTarget;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.io.PrintStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code copy-db --from <url> --to <url>}: moves the bot's data between two databases (SQLite or PostgreSQL, either
 * way), with the bot stopped. PostgreSQL's user and password come from {@code DJAMBI_DB_USER} and
 * {@code DJAMBI_DB_PASSWORD} (the same for both ends), or from a URL's own {@code ?user=...&password=...}. One line
 * either way: what was copied and checked, or why nothing was; a password is never printed.
 */
public final class CopyDbCommand {
    private final Clock clock;
    private final Catalogue text;
    private final Map<String, String> environment;

    /** @param environment where the PostgreSQL user and password are read: {@code System.getenv()} */
    public CopyDbCommand(Clock clock, Catalogue text, Map<String, String> environment) {
        this.clock = clock;
        this.text = text;
        this.environment = Map.copyOf(environment);
    }

    /** The two ends of a copy, read from the command line. */
    record Ends(DatabaseTarget from, DatabaseTarget to) {}

    /**
     * Returns the exit status: 0 with everything copied and checked, 2 with nothing copied.
     *
     * @param args what follows {@code copy-db} on the command line
     */
    public int run(List<String> args, PrintStream out, PrintStream err) {
        Result<Ends> ends = ends(args);
        if (ends instanceof Result.Rejected<Ends> bad) {
            err.println(hidden(bad.reason(), args));
            return 2;
        }
        DatabaseTarget from = ends.orThrow().from();
        DatabaseTarget to = ends.orThrow().to();
        try {
            Result<DatabaseCopy.Summary> copied = new DatabaseCopy(clock, text).copy(from, to);
            switch (copied) {
                case Result.Ok<DatabaseCopy.Summary> ok -> {
                    out.println(done(from, to, ok.value()));
                    return 0;
                }
                case Result.Rejected<DatabaseCopy.Summary> refused ->
                    err.println(hidden(text.get("copy-db.refused", from.shown(), to.shown(), refused.reason()), args));
            }
        } catch (StartupException e) {
            err.println(hidden(e.fault().line(text), args));
        } catch (RuntimeException e) { // a database that cannot be opened or that failed mid-copy (StoreException)
            err.println(hidden(text.get("copy-db.failed", from.shown(), to.shown(), e.getMessage()), args));
        }
        return 2;
    }

    private String done(DatabaseTarget from, DatabaseTarget to, DatabaseCopy.Summary summary) {
        return text.get(
                "copy-db.done",
                from.shown(),
                to.shown(),
                summary.totalRows(),
                summary.rows().size(),
                summary.games(),
                summary.lobbies(),
                summary.setAside());
    }

    /** Reads {@code --from <url> --to <url>}, in either order. */
    Result<Ends> ends(List<String> args) {
        boolean fromFirst =
                args.size() == 4 && args.get(0).equals("--from") && args.get(2).equals("--to");
        boolean toFirst =
                args.size() == 4 && args.get(0).equals("--to") && args.get(2).equals("--from");
        if (!fromFirst && !toFirst) {
            return Result.rejected(text.get("copy-db.usage"));
        }
        String from = args.get(fromFirst ? 1 : 3);
        String to = args.get(fromFirst ? 3 : 1);
        Optional<DatabaseTarget> source = target(from);
        Optional<DatabaseTarget> target = target(to);
        if (source.isEmpty() || target.isEmpty()) {
            String bad = source.isEmpty() ? from : to;
            int query = bad.indexOf('?');
            return Result.rejected(text.get("copy-db.bad-url", query < 0 ? bad : bad.substring(0, query)));
        }
        return Result.ok(new Ends(source.get(), target.get()));
    }

    private Optional<DatabaseTarget> target(String url) {
        return DatabaseTarget.parse(
                url, variable(DatabaseConfig.USER_VARIABLE), variable(DatabaseConfig.PASSWORD_VARIABLE));
    }

    private Optional<String> variable(String name) {
        return Optional.ofNullable(environment.get(name)).map(String::strip).filter(v -> !v.isEmpty());
    }

    /**
     * The line with every password given masked: a driver's or Flyway's message may quote a URL whole. The
     * passwords are those of the environment and of the URLs' own {@code password=}.
     */
    String hidden(String line, List<String> args) {
        List<String> passwords = new ArrayList<>();
        variable(DatabaseConfig.PASSWORD_VARIABLE).ifPresent(passwords::add);
        for (String arg : args) {
            int query = arg.indexOf('?');
            for (String pair :
                    query < 0 ? new String[0] : arg.substring(query + 1).split("&")) {
                if (pair.startsWith("password=") && pair.length() > "password=".length()) {
                    String value = pair.substring("password=".length());
                    passwords.add(value);
                    try {
                        passwords.add(URLDecoder.decode(value, StandardCharsets.UTF_8));
                    } catch (IllegalArgumentException e) {
                        // not %-encoded after all: the value as written is masked
                    }
                }
            }
        }
        String shown = line;
        for (String password : passwords) {
            shown = shown.replace(password, "****");
        }
        return shown;
    }
}

package io.djambi.bot.console;

import io.djambi.bot.command.CommandRequest;
import io.djambi.engine.Result;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** Reads one console line, {@code [@name] /djambi <sub> [key:value...]} or {@code [@name] /move move:<move>}. */
final class ConsoleLine {
    static final String CHANNEL = "console";
    static final int MAX_LENGTH = 2000;

    private ConsoleLine() {}

    static Result<CommandRequest> parse(String line, String defaultUser) {
        if (line.length() > MAX_LENGTH) {
            return Result.rejected("that line is too long (" + line.length() + " characters; at most " + MAX_LENGTH + ")");
        }
        String rest = line.strip();
        String user = defaultUser;
        if (rest.startsWith("@")) {
            int space = rest.indexOf(' ');
            if (space < 0) {
                return Result.rejected("after @name comes a command, e.g. @ann /djambi join");
            }
            user = rest.substring(1, space).toLowerCase(Locale.ROOT);
            rest = rest.substring(space + 1).strip();
            if (user.isEmpty()) {
                return Result.rejected("a name follows @, e.g. @ann /djambi join");
            }
        }
        String[] words = rest.split("\\s+");
        String name = words[0].toLowerCase(Locale.ROOT);
        if (!name.equals("/djambi") && !name.equals("/move")) {
            return Result.rejected("commands start with /djambi or /move; try /djambi help");
        }
        Map<String, String> options = new LinkedHashMap<>();
        String sub = "";
        int i = 1;
        if (name.equals("/djambi")) {
            if (words.length < 2) {
                return Result.rejected("/djambi needs a subcommand; try /djambi help");
            }
            sub = words[1].toLowerCase(Locale.ROOT);
            i = 2;
        }
        for (; i < words.length; i++) {
            int colon = words[i].indexOf(':');
            if (colon <= 0) {
                if (name.equals("/move") && !options.containsKey("move")) {
                    options.put("move", words[i]); // "/move C3-D4" is forgiven
                    continue;
                }
                return Result.rejected("options are written key:value, e.g. colour:red; cannot read '" + words[i] + "'");
            }
            options.put(words[i].substring(0, colon).toLowerCase(Locale.ROOT), words[i].substring(colon + 1));
        }
        return Result.ok(new CommandRequest(user, user, "", CHANNEL, false, name.substring(1), sub, options));
    }
}

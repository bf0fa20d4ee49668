package io.djambi.bot.console;

import io.djambi.bot.command.CommandNames;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.UserText;
import io.djambi.bot.dispatch.Declarations;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Reads one console line: {@code [@name] [#thread] /djambi <sub> [key:value...]} (typed in the console's channel, or
 * in one of the threads it opened), {@code /move move:<move>},
 * {@code /whisper to:<name> message:<text...>}, or {@code /dm <text...>} (a plain DM to the bot) and the buttons
 * of the press ({@code /dm-send draft:<n>}, {@code /dm-cancel draft:<n>}, {@code /whisper-reply whisper:<n>
 * message:<text...>}). A {@code message:} option takes the rest of the line. {@code /djambi import record:<path>}
 * names a file, as the upload does in Discord. A command is typed by its English name or by the one its language's
 * texts tell ({@code /djambi neu}, {@code /zug} in German), as Discord shows it to that language's users.
 */
final class ConsoleLine {
    static final String CHANNEL = "console";
    static final int MAX_LENGTH = 2000;
    /**
     * Every command Discord shows by name (its texts tell them all), and those of the buttons and forms the console
     * prints as lines to type: the press's, and the answers to a takeback request and to an offered or wanted seat.
     */
    private static final java.util.Set<String> COMMANDS = java.util.stream.Stream.concat(
                    Declarations.registered().stream().map(c -> "/" + c.root()),
                    java.util.stream.Stream.of(
                            "/whisper-reply",
                            "/dm-send",
                            "/dm-cancel",
                            "/takeback-answer",
                            "/replace-answer",
                            "/replace-take"))
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    private ConsoleLine() {}

    /** {@link #parse(String, String, Catalogue)}, refusing in English. */
    static Result<CommandRequest> parse(String line, String defaultUser) {
        return parse(line, defaultUser, Catalogue.english());
    }

    /** The command of {@code line}, or why it cannot be read, in the catalogue's words. */
    static Result<CommandRequest> parse(String line, String defaultUser, Catalogue text) {
        if (line.length() > MAX_LENGTH) {
            return Result.rejected(text.get("console.line.too-long", line.length(), MAX_LENGTH));
        }
        String rest = line.strip();
        String user = defaultUser;
        String channel = CHANNEL;
        // "@name" says who speaks, "#channel" where (a thread the console opened): either first, each once
        for (int prefix = 0; prefix < 2 && (rest.startsWith("@") || rest.startsWith("#")); prefix++) {
            int space = rest.indexOf(' ');
            if (space < 0) {
                return Result.rejected(text.get("console.line.no-command"));
            }
            String word = rest.substring(1, space).toLowerCase(Locale.ROOT);
            if (word.isEmpty()) {
                return Result.rejected(
                        text.get(rest.startsWith("@") ? "console.line.no-name" : "console.line.no-channel"));
            }
            if (rest.startsWith("@")) {
                user = word;
            } else {
                channel = word;
            }
            rest = rest.substring(space + 1).strip();
        }
        return command(user, channel, rest, text);
    }

    /** The command after the speaker's name and its place: its name, its subcommand, then its options. */
    private static Result<CommandRequest> command(String user, String channel, String rest, Catalogue text) {
        Map<String, String> options = new LinkedHashMap<>();
        String command = rest.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
        if (command.equals("/dm")) {
            options.put("message", rest.substring(command.length()).strip());
            return Result.ok(new CommandRequest(user, UserText.name(user), "", "dm-" + user, false, "dm", "", options));
        }
        int message = rest.indexOf(" message:");
        if (message >= 0) {
            options.put(
                    "message", rest.substring(message + " message:".length()).strip());
            rest = rest.substring(0, message);
        }
        String[] words = rest.split("\\s+");
        CommandNames names = CommandNames.of(Declarations.registered(), text);
        String typed = words[0].toLowerCase(Locale.ROOT);
        String name = typed.startsWith("/") ? "/" + names.root(typed.substring(1)) : typed;
        if (!COMMANDS.contains(name)) {
            // Every command Discord shows, named as this reader types it, and the console's own /dm
            String all = Declarations.registered().stream()
                            .map(c -> c.root())
                            .distinct()
                            // /djambi is /djambi in every language: its subcommands are the translated names
                            .map(root -> root.equals("djambi") ? "/djambi" : CommandNames.typed(text, root))
                            .collect(java.util.stream.Collectors.joining(", "))
                    + ", /dm";
            return Result.rejected(text.get("console.line.unknown-command", all));
        }
        String sub = "";
        int i = 1;
        if (name.equals("/djambi")) {
            if (words.length < 2) {
                return Result.rejected(text.get("console.line.no-subcommand"));
            }
            sub = names.subcommand(words[1].toLowerCase(Locale.ROOT));
            i = 2;
        }
        for (; i < words.length; i++) {
            if (!option(name, words[i], options)) {
                return Result.rejected(text.get("console.line.not-an-option", words[i]));
            }
        }
        // The name is shown in posts as a Discord name would be: made safe the same way
        return Result.ok(
                new CommandRequest(user, UserText.name(user), "", channel, false, name.substring(1), sub, options));
    }

    /** Puts the option {@code word} ({@code key:value}) into {@code options}; false if it is none. */
    private static boolean option(String command, String word, Map<String, String> options) {
        int colon = word.indexOf(':');
        if (colon <= 0) {
            if (command.equals("/move")) {
                // "/move C3-D4" is forgiven, and so is a move in words, "/move häuptling e5", as Discord takes it
                options.merge("move", word, (typed, more) -> typed + " " + more);
                return true;
            }
            return false;
        }
        String key = word.substring(0, colon).toLowerCase(Locale.ROOT);
        String value = word.substring(colon + 1);
        // A player is named as in Discord's user option: @bob is bob's id here
        options.put(
                key,
                key.matches("to[23]?|user") && value.startsWith("@")
                        ? value.substring(1).toLowerCase(Locale.ROOT)
                        : value);
        return true;
    }
}

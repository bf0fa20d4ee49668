package io.djambi.bot.command;

import io.djambi.bot.text.Catalogue;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The registered slash commands' names in one language, as Discord shows them to its users: {@code /djambi neu},
 * {@code /zug} in German. Each is the catalogue's {@code command.<name>.name} ({@link #key}); {@code djambi} itself
 * is the game's name and the same everywhere, and so are the options and their values, which are typed
 * ({@code /djambi neu players:4}). Discord sends the English name back whatever the user saw, so only what reads a
 * typed name (the console) needs to turn it back into the command's own.
 */
public final class CommandNames {
    private final Map<String, String> roots;
    private final Map<String, String> subcommands;

    private CommandNames(Map<String, String> roots, Map<String, String> subcommands) {
        this.roots = Map.copyOf(roots);
        this.subcommands = Map.copyOf(subcommands);
    }

    /** The names of {@code registered} in {@code words}' language, each read back to its command's own. */
    public static CommandNames of(List<CommandSpec> registered, Catalogue words) {
        Map<String, String> roots = new HashMap<>();
        Map<String, String> subcommands = new HashMap<>();
        for (CommandSpec spec : registered) {
            String shown = words.get(key(spec.name()));
            if (spec.sub().isPresent()) {
                subcommands.put(shown, spec.sub().orElseThrow());
            } else {
                roots.put(shown, spec.name());
            }
        }
        return new CommandNames(roots, subcommands);
    }

    /** The catalogue key of a registered command's name: {@code command.djambi.new.name}, {@code command.move.name}. */
    public static String key(String fullName) {
        return "command." + fullName.replace(' ', '.') + ".name";
    }

    /** The command as {@code words}' readers type it, with its slash: {@code /djambi neu}, {@code /zug}. */
    public static String typed(Catalogue words, String fullName) {
        int space = fullName.indexOf(' ');
        if (space < 0) {
            return "/" + words.get(key(fullName));
        }
        return "/" + fullName.substring(0, space) + " " + words.get(key(fullName));
    }

    /** The command a typed name means ({@code zug}: {@code move}); any other word, an English name too, as it is. */
    public String root(String typed) {
        return roots.getOrDefault(typed, typed);
    }

    /** The subcommand of {@code /djambi} a typed name means ({@code neu}: {@code new}), else the word as it is. */
    public String subcommand(String typed) {
        return subcommands.getOrDefault(typed, typed);
    }
}

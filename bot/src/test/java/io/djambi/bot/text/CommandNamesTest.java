package io.djambi.bot.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.command.CommandNames;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.dispatch.Declarations;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each language names the slash commands as Discord can show them ({@code command.<name>.name}), and every text of
 * that language that tells a player to type a command names it so: a German text saying {@code /djambi move} would
 * send a player looking for a name his Discord does not list. Commands of buttons, forms and DMs are never listed
 * by Discord and keep their English names.
 */
class CommandNamesTest {
    private static final Path DIR = Path.of("src/main/resources/i18n");
    /**
     * Discord's rule for a name ({@code ^[-_'\p{L}\p{N}]{1,32}$}, lower case), less the apostrophe, which JDA refuses
     * in a command's name.
     */
    private static final Pattern DISCORD_NAME = Pattern.compile("[-_\\p{L}\\p{N}]{1,32}");
    /** A command as a text tells it: a slash that starts a word, then its name and, after {@code /djambi}, the next word. */
    private static final Pattern MENTION =
            Pattern.compile("(?<![\\p{L}\\p{N}/:.<])/([\\p{L}\\p{N}_-]+)(?:[ \\u00a0]+([\\p{L}\\p{N}_-]+))?");

    static List<Path> everyFile() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.filter(f -> f.getFileName().toString().matches("messages(_[a-zA-Z_]+)?\\.properties"))
                    .sorted()
                    .toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyFile")
    void everyNameFollowsDiscordsRulesAndNoTwoSiblingsShareOne(Path file) throws IOException {
        Properties values = read(file);
        Locale locale = localeOf(file);
        List<String> wrong = new ArrayList<>();
        // Discord's siblings: the subcommands of /djambi, and the commands beside /djambi itself
        Map<Boolean, Map<String, String>> siblings = Map.of(true, new HashMap<>(), false, new HashMap<>());
        siblings.get(false).put(CommandSpec.DJAMBI, CommandSpec.DJAMBI);
        Set<String> englishSubs = new HashSet<>();
        Set<String> englishRoots = new HashSet<>(Set.of(CommandSpec.DJAMBI));
        for (CommandSpec spec : Declarations.registered()) {
            (spec.sub().isPresent() ? englishSubs : englishRoots).add(lastWord(spec.name()));
        }
        for (CommandSpec spec : Declarations.registered()) {
            String key = CommandNames.key(spec.name());
            String name = values.getProperty(key);
            if (name == null) {
                wrong.add(key + " is missing");
                continue;
            }
            if (!DISCORD_NAME.matcher(name).matches() || !name.equals(name.toLowerCase(locale))) {
                wrong.add(key + "=" + name + " is not a name Discord takes (lower case, 1-32 letters, digits, - or _)");
            }
            boolean sub = spec.sub().isPresent();
            String before = siblings.get(sub).put(name, spec.name());
            if (before != null) {
                wrong.add(key + "=" + name + " is also the name of " + before);
            }
            // Discord also refuses a sibling's localised name that is another sibling's default (English) name
            if ((sub ? englishSubs : englishRoots).contains(name) && !name.equals(lastWord(spec.name()))) {
                wrong.add(key + "=" + name + " is the English name of another command");
            }
        }
        assertEquals(List.of(), wrong, file.toString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyFile")
    void everyTextNamesACommandAsItsLanguageRegistersIt(Path file) throws IOException {
        Properties values = read(file);
        Set<String> roots = new HashSet<>(Set.of(CommandSpec.DJAMBI));
        Set<String> subs = new HashSet<>();
        for (CommandSpec spec : Declarations.all()) {
            boolean registered = Declarations.registered().contains(spec);
            String name = registered ? values.getProperty(CommandNames.key(spec.name()), "") : lastWord(spec.name());
            (spec.sub().isPresent() ? subs : roots).add(name);
        }
        Set<String> wrong = new TreeSet<>();
        for (String key : values.stringPropertyNames()) {
            Matcher mention = MENTION.matcher(values.getProperty(key));
            while (mention.find()) {
                String root = mention.group(1);
                String sub = mention.group(2);
                if (!roots.contains(root)) {
                    wrong.add(key + ": /" + root);
                } else if (root.equals(CommandSpec.DJAMBI) && sub != null && !subs.contains(sub)) {
                    wrong.add(key + ": /djambi " + sub);
                }
            }
        }
        assertEquals(Set.of(), wrong, file + " names commands its language does not register");
    }

    @Test
    void theMentionsFoundAreTheCommandsTypedNotPathsNorNumbers() {
        List<String> found = new ArrayList<>();
        Matcher mention = MENTION.matcher(
                "Try /djambi neu players:4 or `/zug C3-D4` (see docs/rules.md, https://discord.com/x, 3/4, /djambi, ok)");
        while (mention.find()) {
            found.add(mention.group(1) + (mention.group(2) == null ? "" : " " + mention.group(2)));
        }
        assertEquals(List.of("djambi neu", "zug C3-D4", "djambi"), found);
    }

    @Test
    void aCommandTheBotWritesIsTypedAsTheReadersDiscordShowsIt() {
        Catalogue german = Catalogue.english().forLocale(Locale.GERMAN);
        assertEquals("/djambi einstellungen", CommandNames.typed(german, "djambi settings"));
        assertEquals("/ersetzen", CommandNames.typed(german, "replace"));
        assertEquals("/replace", CommandNames.typed(Catalogue.english(), "replace"));
    }

    private static String lastWord(String fullName) {
        return fullName.substring(fullName.indexOf(' ') + 1);
    }

    private static Locale localeOf(Path file) {
        String name = file.getFileName().toString();
        return name.contains("_")
                ? Locale.forLanguageTag(
                        name.substring(name.indexOf('_') + 1, name.indexOf('.')).replace('_', '-'))
                : Locale.ENGLISH;
    }

    private static Properties read(Path file) throws IOException {
        Properties values = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            values.load(reader);
        }
        return values;
    }
}

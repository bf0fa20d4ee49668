package io.djambi.bot.text;

import static io.djambi.bot.text.CatalogueFiles.keysAsWritten;
import static io.djambi.bot.text.CatalogueFiles.places;
import static io.djambi.bot.text.CatalogueFiles.placesRead;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.ibm.icu.text.MessageFormat;
import io.djambi.bot.command.CommandNames;
import io.djambi.bot.dispatch.Declarations;
import io.djambi.engine.Phrase;
import io.djambi.engine.Words;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The catalogue and the code agree: every key the code names is in the catalogue, every key in the catalogue is
 * named by the code, every value is a pattern {@link MessageFormat} reads as meant, and a call passes as many
 * arguments as its text has places. The code is read as source text: a key is a string literal shaped like one
 * ({@code topic.some-words}) whose topic is one of the catalogue's.
 */
class CatalogueTest {
    private static final Path MAIN = Path.of("src/main/java");
    private static final Path FILE = Path.of("src/main/resources/i18n/messages.properties");
    private static final Pattern KEY = Pattern.compile("[a-z][a-z0-9-]*(\\.[a-z0-9-]+)+");
    /** A word of a sentence, as opposed to a key's part or a pattern's letters ({@code MMM}). */
    private static final Pattern WORD = Pattern.compile("(^|\\s)[A-Za-z][a-z]+");

    private static final Pattern MACHINE =
            Pattern.compile("\\blog\\.|failed\\(log|Exception\\(|\\.execute\\(|ofPattern\\(");

    private final Catalogue english = Catalogue.english();
    private final List<JavaSource> sources = JavaSource.under(MAIN);

    /** A key the code names, and where. */
    private record Use(String key, JavaSource source, JavaSource.Literal literal) {
        String where() {
            return source.file() + ":" + source.lineOf(literal.start());
        }
    }

    private Set<String> topics() {
        return english.keys().stream().map(k -> k.substring(0, k.indexOf('.'))).collect(Collectors.toSet());
    }

    private List<Use> uses() {
        Set<String> topics = topics();
        List<Use> uses = new ArrayList<>();
        for (JavaSource source : sources) {
            for (JavaSource.Literal literal : source.literals()) {
                String value = literal.value();
                if (KEY.matcher(value).matches() && topics.contains(value.substring(0, value.indexOf('.')))) {
                    uses.add(new Use(value, source, literal));
                }
            }
        }
        return uses;
    }

    @Test
    void everyKeyTheCodeNamesIsInTheCatalogue() {
        List<String> missing = uses().stream()
                .filter(u -> !english.keys().contains(u.key()))
                .map(u -> u.key() + " at " + u.where())
                .toList();
        assertEquals(List.of(), missing);
    }

    @Test
    void everyKeyInTheCatalogueIsNamedByTheCode() {
        Set<String> used = uses().stream().map(Use::key).collect(Collectors.toSet());
        used.addAll(engineKeys());
        used.addAll(commandNameKeys());
        Set<String> unused = new TreeSet<>(english.keys());
        unused.removeAll(used);
        assertEquals(Set.of(), unused);
    }

    /** The keys {@link CommandNames#key} names, one per command Discord shows by name. */
    private static Set<String> commandNameKeys() {
        return Declarations.registered().stream()
                .map(c -> CommandNames.key(c.name()))
                .collect(Collectors.toSet());
    }

    /** The keys {@link Catalogue#words} names, one per phrase of the engine. */
    private static Set<String> engineKeys() {
        return Arrays.stream(Phrase.values()).map(Catalogue::key).collect(Collectors.toSet());
    }

    @Test
    void everyPhraseOfTheEngineHasAKeyWithTheSamePlacesAsItsEnglish() {
        List<String> wrong = new ArrayList<>();
        for (Phrase phrase : Phrase.values()) {
            String key = Catalogue.key(phrase);
            if (!english.keys().contains(key)) {
                wrong.add(key + " is missing");
            } else if (!places(english.pattern(key)).equals(places(phrase.english()))) {
                wrong.add(key + " has places " + places(english.pattern(key)) + ", the engine's phrase "
                        + places(phrase.english()));
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theEnginesWordsAreWordedByTheCatalogueWithColoursAndRolesTranslated() {
        // GIVEN a refusal nesting a piece (a colour and a role) and naming two players
        Words why = Words.of(
                Phrase.PIECE_NOT_YOURS,
                Words.piece(Colour.BLUE, Role.MILITANT),
                Square.parse("H3"),
                Colour.BLUE,
                Colour.RED);
        // THEN every part comes from the catalogue's keys
        assertEquals(
                english.get(
                        Catalogue.key(Phrase.PIECE_NOT_YOURS),
                        english.get(
                                "engine.piece",
                                english.get("colour.blue.adjective"),
                                english.get("role.militant.named")),
                        "H3",
                        english.get("colour.blue"),
                        english.get("colour.red")),
                english.words(why));
        assertEquals(why.english(), english.words(why));
    }

    @Test
    void theSourceScanFindsTheKeysOfTheCatalogue() {
        // GIVEN a class naming a key directly, through a constant and in a ternary, beside look-alikes
        JavaSource source = JavaSource.of(Path.of("Sample.java"), """
                class Sample {
                    static final String GONE = "press.draft.gone"; // "press.in-a-comment"
                    String a(Catalogue text, boolean b) {
                        return text.get("press.sent", names(1, 2)) + text.get(b ? "answer.played" : "answer.done")
                                + text.get(GONE) + "net.dv8tion" + 'x' + "a \\" quote";
                    }
                }
                """);
        // THEN the literals are all found, the comment's is not, and the call's arguments are counted
        List<String> values =
                source.literals().stream().map(JavaSource.Literal::value).toList();
        assertEquals(
                List.of(
                        "press.draft.gone",
                        "press.sent",
                        "answer.played",
                        "answer.done",
                        "net.dv8tion",
                        "a \\\" quote"),
                values);
        assertEquals(Optional.of(1), source.argumentsAfter(source.literals().get(1)));
        assertEquals(Optional.empty(), source.argumentsAfter(source.literals().get(2)));
    }

    @Test
    void everyValueIsAnIcuPatternWithItsApostrophesDoubled() {
        for (String key : english.keys()) {
            String pattern = english.pattern(key);
            placesRead(pattern); // throws on a pattern ICU cannot read
            assertFalse(
                    pattern.replace("''", "").contains("'"),
                    key + ": a lone apostrophe starts a quote and vanishes; write it ''");
            assertFalse(pattern.isBlank(), key);
            // a trailing space is invisible in the file; a leading one needs "\ ", so is meant
            assertEquals(pattern.stripTrailing(), pattern, key + ": a space at the end");
        }
    }

    @Test
    void theArgumentsOfEveryValueAreNumberedFromZeroWithoutAGap() {
        for (String key : english.keys()) {
            Set<Integer> places = places(english.pattern(key));
            Set<Integer> expected = IntStream.range(0, places.size()).boxed().collect(Collectors.toSet());
            assertEquals(expected, places, key);
            assertEquals(places, placesRead(english.pattern(key)), key + ": an argument hidden in a quote");
        }
    }

    @Test
    void everyCallPassesAsManyArgumentsAsItsTextHasPlaces() {
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (Use use : uses()) {
            Optional<Integer> passed = use.source().argumentsAfter(use.literal());
            if (passed.isPresent() && english.keys().contains(use.key())) {
                checked++;
                int places = places(english.pattern(use.key())).size();
                if (passed.get() != places) {
                    wrong.add(use.key() + " at " + use.where() + ": " + passed.get() + " passed, " + places
                            + " expected");
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(checked > 50, "the scan saw only " + checked + " calls");
    }

    @Test
    void theFilesMovedToTheCatalogueWriteNoSentenceOfTheirOwn() {
        // The rest of the bot still writes its words in the code, until it moves too; then its files join this list
        List<String> moved = List.of(
                "press/",
                "discord/Messages.java",
                "discord/Answers.java",
                "discord/InteractionListener.java",
                "discord/SlashPath.java",
                "discord/ComponentPath.java",
                "discord/ModalPath.java",
                "discord/Autocomplete.java",
                "discord/CommandRunner.java",
                "discord/InteractionRequests.java",
                "discord/DraftGate.java",
                "discord/DirectMessageListener.java",
                "discord/Trace.java",
                "discord/OwnMessage.java",
                "discord/DiscordTimerOutput.java",
                "console/ConsoleLine.java",
                "config/ConfigLoader.java",
                "startup/StartupFault.java",
                "BackupCommand.java",
                "CopyDbCommand.java",
                "store/DatabaseCopy.java",
                "store/Backup.java",
                "game/",
                "clock/",
                "ai/",
                "stats/",
                "dispatch/",
                "command/",
                "discord/CommandDefinitions.java",
                "discord/DiscordCourier.java",
                "discord/DiscordBot.java",
                "console/ConsoleMode.java",
                "wiring/",
                "guide/FirstMoveHint.java",
                "guide/FirstMoves.java",
                "guide/Guide.java",
                "guide/GuideCommands.java",
                "guide/GuidePage.java",
                "guide/GuidePicture.java",
                "guide/GuideTopic.java",
                "guide/InMemoryFirstMoves.java",
                "text/",
                "press/",
                "discord/",
                "console/",
                "Main.java",
                "Shutdown.java");
        Path bot = MAIN.resolve("io/djambi/bot");
        List<String> sentences = new ArrayList<>();
        for (JavaSource source : sources) {
            String file = bot.relativize(source.file()).toString().replace('\\', '/');
            if (moved.stream().noneMatch(file::startsWith)) {
                continue;
            }
            for (JavaSource.Literal literal : source.literals()) {
                if (WORD.matcher(literal.value()).results().count() >= 3 && !forTheMachine(source, literal)) {
                    sentences.add(literal.value() + " at " + source.file() + ":" + source.lineOf(literal.start()));
                }
            }
        }
        assertEquals(List.of(), sentences);
    }

    /** Whether the statement a literal is in logs, throws a programmer's error, runs SQL or formats a date. */
    private static boolean forTheMachine(JavaSource source, JavaSource.Literal literal) {
        String before = source.masked().substring(0, literal.start());
        int start = Math.max(before.lastIndexOf(';'), Math.max(before.lastIndexOf('{'), before.lastIndexOf('}')));
        return MACHINE.matcher(before.substring(start + 1)).find();
    }

    @Test
    void aValueWrittenOverSeveralLinesIsOneKey() throws IOException {
        assertTrue(keysAsWritten(FILE).contains("help.text"));
        assertTrue(english.get("help.text").startsWith("**Djambi**"));
        assertTrue(english.get("help.text").contains("players.\n`/djambi new"), "the lines are joined by \\n");
        assertEquals(english.keys().size(), keysAsWritten(FILE).size());
    }

    @Test
    void theKeysAreWrittenOnceAndGroupedByTopic() throws IOException {
        List<String> keys = keysAsWritten(FILE);
        assertEquals(keys.size(), new HashSet<>(keys).size(), "a key written twice: the second silently wins");
        List<String> topics =
                keys.stream().map(k -> k.substring(0, k.indexOf('.'))).toList();
        Set<String> seen = new LinkedHashSet<>();
        for (int i = 0; i < topics.size(); i++) {
            if (i > 0 && !topics.get(i).equals(topics.get(i - 1))) {
                assertTrue(seen.add(topics.get(i)), keys.get(i) + " is away from the rest of its topic");
            } else {
                seen.add(topics.get(i));
            }
        }
    }

    @Test
    void numbersAreWrittenInPlainDigitsAndCountedInWords() {
        assertEquals(
                "That whisper is 1501 characters long; at most 1500. Split it in two.",
                english.get("press.refused.too-long", 1501, 1500));
        assertEquals(
                "Backed up a.db to b.db: 1 live table, 12345 games in progress, every game replayed and checked",
                english.get("backup.done", Path.of("a.db"), Path.of("b.db"), 1, 12345));
        assertEquals(
                "Backed up a.db to b.db: 0 live tables, 1 game in progress, every game replayed and checked",
                english.get("backup.done", "a.db", "b.db", 0, 1));
        // a place inside a plural's form is written so too, and an explicit =0 wins over the category
        assertEquals("Followed by 1500 people.", english.get("view.status.followers", 1500));
        assertEquals("Followed by nobody.", english.get("view.status.followers", 0));
        assertEquals("Followed by one person.", english.get("view.status.followers", 1));
    }

    @Test
    void anApostropheIsReadOnceAndAnArgumentIsNeverReadAsAPattern() {
        assertEquals("You are not playing in this channel's game.", english.get("press.game.not-here"));
        assertEquals(
                "**Whisper** · there\nFrom me:\n>>> it's {0} o'clock",
                english.get("press.dm.text", "there", "From me", "it's {0} o'clock"));
    }

    @Test
    void theCatalogueIsReadAsUtf8() {
        assertEquals("You ↔ Ann", english.get("press.thread.with-you", "Ann"));
    }

    @Test
    void aLanguageWithoutATranslationReadsEnglishAndEnglishIsItself() {
        // Japanese: a language no catalogue of the bot speaks (German has its own since issue 33)
        Catalogue japanese = english.forLocale(Locale.JAPANESE);
        assertEquals(Locale.JAPANESE, japanese.locale());
        assertEquals(english.get("answer.posted", "X"), japanese.get("answer.posted", "X"));
        assertFalse(japanese.isTranslated());
        assertSame(english, english.forLocale(Locale.ENGLISH));
    }

    @Test
    void aKeyTheCatalogueLacksIsAnError() {
        assertThrows(MissingResourceException.class, () -> english.get("press.no-such-key"));
    }
}

package io.djambi.bot.text;

import static io.djambi.bot.text.CatalogueFiles.keysAsWritten;
import static io.djambi.bot.text.CatalogueFiles.places;
import static io.djambi.bot.text.CatalogueFiles.placesRead;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.ibm.icu.util.ULocale;
import io.djambi.bot.game.HelpCommands;
import io.djambi.engine.Phrase;
import io.djambi.engine.Words;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * Every translation of the catalogue ({@code messages_<lang>.properties} beside the English base) says the same
 * things as the base: the same keys in the same order, the same arguments, valid patterns, nothing left in English
 * by mistake, and text that fits where Discord puts it. A new language is one new file: these tests find it.
 */
class TranslationTest {
    private static final Path DIR = Path.of("src/main/resources/i18n");
    private static final Path BASE = DIR.resolve("messages.properties");
    private static final Pattern TRANSLATION = Pattern.compile("messages_([a-zA-Z_]+)\\.properties");

    /** Discord refuses a command, option or choice whose text is longer, and a button label longer than 80. */
    private static final int DESCRIPTION_LIMIT = 100;

    private static final int BUTTON_LIMIT = 80;
    /** A modal's title and a text input's label. */
    private static final int FORM_LIMIT = 45;
    /** One message. */
    private static final int MESSAGE_LIMIT = 2000;
    /** How much longer than the English a translation may run and still fit: German runs about a third longer. */
    private static final double PSEUDO_GROWTH = 1.4;

    /** Values that read the same in every language: arguments, numbers and markup only. */
    private static final Set<String> SAME_EVERYWHERE = Set.of(
            "engine.said",
            "guide.page",
            "choice.players.3",
            "choice.players.4",
            "seat.player",
            "picker.suggest-stakes",
            "play.several.line",
            "view.status.heading",
            "view.history.move",
            "view.history.ended",
            "card.thread-name",
            "card.thread-opening",
            "places.line",
            "places.choice",
            "stats.change.line");

    /** Per language, the keys whose value is rightly the English word: the game's own terms, borrowed words. */
    private static final Map<String, Set<String>> SAME_AS_ENGLISH = Map.of(
            "cs",
            // Czech writes a colon and a name as English does, says "AI" and "lobby" too
            Set.of(
                    "console.dm.reply",
                    "lobby.post.seat",
                    "play.several.stakes",
                    "view.status.seat",
                    "view.status.empty-seat",
                    "view.history.line",
                    "follow.news.event",
                    "record.comment.empty-seat",
                    "record.comment.seat",
                    "clock.votes.line",
                    "stats.chart.title",
                    "engine.then",
                    "engine.piece",
                    "card.ai",
                    "places.stage.lobby"),
            "fr",
            Set.of(
                    "role.assassin",
                    "role.reporter",
                    "role.provocateur",
                    "role.militant",
                    "choice.level.normal",
                    "startup.reason.close-code",
                    // French says "pause" and "stats" too
                    "command.djambi.pause.name",
                    "command.djambi.stats.name"),
            "de",
            Set.of(
                    "role.reporter",
                    "role.reporter.named",
                    "command.djambi.pause.name",
                    // a piece is "Rots Kämpfer": the colour's genitive, then the role, as in English
                    "engine.piece",
                    // punctuation and places only, the same in German
                    "console.dm.reply",
                    "lobby.post.seat",
                    "play.several.stakes",
                    "view.status.seat",
                    "view.history.line",
                    "follow.news.event",
                    "post.move",
                    "post.move.numbered",
                    "clock.votes.line",
                    "record.comment.seat",
                    "stats.chart.title",
                    "engine.then"),
            "es",
            // markup and arguments only, which French spaces before its colons; and "normal", the same word
            Set.of(
                    "choice.level.normal",
                    "seat.level.normal",
                    "console.dm.reply",
                    "lobby.post.seat",
                    "view.status.seat",
                    "view.status.empty-seat",
                    "view.history.line",
                    "follow.news.event",
                    "record.comment.empty-seat",
                    "record.comment.seat",
                    "clock.votes.line",
                    "post.move",
                    "post.move.numbered",
                    "play.several.stakes",
                    "stats.chart.title",
                    "engine.then"),
            "it",
            // the borrowed words (Reporter, Necromobile, file, thread, database, lobby), and values that are only
            // arguments and punctuation, written with Italian punctuation as in English
            Set.of(
                    "role.reporter",
                    "role.necromobile",
                    "console.file",
                    "console.place.thread",
                    "console.dm.reply",
                    "startup.database-unusable",
                    "places.stage.lobby",
                    "lobby.post.seat",
                    "play.several.stakes",
                    "view.status.seat",
                    "view.status.empty-seat",
                    "view.history.line",
                    "follow.news.event",
                    "post.move",
                    "post.move.numbered",
                    "record.comment.empty-seat",
                    "record.comment.seat",
                    "clock.votes.line",
                    "stats.chart.title",
                    "engine.then"));

    /** A translation file: its language tag (fr, pt_BR) and its path. */
    record Translation(String language, Path file) {
        @Override
        public String toString() {
            return language;
        }

        Catalogue catalogue() {
            return Catalogue.english().forLocale(Locale.forLanguageTag(language.replace('_', '-')));
        }
    }

    static List<Translation> translations() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.map(f -> TRANSLATION.matcher(f.getFileName().toString()))
                    .filter(Matcher::matches)
                    .map(m -> new Translation(m.group(1), DIR.resolve(m.group())))
                    .sorted((a, b) -> a.language().compareTo(b.language()))
                    .toList();
        }
    }

    /** Every catalogue, English included: the Discord limits hold in all of them. */
    static List<Path> everyFile() throws IOException {
        List<Path> files = new ArrayList<>(List.of(BASE));
        translations().forEach(t -> files.add(t.file()));
        return files;
    }

    private static Properties read(Path file) throws IOException {
        Properties values = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            values.load(reader);
        }
        return values;
    }

    @Test
    void theFrenchTranslationIsFoundBesideTheBase() throws IOException {
        assertTrue(
                translations().stream().anyMatch(t -> t.language().equals("fr")),
                "no messages_fr.properties in " + DIR.toAbsolutePath());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("translations")
    void aTranslationHasEveryKeyOfTheBaseInItsOrderAndNoOther(Translation translation) throws IOException {
        List<String> base = keysAsWritten(BASE);
        List<String> translated = keysAsWritten(translation.file());
        Set<String> missing = new TreeSet<>(base);
        missing.removeAll(translated);
        Set<String> extra = new TreeSet<>(translated);
        extra.removeAll(base);
        assertEquals(Set.of(), missing, "keys of the base not translated");
        assertEquals(Set.of(), extra, "keys the base does not have");
        assertEquals(base, translated, "the same keys, written in the same order");
        assertEquals(read(BASE).keySet(), read(translation.file()).keySet());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("translations")
    void aTranslatedValueUsesTheSameArgumentsAsItsEnglish(Translation translation) throws IOException {
        Properties english = read(BASE);
        Properties translated = read(translation.file());
        List<String> wrong = new ArrayList<>();
        for (String key : translated.stringPropertyNames()) {
            String base = english.getProperty(key);
            if (base != null && !places(base).equals(places(translated.getProperty(key)))) {
                wrong.add(key + " has " + places(translated.getProperty(key)) + ", the English " + places(base));
            }
        }
        assertEquals(List.of(), wrong);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("translations")
    void aTranslatedValueIsAnIcuPatternWithItsApostrophesDoubled(Translation translation) throws IOException {
        Properties translated = read(translation.file());
        List<String> wrong = new ArrayList<>();
        for (String key : new TreeSet<>(translated.stringPropertyNames())) {
            String pattern = translated.getProperty(key);
            try {
                if (!placesRead(pattern).equals(places(pattern))) {
                    wrong.add(key + ": an argument is hidden in a quote");
                }
            } catch (IllegalArgumentException unreadable) {
                wrong.add(key + ": " + unreadable.getMessage());
            }
            if (pattern.replace("''", "").contains("'")) {
                wrong.add(key + ": a lone apostrophe starts a quote and vanishes; write it ''");
            }
            if (pattern.isBlank() || !pattern.stripTrailing().equals(pattern)) {
                wrong.add(key + ": blank, or a space at the end");
            }
        }
        assertEquals(List.of(), wrong);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("translations")
    void noValueIsLeftInEnglishUnlessItReadsTheSameInBothLanguages(Translation translation) throws IOException {
        Properties english = read(BASE);
        Properties translated = read(translation.file());
        Set<String> allowed = new TreeSet<>(SAME_EVERYWHERE);
        allowed.addAll(SAME_AS_ENGLISH.getOrDefault(translation.language(), Set.of()));
        Set<String> untranslated = new TreeSet<>();
        for (String key : translated.stringPropertyNames()) {
            if (translated.getProperty(key).equals(english.getProperty(key)) && !allowed.contains(key)) {
                untranslated.add(key);
            }
        }
        assertEquals(Set.of(), untranslated, "still in English (or add the key to the allow-list)");
        Set<String> stale = new TreeSet<>();
        for (String key : allowed) {
            if (english.containsKey(key) && !english.getProperty(key).equals(translated.getProperty(key))) {
                stale.add(key);
            }
        }
        assertEquals(Set.of(), stale, "allowed to stay English, but translated: drop it from the allow-list");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyFile")
    void everyTextFitsWhereDiscordShowsIt(Path file) throws IOException {
        assertEquals(List.of(), tooLong(read(file)), file.toString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyFile")
    void theAiStandingInForAPlayerIsNamedFirstNotThePlayer(Path file) throws IOException {
        // A line that begins with it begins with a capital (game.StandIn.shownFirstIn): the player's name, which would
        // be capitalised if it came first, is his to write as he likes ("ann")
        String standIn = read(file).getProperty("seat.stand-in");
        assertFalse(standIn.startsWith("{"), file + ": " + standIn);
    }

    @Test
    void everyEnglishTextStillFitsInAPseudoLanguageFortyPercentLonger() throws IOException {
        // A translation runs longer than the English (German by a third): each text wrapped and lengthened, as
        // "[!! text ~~~~ !!]", still fits where Discord shows it, so no translator is cornered by the English
        Properties english = read(BASE);
        Properties pseudo = new Properties();
        english.stringPropertyNames().forEach(key -> pseudo.setProperty(key, pseudo(english.getProperty(key))));
        assertEquals(List.of(), tooLong(pseudo));
    }

    @Test
    void thePseudoLanguageIsFortyPercentLongerAndStillAPattern() {
        String pattern = "{0} {0,plural,one{move} other{moves}} made";
        String pseudo = pseudo(pattern);
        assertTrue(pseudo.startsWith("[!! " + pattern) && pseudo.endsWith(" !!]"), pseudo);
        assertEquals((int) Math.ceil(pattern.length() * 1.4), pseudo.length());
        String formatted = PlainNumbers.format(pseudo, ULocale.ENGLISH, 3);
        assertTrue(formatted.startsWith("[!! 3 moves made ~") && formatted.endsWith("~ !!]"), formatted);
    }

    @Test
    void aLabelThatFitsInEnglishButNotFortyPercentLongerIsCaught() {
        // GIVEN a button label of 60 characters: Discord takes 80, a German 84 would not fit
        Properties label = new Properties();
        label.setProperty("button.join", "a".repeat(60));
        Properties pseudo = new Properties();
        pseudo.setProperty("button.join", pseudo("a".repeat(60)));
        // THEN only the pseudo-language is refused
        assertEquals(List.of(), tooLong(label));
        assertEquals(List.of("button.join is 84 characters, at most 80"), tooLong(pseudo));
    }

    /**
     * Each text of {@code values} longer than Discord shows where its key's family is used; an apostrophe written
     * {@code ''} shows as one, and the help is measured as it is sent, in messages cut before its sections.
     */
    private static List<String> tooLong(Properties values) {
        List<String> tooLong = new ArrayList<>();
        for (String key : new TreeSet<>(values.stringPropertyNames())) {
            int limit = limitOf(key);
            String shown = values.getProperty(key).replace("''", "'");
            List<String> sent = key.equals("help.text") ? HelpCommands.messages(shown) : List.of(shown);
            int length = sent.stream().mapToInt(String::length).max().orElse(0);
            if (length > limit) {
                tooLong.add(key + " is " + length + " characters, at most " + limit);
            }
        }
        return tooLong;
    }

    /** Where Discord shows a key's text, the most it takes there. */
    private static int limitOf(String key) {
        return key.startsWith("button.")
                ? BUTTON_LIMIT
                : key.startsWith("form.") ? FORM_LIMIT : isDescriptionOrChoice(key) ? DESCRIPTION_LIMIT : MESSAGE_LIMIT;
    }

    /**
     * The text of a pseudo-language: wrapped in {@code [!! !!]} (a text cut short shows it lost its end) and padded
     * with {@code ~} to 40% longer than the English; the pattern itself is kept, so it still formats.
     */
    static String pseudo(String english) {
        String start = "[!! ";
        String end = " !!]";
        int wanted = (int) Math.ceil(english.length() * PSEUDO_GROWTH);
        int tildes = Math.max(1, wanted - english.length() - start.length() - end.length() - 1);
        return start + english + " " + "~".repeat(tildes) + end;
    }

    @Test
    void frenchPunctuationKeepsItsNonBreakingSpace() throws IOException {
        // A plain space lets Discord wrap the line before the colon; the French file writes U+00A0 there
        Properties french = read(DIR.resolve("messages_fr.properties"));
        Pattern plainSpace = Pattern.compile(" [:;!?»]|« ");
        Set<String> wrong = new TreeSet<>();
        for (String key : french.stringPropertyNames()) {
            if (plainSpace.matcher(french.getProperty(key)).find()) {
                wrong.add(key);
            }
        }
        assertEquals(Set.of(), wrong, "a plain space before : ; ! ? or inside « »: write it \\u00a0");
    }

    /** Discord's descriptions and choice names; a guide page's title is a choice of /djambi rules topic. */
    private static boolean isDescriptionOrChoice(String key) {
        return key.startsWith("command.")
                || key.startsWith("option.")
                || key.startsWith("choice.")
                || key.startsWith("guide.") && key.endsWith(".title");
    }

    @Test
    void theDiscordLimitsCatchATooLongLabel() throws IOException {
        // GIVEN a catalogue with a button label of 81 characters
        Path file = Files.createTempFile("messages_xx", ".properties");
        try {
            Files.writeString(file, "button.join=" + "a".repeat(81) + "\n", StandardCharsets.UTF_8);
            // THEN the limit check refuses it
            assertThrows(AssertionError.class, () -> everyTextFitsWhereDiscordShowsIt(file));
        } finally {
            Files.delete(file);
        }
    }

    @Test
    void aLoneApostropheAndAMissingArgumentAreSeen() {
        assertEquals(Set.of(0, 1), places("{0} n''est pas {1}"));
        assertEquals(Set.of(0), places("'{1}' {0,plural,one{partie} other{parties}}"));
        assertEquals(Set.of(0), placesRead("'{1}' {0,plural,one{partie} other{parties}}"));
        assertEquals(Set.of(0, 1), placesRead("{0,plural,one{le dernier coup} other{les {1} derniers coups}}"));
        assertTrue("c'est".replace("''", "").contains("'"));
        assertFalse("c''est".replace("''", "").contains("'"));
    }

    @Test
    void aValueWrittenOverSeveralLinesIsOneKeyAndACommentIsNone() throws IOException {
        // GIVEN a file with a comment naming a key and a value continued on a second line
        Path file = Files.createTempFile("messages_yy", ".properties");
        try {
            Files.writeString(file, "# a.c=no\na.b=one\\\n    two=2\nc.d=x\n", StandardCharsets.UTF_8);
            // THEN two keys are read, in their order
            assertEquals(List.of("a.b", "c.d"), keysAsWritten(file));
            assertEquals("onetwo=2", read(file).getProperty("a.b"));
        } finally {
            Files.delete(file);
        }
    }

    @Test
    void theCatalogueInFrenchReadsTheFrenchFile() {
        // GIVEN the English catalogue asked for French
        Catalogue french = Catalogue.english().forLocale(Locale.FRENCH);
        // THEN a key reads the French, numbers and plurals included
        assertTrue(french.isTranslated());
        assertEquals("Publié ci-dessous : X", french.get("answer.posted", "X").replace('\u00a0', ' '));
        assertEquals(
                "**Ann** (1 message secret)",
                french.get("press.thread.title", "Ann", 1).replace('\u00a0', ' '));
        assertEquals(
                "**Ann** (0 message secret)",
                french.get("press.thread.title", "Ann", 0).replace('\u00a0', ' '));
        assertEquals(
                "**Ann** (2 messages secrets)",
                french.get("press.thread.title", "Ann", 2).replace('\u00a0', ' '));
        assertNotEquals(Catalogue.english().get("answer.posted", "X"), french.get("answer.posted", "X"));
    }

    @Test
    void aMoveIsToldInFrenchWithTheColourAfterTheRole() {
        // GIVEN a Militant's kill told by the engine
        Catalogue french = Catalogue.english().forLocale(Locale.FRENCH);
        Words told = Words.of(
                Phrase.TOLD_KILLS_AND_LAYS,
                Words.piece(Colour.RED, Role.MILITANT),
                Square.parse("C3"),
                Words.piece(Colour.BLUE, Role.REPORTER),
                Square.parse("D4"),
                Square.parse("H8"));
        // THEN the French names a piece with its article and its colour after the role, as an adjective, and spaces
        // the semicolon; the sentence begins with a capital
        assertEquals(
                "Le Militant rouge C3 tue le Reporter bleu en D4\u00a0; le cadavre est placé en H8",
                french.words(told));
        assertEquals("Rouge est au pouvoir", french.words(Words.of(Phrase.TOLD_IN_POWER, Colour.RED)));
    }
}

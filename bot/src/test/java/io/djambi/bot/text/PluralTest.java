package io.djambi.bot.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every count, in every language of the catalogue, is said in that language's plural forms: a place written
 * {@code {n,choice,...}} reads one way for 1 and another for 2, and 0 as the language says it (as 2 in English, as 1
 * in French); and no count stands bare before its noun ("the last {1} moves" read "the last 1 moves"). A bare count is
 * found by what follows it: a word some plural form of the same language counts ("moves"), or, in French, any plural
 * word, which is easy to tell there: a verb after a name never ends in s or x, so only a plural ends so.
 */
class PluralTest {
    /**
     * Keys whose place before a word the catalogue counts is no count: in a move told, {1} is the square the piece
     * leaves and "moves" its verb ("Red Militant C3 moves to C4").
     */
    private static final Set<String> NOT_COUNTS =
            Set.of("engine.told-step", "engine.told-reporter-kill", "engine.told-provokes", "engine.told-moves-corpse");

    /** French words ending in s or x that are no plurals: prepositions, adverbs, pronouns that may follow a place. */
    private static final Set<String> FRENCH_INVARIABLE = Set.of(
            "sans",
            "dans",
            "vers",
            "depuis",
            "après",
            "sous",
            "pas",
            "plus",
            "puis",
            "moins",
            "très",
            "alors",
            "lors",
            "hors",
            "dès",
            "près",
            "jamais",
            "toujours",
            "vous",
            "nous");

    /** The counting of each language the catalogue speaks; a new translation says here how it counts. */
    private static final Map<String, Counting> COUNTING = Map.of(
            "en",
            // "Red wins": an English verb after a name ends in s as a plural does, so no word is known for a plural
            new Counting(false, word -> false),
            "fr",
            // one letter is a unit's symbol, "30 s"
            new Counting(
                    true, word -> word.length() > 1 && word.matches(".*[sx]") && !FRENCH_INVARIABLE.contains(word)));

    /** A place, {@code {1}} or {@code {1,choice,...}}, at the top level of a pattern (not inside another's form). */
    private record Place(int index, String type, int end) {}

    /** Whether 0 takes the form of 1 (French) or of 2 (English), and which words are plurals where that shows. */
    private record Counting(boolean zeroIsSingular, Predicate<String> plural) {}

    /** A language's catalogue: its language tag and its patterns by key. */
    record Language(String tag, Map<String, String> patterns) {
        @Override
        public String toString() {
            return tag;
        }

        Locale locale() {
            return Locale.forLanguageTag(tag);
        }

        Counting counting() {
            Counting counting = COUNTING.get(tag);
            if (counting == null) {
                throw new AssertionError("say in PluralTest.COUNTING how " + tag + " counts");
            }
            return counting;
        }
    }

    static List<Language> languages() throws IOException {
        List<Catalogue> catalogues = new ArrayList<>(List.of(Catalogue.english()));
        TranslationTest.translations().forEach(t -> catalogues.add(t.catalogue()));
        return catalogues.stream()
                .map(c -> new Language(
                        c.locale().toLanguageTag(), c.keys().stream().collect(Collectors.toMap(k -> k, c::pattern))))
                .toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("languages")
    void everyCountReadsOneWayForOneAndAnotherForTwoAndZeroAsItsLanguageSays(Language language) {
        assertEquals(List.of(), formsThatDoNotChange(language));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("languages")
    void noCountStandsBareBeforeItsNoun(Language language) {
        assertEquals(List.of(), bareCounts(language));
    }

    @Test
    void theChecksFindTheCountsOfTheIssueAsTheyWereWritten() {
        // GIVEN the replay's words as they were, a plural form that never changes, and a key that counts moves
        Map<String, String> english = Map.of(
                "picker.group", "{0}… ({1} {1,choice,0#moves|1#move|1<moves})",
                "record.replay.last", "Game {0}: the last {1} moves, {1} frames.",
                "record.replay.whole", "Game {0}: the whole game so far, {1} {1,choice,0#frames|1<frames}.");
        Map<String, String> french = Map.of(
                "record.replay.last", "Partie {0} : les {1} derniers coups, {1} images.",
                "record.replay.whole", "Partie {0} : toute la partie, {1} {1,choice,0#images|1<images}.",
                "engine.assassin-no-place", "écrivez {0} sans partie « > »");
        // THEN the bare count before "moves", the French plural and the form that never changes are found
        assertEquals(
                List.of("record.replay.last: {1} stands bare before \"moves\""),
                bareCounts(new Language("en", english)));
        assertEquals(
                List.of(
                        "record.replay.last: {1} stands bare before \"derniers\"",
                        "record.replay.last: {1} stands bare before \"images\""),
                bareCounts(new Language("fr", french)));
        assertEquals(
                List.of(
                        "record.replay.whole: {1} says 0 as 1, not as 2: Game 7: the whole game so far, 0 frames.",
                        "record.replay.whole: {1} says 1 as 2: Game 7: the whole game so far, 1 frames."),
                formsThatDoNotChange(new Language("en", english)));
        assertEquals(
                List.of(
                        "record.replay.whole: {1} says 0 as 2, not as 1: Partie 7 : toute la partie, 0 images.",
                        "record.replay.whole: {1} says 1 as 2: Partie 7 : toute la partie, 1 images."),
                formsThatDoNotChange(new Language("fr", french)));
    }

    @Test
    void theReplaySaysTheLastMoveInTheSingularAndALongStretchInPlainDigits() {
        Catalogue english = Catalogue.english();
        Catalogue french = english.forLocale(Locale.FRENCH);
        // The issue's "the last 1 moves, 1 frames": one move shown is two frames, the position before it and after
        assertEquals("Game 3: the last move, 2 frames.", english.get("record.replay.last", 3, 1, 2));
        assertEquals("Game 3: the last 1500 moves, 1501 frames.", english.get("record.replay.last", 3, 1500, 1501));
        assertEquals("Game 3: the whole game so far, 1 frame.", english.get("record.replay.whole", 3, 1));
        assertEquals("Partie 3 : le dernier coup, 2 images.", plain(french.get("record.replay.last", 3, 1, 2)));
        assertEquals(
                "Partie 3 : les 1500 derniers coups, 1501 images.",
                plain(french.get("record.replay.last", 3, 1500, 1501)));
        assertEquals("Partie 3 : toute la partie jusqu'ici, 1 image.", plain(french.get("record.replay.whole", 3, 1)));
    }

    /** French text with its non-breaking spaces made plain, for the reader of the test. */
    private static String plain(String french) {
        return french.replace('\u00a0', ' ');
    }

    /** Each choice place that reads the same for 1 and 2, or says 0 in the wrong form. */
    private static List<String> formsThatDoNotChange(Language language) {
        Counting counting = language.counting();
        List<String> wrong = new ArrayList<>();
        for (String key : new TreeSet<>(language.patterns().keySet())) {
            String pattern = language.patterns().get(key);
            for (int index : choices(pattern)) {
                String zero = text(pattern, language, index, 0);
                String one = text(pattern, language, index, 1);
                String two = text(pattern, language, index, 2);
                if (counting.zeroIsSingular() ? sameWords(zero, two) : sameWords(zero, one)) {
                    wrong.add(key + ": {" + index + "} says 0 as "
                            + (counting.zeroIsSingular() ? "2, not as 1" : "1, not as 2") + ": " + zero);
                }
                if (sameWords(one, two)) {
                    wrong.add(key + ": {" + index + "} says 1 as 2: " + one);
                }
            }
        }
        return wrong;
    }

    /** Whether two texts differ only in their numbers. */
    private static boolean sameWords(String a, String b) {
        return a.replaceAll("\\d", "").equals(b.replaceAll("\\d", ""));
    }

    /** Each place, not read by any choice of its pattern, that is followed by a word the language counts. */
    private static List<String> bareCounts(Language language) {
        Set<String> counted = countedWords(language);
        Predicate<String> plural = language.counting().plural();
        List<String> wrong = new ArrayList<>();
        for (String key : new TreeSet<>(language.patterns().keySet())) {
            if (NOT_COUNTS.contains(key)) {
                continue;
            }
            String pattern = language.patterns().get(key);
            Set<Integer> choices = choices(pattern);
            for (Place place : places(pattern)) {
                if (place.type().equals("choice") || choices.contains(place.index())) {
                    continue;
                }
                for (String word : wordsAfter(pattern, place.end(), language.locale())) {
                    if (counted.contains(word) || plural.test(word)) {
                        wrong.add(key + ": {" + place.index() + "} stands bare before \"" + word + "\"");
                        break;
                    }
                }
            }
        }
        return wrong;
    }

    /** The words a plural form of the language says and its singular does not: "moves", "parties". */
    private static Set<String> countedWords(Language language) {
        Set<String> counted = new HashSet<>();
        language.patterns().values().forEach(pattern -> {
            for (int index : choices(pattern)) {
                Set<String> singular = wordSet(text(pattern, language, index, 1), language.locale());
                Set<String> plural = wordSet(text(pattern, language, index, 2), language.locale());
                plural.removeAll(singular);
                counted.addAll(plural);
            }
        });
        return counted;
    }

    /** The pattern with {@code index} set to {@code count} and every other argument 7. */
    private static String text(String pattern, Language language, int index, int count) {
        Object[] args = new Object[CatalogueFiles.places(pattern).size()];
        Arrays.fill(args, 7);
        args[index] = count;
        return new MessageFormat(pattern, language.locale()).format(args);
    }

    private static Set<String> wordSet(String text, Locale locale) {
        return Pattern.compile("\\p{L}+")
                .matcher(text.toLowerCase(locale))
                .results()
                .map(MatchResult::group)
                .collect(Collectors.toCollection(HashSet::new));
    }

    /** The one or two words right after a place, with only spaces before them. */
    private static List<String> wordsAfter(String pattern, int from, Locale locale) {
        Matcher m = Pattern.compile("^[\\s\\u00a0\\u202f]+(\\p{L}+)(?:[\\s\\u00a0\\u202f]+(\\p{L}+))?")
                .matcher(pattern.substring(from));
        if (!m.find()) {
            return List.of();
        }
        return Stream.of(m.group(1), m.group(2))
                .filter(Objects::nonNull)
                .map(w -> w.toLowerCase(locale))
                .toList();
    }

    /** The indices a pattern reads with a choice anywhere. */
    private static Set<Integer> choices(String pattern) {
        Set<Integer> indices = new TreeSet<>();
        Matcher m = Pattern.compile("\\{\\s*(\\d+)\\s*,\\s*choice\\s*,").matcher(pattern);
        while (m.find()) {
            indices.add(Integer.parseInt(m.group(1)));
        }
        return indices;
    }

    /** The places at the pattern's top level, with their type ("" for a plain one) and where each ends. */
    private static List<Place> places(String pattern) {
        List<Place> places = new ArrayList<>();
        int depth = 0;
        int start = -1;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '{' && depth++ == 0) {
                start = i;
            } else if (c == '}' && --depth == 0) {
                String[] parts = pattern.substring(start + 1, i).split(",", 3);
                places.add(
                        new Place(Integer.parseInt(parts[0].strip()), parts.length > 1 ? parts[1].strip() : "", i + 1));
            }
        }
        return places;
    }
}

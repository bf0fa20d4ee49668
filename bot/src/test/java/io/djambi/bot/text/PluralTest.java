package io.djambi.bot.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.ibm.icu.text.MessagePattern;
import com.ibm.icu.text.PluralRules;
import com.ibm.icu.util.ULocale;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
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
 * {@code {n,plural,...}} has a form for each category the CLDR plural rules give the language's whole numbers (en, de,
 * es, it: one and other; fr: one, which holds 0 too, and other; cs: one, few, other), {@code other} always, and no
 * category the language does not use; each form reads differently from the others; and no count stands bare before
 * its noun ("the last {1} moves" read "the last 1 moves"). A bare count is found by what follows it: a word some plural
 * form of the same language counts ("moves"), or, in French, any plural word, which is easy to tell there: a verb
 * after a name never ends in s or x, so only a plural ends so. A new language file is found by its name and checked
 * by the rules of its language, with nothing to add here.
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

    /**
     * Per language, the words that show a plural even where no form of the catalogue counts them; a language not
     * named has none.
     */
    private static final Map<String, Predicate<String>> PLURAL_WORDS = Map.of(
            // "Red wins": an English verb after a name ends in s as a plural does, so English has no such word;
            // in French one letter is a unit's symbol, "30 s"
            "fr", word -> word.length() > 1 && word.matches(".*[sx]") && !FRENCH_INVARIABLE.contains(word));

    /** The plural categories of a language below this are its everyday ones; French {@code many} starts here. */
    private static final double MILLION = 1_000_000;

    /** A place, {@code {1}} or {@code {1,plural,...}}, at the top level of a pattern (not inside another's form). */
    private record Place(int index, String type, int end) {}

    /** A language's catalogue: its language tag and its patterns by key. */
    record Language(String tag, Map<String, String> patterns) {
        @Override
        public String toString() {
            return tag;
        }

        Locale locale() {
            return Locale.forLanguageTag(tag);
        }

        Predicate<String> pluralWords() {
            return PLURAL_WORDS.getOrDefault(tag, word -> false);
        }

        /** Its CLDR categories for whole numbers below a million, each with its smallest samples. */
        Map<String, List<Integer>> categories() {
            return PluralTest.categories(locale());
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
    void everyPluralHasTheFormsOfItsLanguageAndOther(Language language) {
        assertEquals(List.of(), wrongForms(language));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("languages")
    void everyPluralReadsDifferentlyInEachCategory(Language language) {
        assertEquals(List.of(), formsThatDoNotChange(language));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("languages")
    void noCountStandsBareBeforeItsNoun(Language language) {
        assertEquals(List.of(), bareCounts(language));
    }

    @Test
    void theCategoriesAreCldrsForWholeNumbers() {
        assertEquals(Map.of("one", List.of(1), "other", List.of(0, 2)), categories(Locale.ENGLISH));
        assertEquals(Map.of("one", List.of(0, 1), "other", List.of(2, 3)), categories(Locale.FRENCH));
        assertEquals(
                Map.of("one", List.of(1), "few", List.of(2, 3), "other", List.of(0, 5)),
                categories(Locale.forLanguageTag("cs")));
        assertEquals(Map.of("one", List.of(1), "other", List.of(0, 2)), categories(Locale.forLanguageTag("es")));
    }

    @Test
    void theChecksFindTheCountsOfTheIssueAsTheyWereWritten() {
        // GIVEN the replay's words as they were, a plural form that never changes, and a key that counts moves
        Map<String, String> english = Map.of(
                "picker.group", "{0}… ({1} {1,plural,one{move} other{moves}})",
                "record.replay.last", "Game {0}: the last {1} moves, {1} frames.",
                "record.replay.whole", "Game {0}: the whole game so far, {1} {1,plural,one{frames} other{frames}}.");
        Map<String, String> french = Map.of(
                "record.replay.last", "Partie {0} : les {1} derniers coups, {1} images.",
                "record.replay.whole", "Partie {0} : toute la partie, {1} {1,plural,one{images} other{images}}.",
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
                List.of("record.replay.whole: {1} reads the same for 1 (one) as for 0 (other): "
                        + "Game 7: the whole game so far, 1 frames."),
                formsThatDoNotChange(new Language("en", english)));
        assertEquals(
                List.of("record.replay.whole: {1} reads the same for 0 (one) as for 2 (other): "
                        + "Partie 7 : toute la partie, 0 images."),
                formsThatDoNotChange(new Language("fr", french)));
    }

    @Test
    void aBrokenPluralIsNamedByItsKey() {
        // GIVEN Czech plurals: one without few, one with a form Czech does not use, one without other, one unreadable
        Map<String, String> czech = Map.of(
                "a.no-few", "{0} {0,plural,one{tah} other{tahů}}",
                "b.unknown", "{0} {0,plural,one{tah} few{tahy} two{tahy} other{tahů}}",
                "c.no-other", "{0} {0,plural,one{tah} few{tahy}}",
                "d.unreadable", "{0} {0,plural,one{tah} few{tahy} other{tahů}",
                "e.good",
                        "{0} {0,plural,one{tah} few{tahy} other{tahů}} {1,plural,=0{nic} one{# tah} few{# tahy} other{# tahů}}");
        // THEN each broken one is named, and the good one is not
        List<String> wrong = wrongForms(new Language("cs", czech));
        assertEquals(4, wrong.size(), wrong.toString());
        assertTrue(wrong.get(0).startsWith("a.no-few: {0} lacks few"), wrong.toString());
        assertTrue(wrong.get(1).startsWith("b.unknown: {0} has two, which cs does not use"), wrong.toString());
        assertTrue(wrong.get(2).startsWith("c.no-other: cannot be read"), wrong.toString());
        assertTrue(wrong.get(3).startsWith("d.unreadable: cannot be read"), wrong.toString());
        // AND a form the same for few and other is found as well
        assertEquals(
                List.of("x.same: {0} reads the same for 2 (few) as for 0 (other): 2 tahů"),
                formsThatDoNotChange(
                        new Language("cs", Map.of("x.same", "{0} {0,plural,one{tah} few{tahů} other{tahů}}"))));
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

    @Test
    void germanCountsOfAgreementTakeTheVerbInTheirNumber() {
        // "1 von 2 stimmen zu" read wrong to a German player (found by the play-test): one agrees, two agree
        Catalogue german = Catalogue.english().forLocale(Locale.GERMAN);
        assertTrue(german.get("takeback.accepted", "Ann", 1, 2).contains("(1 von 2 stimmt zu)"));
        assertTrue(german.get("takeback.accepted", "Ann", 2, 3).contains("(2 von 3 stimmen zu)"));
        assertTrue(german.get("play.draw.accepted", "Ann", 1, 3).contains("(1 von 3 stimmt zu)"));
        assertTrue(german.get("play.draw.count", 2, 3).startsWith("2 von 3 stimmen zu;"));
        assertTrue(german.get("play.draw.count", 1, 3).startsWith("1 von 3 stimmt zu;"));
        assertTrue(german.get("takeback.count", 1, 2).startsWith("1 von 2 stimmt zu ("));
    }

    /** French text with its non-breaking spaces made plain, for the reader of the test. */
    private static String plain(String french) {
        return french.replace('\u00a0', ' ');
    }

    /**
     * The CLDR plural categories of a language's whole numbers, each with its two smallest samples below a million
     * (French {@code many}, a million and up, is left out: the bot counts no such thing).
     */
    static Map<String, List<Integer>> categories(Locale locale) {
        PluralRules rules = PluralRules.forLocale(ULocale.forLocale(locale));
        Map<String, List<Integer>> categories = new TreeMap<>();
        for (String keyword : rules.getKeywords()) {
            List<Integer> samples = rules.getSamples(keyword).stream()
                    .filter(sample -> sample < MILLION)
                    .sorted()
                    .limit(2)
                    .map(Double::intValue)
                    .toList();
            if (!samples.isEmpty()) {
                categories.put(keyword, samples);
            }
        }
        return categories;
    }

    /** Each plural that lacks a category of its language or {@code other}, has one the language lacks, or cannot be read. */
    private static List<String> wrongForms(Language language) {
        Set<String> categories = language.categories().keySet();
        List<String> wrong = new ArrayList<>();
        for (String key : new TreeSet<>(language.patterns().keySet())) {
            MessagePattern parsed;
            try {
                parsed = new MessagePattern(language.patterns().get(key));
            } catch (IllegalArgumentException unreadable) {
                wrong.add(key + ": cannot be read: " + unreadable.getMessage());
                continue;
            }
            plurals(parsed).forEach((index, forms) -> {
                Set<String> said = new TreeSet<>(forms);
                said.removeIf(form -> form.startsWith("="));
                Set<String> missing = new TreeSet<>(categories);
                missing.add("other");
                missing.removeAll(said);
                missing.forEach(form -> wrong.add(key + ": {" + index + "} lacks " + form));
                said.removeAll(categories);
                said.forEach(form -> wrong.add(key + ": {" + index + "} has " + form + ", which " + language.tag()
                        + " does not use (it uses " + categories + ")"));
            });
        }
        return wrong;
    }

    /** Each plural place of a pattern, by argument index, with the selectors of its forms ("one", "=0"). */
    private static Map<Integer, List<String>> plurals(MessagePattern parsed) {
        Map<Integer, List<String>> plurals = new TreeMap<>();
        for (int i = 0; i < parsed.countParts(); i++) {
            MessagePattern.Part part = parsed.getPart(i);
            if (part.getType() == MessagePattern.Part.Type.ARG_START
                    && part.getArgType() == MessagePattern.ArgType.PLURAL) {
                List<String> forms =
                        plurals.computeIfAbsent(parsed.getPart(i + 1).getValue(), k -> new ArrayList<>());
                int limit = parsed.getLimitPartIndex(i);
                for (int j = i + 1; j < limit; j++) {
                    if (parsed.getPart(j).getType() == MessagePattern.Part.Type.ARG_SELECTOR) {
                        forms.add(parsed.getSubstring(parsed.getPart(j)));
                    }
                    if (parsed.getPart(j).getType() == MessagePattern.Part.Type.MSG_START) {
                        j = parsed.getLimitPartIndex(j); // a plural nested in a form is its own place
                    }
                }
            }
        }
        return plurals;
    }

    /** Each plural place whose forms read the same for samples of two different categories of its language. */
    private static List<String> formsThatDoNotChange(Language language) {
        Map<String, List<Integer>> categories = language.categories();
        List<String> categoryNames = List.copyOf(categories.keySet());
        List<String> wrong = new ArrayList<>();
        for (String key : new TreeSet<>(language.patterns().keySet())) {
            String pattern = language.patterns().get(key);
            for (int index : pluralIndices(pattern)) {
                for (int a = 0; a < categoryNames.size(); a++) {
                    for (int b = a + 1; b < categoryNames.size(); b++) {
                        sameReading(pattern, language, index, categoryNames.get(a), categoryNames.get(b))
                                .ifPresent(same -> wrong.add(key + ": {" + index + "} " + same));
                    }
                }
            }
        }
        return wrong;
    }

    /** The first samples of categories {@code a} and {@code b} whose texts differ only in their numbers, told. */
    private static Optional<String> sameReading(String pattern, Language language, int index, String a, String b) {
        Map<String, List<Integer>> categories = language.categories();
        for (int x : categories.get(a)) {
            for (int y : categories.get(b)) {
                String text = text(pattern, language, index, x);
                if (sameWords(text, text(pattern, language, index, y))) {
                    return Optional.of(
                            "reads the same for " + x + " (" + a + ") as for " + y + " (" + b + "): " + text);
                }
            }
        }
        return Optional.empty();
    }

    /** Whether two texts differ only in their numbers. */
    private static boolean sameWords(String a, String b) {
        return a.replaceAll("\\d", "").equals(b.replaceAll("\\d", ""));
    }

    /** Each place, not read by any plural of its pattern, that is followed by a word the language counts. */
    private static List<String> bareCounts(Language language) {
        Set<String> counted = countedWords(language);
        Predicate<String> plural = language.pluralWords();
        List<String> wrong = new ArrayList<>();
        for (String key : new TreeSet<>(language.patterns().keySet())) {
            if (NOT_COUNTS.contains(key)) {
                continue;
            }
            String pattern = language.patterns().get(key);
            if (!readable(pattern)) {
                continue; // wrongForms names it
            }
            Set<Integer> plurals = pluralIndices(pattern);
            for (Place place : places(pattern)) {
                if (place.type().equals("plural") || plurals.contains(place.index())) {
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

    /**
     * The words a plural form of the language says and its {@code one} does not: "moves", "parties", "tahy". Each
     * category is read at its larger sample, away from 0, where an explicit {@code =0} may say something else.
     */
    private static Set<String> countedWords(Language language) {
        Map<String, List<Integer>> categories = language.categories();
        Set<String> counted = new HashSet<>();
        if (!categories.containsKey("one")) {
            return counted;
        }
        language.patterns().values().forEach(pattern -> {
            for (int index : pluralIndices(pattern)) {
                Set<String> singular = wordSet(
                        text(pattern, language, index, categories.get("one").getLast()), language.locale());
                categories.forEach((category, samples) -> {
                    Set<String> plural = wordSet(text(pattern, language, index, samples.getLast()), language.locale());
                    plural.removeAll(singular);
                    counted.addAll(plural);
                });
            }
        });
        return counted;
    }

    /** The pattern as the catalogue formats it, with {@code index} set to {@code count} and every other argument 7. */
    private static String text(String pattern, Language language, int index, int count) {
        Object[] args = new Object[CatalogueFiles.places(pattern).size()];
        Arrays.fill(args, 7);
        args[index] = count;
        return PlainNumbers.format(pattern, ULocale.forLocale(language.locale()), args);
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

    /** The indices a pattern reads with a plural anywhere; none if ICU cannot read it ({@link #wrongForms} says so). */
    private static Set<Integer> pluralIndices(String pattern) {
        return readable(pattern) ? plurals(new MessagePattern(pattern)).keySet() : Set.of();
    }

    private static boolean readable(String pattern) {
        try {
            new MessagePattern(pattern);
            return true;
        } catch (IllegalArgumentException unreadable) {
            return false;
        }
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

package io.djambi.bot.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.Languages;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The stats pictures' words, in every language the bot speaks. */
class StatsPicturesTest {
    /** Shown -1234, still provisional: the longest rating a title carries. */
    private static final Ratings.Rating RATED = new Ratings.Rating("ann", "Ann", 10.16, 7.5, 3);

    static Stream<Locale> languages() {
        return new Languages(Catalogue.english()).spoken().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("languages")
    void theRatingChartsTitleCutsALongNameAndKeepsTheRating(Locale language) {
        Catalogue text = Catalogue.english().forLocale(language);
        StatsPictures pictures = StatsPictures.standard(text);
        assertEquals(-1234, RATED.shown());
        String whole = text.get("stats.chart.title", "Ann", -1234L, "?");
        assertEquals(whole, pictures.ratingTitle("Ann", RATED), "a short name whole");
        String title = pictures.ratingTitle("W".repeat(32), RATED);
        assertTrue(title.startsWith("WWWW") && title.contains("…"), title);
        assertTrue(title.endsWith(whole.substring(whole.indexOf("Ann") + 3)), title);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("languages")
    void aNameIsDrawnAsTypedWithoutTheEscapesThatKeepItSafeInAMessage(Locale language) {
        // Names are kept escaped for messages ("Habsburg\\-Lothringen"); a picture showed the backslash (found by the
        // play-test)
        Catalogue text = Catalogue.english().forLocale(language);
        String title = StatsPictures.standard(text).ratingTitle(io.djambi.bot.command.UserText.name("Ann-Li"), RATED);
        assertTrue(title.startsWith("Ann-Li"), title);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("languages")
    void aNameThePicturesFontDrawsNothingOfIsTheWordRatingOverTheChartAndPlayerOnTheLeaderboard(Locale language) {
        // Chinese, Japanese, Korean and emoji are not in the bundled font: empty boxes, before
        Catalogue text = Catalogue.english().forLocale(language);
        StatsPictures pictures = StatsPictures.standard(text);
        assertEquals(
                text.get("stats.chart.title", text.get("stats.chart.rating"), -1234L, "?"),
                pictures.ratingTitle("太郎", RATED));
        assertEquals(text.get("stats.chart.title", "Zoë", -1234L, "?"), pictures.ratingTitle("Zoë 🎲", RATED));
        String unnamed = text.get("stats.board.unnamed");
        assertArrayEquals(
                pictures.leaderboard(List.of(new Leaderboard.Line(1, unnamed, RATED, false)), List.of(), "bob")
                        .bytes(),
                pictures.leaderboard(List.of(new Leaderboard.Line(1, "🎲太郎🎲", RATED, false)), List.of(), "bob")
                        .bytes(),
                "the leaderboard draws the stand-in for the name");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("languages")
    void playersWhoseNamesThePicturesFontDrawsNothingOfAreLetteredTopToBottomOnTheLeaderboard(Locale language) {
        // Two such players both read "Player": the provisional ones, who have no place, could not be told apart
        Catalogue text = Catalogue.english().forLocale(language);
        StatsPictures pictures = StatsPictures.standard(text);
        List<Leaderboard.Line> ranked =
                List.of(new Leaderboard.Line(1, "Ann", RATED, false), new Leaderboard.Line(2, "太郎", RATED, false));
        List<Leaderboard.Line> provisional =
                List.of(new Leaderboard.Line(0, "🎲", RATED, false), new Leaderboard.Line(0, "花子", RATED, false));
        List<Leaderboard.Line> lettered = List.of(
                new Leaderboard.Line(0, text.get("stats.board.unnamed.lettered", "B"), RATED, false),
                new Leaderboard.Line(0, text.get("stats.board.unnamed.lettered", "C"), RATED, false));
        assertArrayEquals(
                pictures.leaderboard(
                                List.of(
                                        ranked.get(0),
                                        new Leaderboard.Line(
                                                2, text.get("stats.board.unnamed.lettered", "A"), RATED, false)),
                                lettered,
                                "bob")
                        .bytes(),
                pictures.leaderboard(ranked, provisional, "bob").bytes());
        // one alone is "Player", with no letter to look for a second by
        List<String> one = List.of("Ann", "太郎", "Zoë 🎲");
        assertEquals(one, pictures.drawnNames(one));
    }

    @org.junit.jupiter.api.Test
    void theLettersGoOnAsASpreadsheetsColumnsDoPastZ() {
        assertEquals(
                List.of("A", "B", "Z", "AA", "AB", "ZZ", "AAA"),
                java.util.stream.IntStream.of(0, 1, 25, 26, 27, 701, 702)
                        .mapToObj(StatsPictures::letter)
                        .toList());
    }
}

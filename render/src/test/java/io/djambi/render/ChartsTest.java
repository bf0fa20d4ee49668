package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The rating chart and the leaderboard: drawn (not a blank picture), their axes labelled with the words given, in
 * English and French, and like their golden images for fixed data (regenerate with
 * {@code -Dtest=ChartsTest -Dgolden.update=true}, as {@link GoldenImagesTest} explains, and look at them).
 */
class ChartsTest {
    private final RatingChart ratingChart = new RatingChart();
    private final LeaderboardChart leaderboard = new LeaderboardChart();

    /** A player's first twelve games: a start at 0, a bad patch, then wins; σ narrowing. */
    static List<RatingChart.Point> points() {
        double[] ratings = {0, 300, 180, -120, 90, 420, 610, 540, 830, 1010, 960, 1240, 1420};
        List<RatingChart.Point> points = new ArrayList<>();
        for (int i = 0; i < ratings.length; i++) {
            double sigma = 833 - 30 * i;
            points.add(new RatingChart.Point(i, ratings[i], ratings[i] - sigma, ratings[i] + sigma));
        }
        return points;
    }

    static List<RatingChart.Figure> record(Language l) {
        return List.of(
                new RatingChart.Figure(l.played, "12"),
                new RatingChart.Figure(l.won, "5"),
                new RatingChart.Figure(l.lost, "6"),
                new RatingChart.Figure(l.colour, l.red, Optional.of(Colour.RED)));
    }

    static List<LeaderboardChart.Row> ranked() {
        return List.of(
                new LeaderboardChart.Row(1, "Ann", 2140, false),
                new LeaderboardChart.Row(2, "Bartholomew the Unyielding", 1830, false),
                new LeaderboardChart.Row(3, "Cy", 1502, true),
                new LeaderboardChart.Row(4, "AI hard", 990, false));
    }

    static List<LeaderboardChart.Row> provisional() {
        return List.of(new LeaderboardChart.Row(0, "Di", 420, false), new LeaderboardChart.Row(0, "Ed", -150, false));
    }

    /** The words of one language. */
    record Language(
            Locale locale,
            String title,
            String games,
            String rating,
            String board,
            String provisional,
            String played,
            String won,
            String lost,
            String colour,
            String red,
            String unnamed) {
        @Override
        public String toString() {
            return locale.getLanguage();
        }

        RatingChart.Words chartWords() {
            return new RatingChart.Words(title, games, rating, locale);
        }

        LeaderboardChart.Words boardWords() {
            return new LeaderboardChart.Words(board, rating, board, provisional, unnamed, locale);
        }
    }

    static Stream<Language> languages() {
        return Stream.of(
                new Language(
                        Locale.ENGLISH,
                        "Cy: 1420",
                        "Games played",
                        "Rating",
                        "Djambi leaderboard",
                        "Provisional: a few more games",
                        "Played",
                        "Won",
                        "Lost on the board",
                        "Favourite colour",
                        "Red",
                        "Player"),
                new Language(
                        Locale.FRENCH,
                        "Cy\u00a0: 1420",
                        "Parties jouées",
                        "Cote",
                        "Classement Djambi",
                        "Provisoires\u00a0: encore quelques parties",
                        "Jouées",
                        "Gagnées",
                        "Perdues sur le plateau",
                        "Couleur préférée",
                        "Rouge",
                        "Joueur"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("languages")
    void theRatingChartLabelsItsAxesInTheReadersLanguage(Language l) {
        JFreeChart chart = ratingChart.chart(points(), l.chartWords());
        XYPlot plot = chart.getXYPlot();
        assertEquals(l.games(), plot.getDomainAxis().getLabel());
        assertEquals(l.rating(), plot.getRangeAxis().getLabel());
        assertEquals(l.title(), chart.getTitle().getText());
        // The band is as wide as the points say: the axis reaches the lowest low and the highest high
        assertTrue(plot.getRangeAxis().getLowerBound() <= -833);
        assertTrue(plot.getRangeAxis().getUpperBound() >= 1420 + 833 - 360);
        BufferedImage image = ratingChart.render(points(), record(l), l.chartWords());
        assertEquals(720, image.getWidth());
        assertTrue(colours(image) > 20, "a drawn picture, not a blank one");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("languages")
    void theLeaderboardLabelsItsScaleAndItsGroupsInTheReadersLanguage(Language l) {
        List<JFreeChart> groups = leaderboard.groups(ranked(), provisional(), l.boardWords());
        assertEquals(2, groups.size());
        assertEquals(l.board(), groups.get(0).getTitle().getText());
        assertEquals(l.provisional(), groups.get(1).getTitle().getText());
        org.jfree.data.Range scale =
                groups.get(0).getCategoryPlot().getRangeAxis().getRange();
        // room for the values: 30% of the span on the left at least, a quarter on the right
        assertTrue(scale.getLowerBound() <= -150 - 0.3 * (2140 + 150), scale.toString());
        assertTrue(scale.getUpperBound() >= 2140 + 0.25 * (2140 + 150), scale.toString());
        for (JFreeChart group : groups) {
            CategoryPlot plot = group.getCategoryPlot();
            assertEquals(l.rating(), plot.getRangeAxis().getLabel());
            // One scale for both groups, so that a bar's length means the same in each
            assertEquals(scale, plot.getRangeAxis().getRange());
        }
        assertEquals(4, groups.get(0).getCategoryPlot().getDataset().getColumnCount());
        // A name too long for the room left of the bars is cut with an ellipsis, the place kept
        String cut =
                groups.get(0).getCategoryPlot().getDataset().getColumnKey(1).toString();
        assertTrue(cut.startsWith("2. Bartholomew") && cut.endsWith("…"), cut);
        BufferedImage image = leaderboard.render(ranked(), provisional(), l.boardWords());
        assertTrue(colours(image) > 20, "a drawn picture, not a blank one");
    }

    @Test
    void aLeaderboardOfOnlyProvisionalPlayersIsOneGroupUnderTheTitle() {
        Language english = languages().findFirst().orElseThrow();
        List<JFreeChart> groups = leaderboard.groups(List.of(), provisional(), english.boardWords());
        assertEquals(1, groups.size());
        assertEquals(
                "Djambi leaderboard\nProvisional: a few more games",
                groups.get(0).getTitle().getText());
        assertThrows(
                IllegalArgumentException.class, () -> leaderboard.render(List.of(), List.of(), english.boardWords()));
    }

    @Test
    void theReadersOwnBarIsGold() {
        Language english = languages().findFirst().orElseThrow();
        List<JFreeChart> groups = leaderboard.groups(ranked(), provisional(), english.boardWords());
        var bars = groups.get(0).getCategoryPlot().getRenderer();
        assertEquals(Theme.standard().power(), bars.getItemPaint(0, 2));
        assertEquals(Theme.standard().lightSquare(), bars.getItemPaint(0, 0));
    }

    @Test
    void theReadersOwnBarFurtherDownComesAfterARowOfDotsNotAsTheNextPlace() {
        Language english = languages().findFirst().orElseThrow();
        List<LeaderboardChart.Row> top = List.of(
                new LeaderboardChart.Row(1, "Ann", 2140, false), new LeaderboardChart.Row(2, "Bo", 1830, false));
        List<LeaderboardChart.Row> withReader = new ArrayList<>(top);
        withReader.add(new LeaderboardChart.Row(19, "Cy", 400, true, true));
        CategoryPlot plot = leaderboard
                .groups(withReader, List.of(), english.boardWords())
                .getFirst()
                .getCategoryPlot();
        var data = plot.getDataset();
        assertEquals(4, data.getColumnCount(), "a row more, for the gap");
        assertEquals("…", data.getColumnKey(2).toString());
        assertEquals(null, data.getValue(0, 2), "no bar in the gap");
        assertEquals("19. Cy", data.getColumnKey(3).toString());
        assertEquals(Theme.standard().power(), plot.getRenderer().getItemPaint(0, 3), "the reader's bar still gold");
        assertEquals(
                1, plot.getDomainMarkers(org.jfree.chart.ui.Layer.BACKGROUND).size(), "a rule across the gap");
        // and the picture is a row taller than the same bars one under the other
        List<LeaderboardChart.Row> together = new ArrayList<>(top);
        together.add(new LeaderboardChart.Row(3, "Cy", 400, true));
        assertEquals(
                leaderboard.render(together, List.of(), english.boardWords()).getHeight() + LeaderboardChart.ROW,
                leaderboard.render(withReader, List.of(), english.boardWords()).getHeight());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("languages")
    void theLeaderboardDrawsANameWithTheLettersTheFontHasAndAWordForOneItDrawsNothingOf(Language l) {
        List<LeaderboardChart.Row> typed = List.of(
                new LeaderboardChart.Row(1, "太郎", 2140, false),
                new LeaderboardChart.Row(2, "Zoë 🎲", 1830, false),
                new LeaderboardChart.Row(3, "🇫🇷🎲", 1502, true));
        List<LeaderboardChart.Row> provisional = List.of(new LeaderboardChart.Row(0, "👩‍💻", 420, false));
        List<JFreeChart> groups = leaderboard.groups(typed, provisional, l.boardWords());
        var ranked = groups.get(0).getCategoryPlot().getDataset();
        assertEquals("1. " + l.unnamed(), ranked.getColumnKey(0).toString());
        assertEquals("2. Zoë", ranked.getColumnKey(1).toString());
        assertEquals("3. " + l.unnamed(), ranked.getColumnKey(2).toString());
        assertEquals(
                l.unnamed(),
                groups.get(1).getCategoryPlot().getDataset().getColumnKey(0).toString());
        // the picture is the one of the names as drawn: no box where a letter is missing
        List<LeaderboardChart.Row> drawn = List.of(
                new LeaderboardChart.Row(1, l.unnamed(), 2140, false),
                new LeaderboardChart.Row(2, "Zoë", 1830, false),
                new LeaderboardChart.Row(3, l.unnamed(), 1502, true));
        assertTrue(HeaderTest.samePixels(
                leaderboard.render(
                        drawn, List.of(new LeaderboardChart.Row(0, l.unnamed(), 420, false)), l.boardWords()),
                leaderboard.render(typed, provisional, l.boardWords())));
    }

    @Test
    void theRatingChartsTitleNamesThePlayerWithTheLettersTheFontHasOrSaysRating() {
        assertEquals("Zoë: 1420", ratingChart.title("Zoë 🎲", "Rating", name -> name + ": 1420"));
        assertEquals("Rating: 1420", ratingChart.title("太郎", "Rating", name -> name + ": 1420"));
    }

    @Test
    void aFewGamesAreDotsOnALineThatStandsOutFromItsBand() {
        // One game: the band nearly as tall as the scale, the line flat in its middle
        List<RatingChart.Point> oneGame =
                List.of(new RatingChart.Point(0, 0, -833, 833), new RatingChart.Point(1, -15, -800, 770));
        Language english = languages().findFirst().orElseThrow();
        JFreeChart chart = ratingChart.chart(oneGame, english.chartWords());
        XYPlot plot = chart.getXYPlot();
        XYLineAndShapeRenderer line = (XYLineAndShapeRenderer) plot.getRenderer();
        assertTrue(line.getItemShapeVisible(0, 0) && line.getItemShapeVisible(0, 1), "a dot a game");
        XYLineAndShapeRenderer many = (XYLineAndShapeRenderer)
                ratingChart.chart(points(), english.chartWords()).getXYPlot().getRenderer();
        assertFalse(many.getItemShapeVisible(0, 0), "twelve games: the line alone");
        // The band is faint: the line is far further from it than it is from the background
        BufferedImage image = new BufferedImage(720, 440, BufferedImage.TYPE_INT_RGB);
        ChartRenderingInfo info = new ChartRenderingInfo();
        Graphics2D g = image.createGraphics();
        chart.draw(g, new Rectangle2D.Double(0, 0, 720, 440), info);
        g.dispose();
        Rectangle2D area = info.getPlotInfo().getDataArea();
        // at game ½ and rating 330: inside the band, off the line and off the grid's rulings
        int x = (int) plot.getDomainAxis().valueToJava2D(0.5, area, plot.getDomainAxisEdge());
        int y = (int) plot.getRangeAxis().valueToJava2D(330, area, plot.getRangeAxisEdge());
        Color band = new Color(image.getRGB(x, y));
        Theme theme = Theme.standard();
        assertTrue(
                distance(theme.power(), band) > 5 * distance(band, theme.background()),
                "band " + band + " between the background " + theme.background() + " and the line " + theme.power());
    }

    private static int distance(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed())
                + Math.abs(a.getGreen() - b.getGreen())
                + Math.abs(a.getBlue() - b.getBlue());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"%s: -1234?", "%s\u00a0: -1234?"})
    void aLongNameIsCutSoThatTheTitleKeepsToOneLineAndKeepsTheRating(String pattern) {
        String longest = "W".repeat(32); // Discord's longest name, in the widest letter
        double oneLine = plotHeight("Cy: 1420");
        assertTrue(plotHeight(pattern.formatted(longest)) < oneLine, "whole, the name wraps the title");
        String title = ratingChart.title(longest, "Rating", name -> pattern.formatted(name));
        assertTrue(title.startsWith("WWWW") && title.endsWith(pattern.substring(2)), title);
        assertTrue(title.contains("…"), title);
        assertEquals(oneLine, plotHeight(title), title);
        assertEquals("Cy: 1420", ratingChart.title("Cy", "Rating", name -> name + ": 1420"), "a short name whole");
    }

    /** How tall the rating chart's plot is drawn under this title. */
    private double plotHeight(String title) {
        Language english = languages().findFirst().orElseThrow();
        RatingChart.Words words = new RatingChart.Words(title, english.games(), english.rating(), Locale.ENGLISH);
        ChartRenderingInfo info = new ChartRenderingInfo();
        Graphics2D g = new BufferedImage(720, 440, BufferedImage.TYPE_INT_RGB).createGraphics();
        BoardRenderer.hints(g);
        ratingChart.chart(points(), words).draw(g, new Rectangle2D.Double(0, 0, 720, 440), info);
        g.dispose();
        return info.getPlotInfo().getDataArea().getHeight();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "cs", "de", "es", "fr", "it"})
    void numbersAreInDigitsWithoutGroupingAsTheBotsTextWritesThem(String language) {
        Locale locale = Locale.of(language);
        assertEquals("1994", ChartStyle.numbers(locale).format(1994));
        assertEquals("-602", ChartStyle.numbers(locale).format(-602));
        LeaderboardChart.Words words = new LeaderboardChart.Words("t", "r", "t", "p", "u", locale);
        CategoryPlot board =
                leaderboard.groups(ranked(), provisional(), words).getFirst().getCategoryPlot();
        String bar = board.getRenderer().getItemLabelGenerator(0, 0).generateLabel(board.getDataset(), 0, 0);
        assertEquals("2140", bar, "the bar's value");
        assertEquals(
                "2000",
                ((NumberAxis) board.getRangeAxis()).getNumberFormatOverride().format(2000));
        RatingChart.Words chartWords = new RatingChart.Words("Cy: 1420", "g", "r", locale);
        XYPlot chart = ratingChart.chart(points(), chartWords).getXYPlot();
        assertEquals(
                "1500",
                ((NumberAxis) chart.getRangeAxis()).getNumberFormatOverride().format(1500));
    }

    @Test
    void theRatingChartLooksLikeItsGoldenImage() throws IOException {
        Language english = languages().findFirst().orElseThrow();
        Goldens.check("rating-chart.png", ratingChart.render(points(), record(english), english.chartWords()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("languages")
    void aBarsValueIsWrittenLargeEnoughForAPhoneAndClearOfThePicturesRightEdge(Language l) {
        // GIVEN the play-test's board, provisional players only, "344?" its widest value at its longest bar; and one
        // of four figures
        List<LeaderboardChart.Row> playTest = List.of(
                new LeaderboardChart.Row(0, "IA normale", 344, false),
                new LeaderboardChart.Row(0, "IA difficile", 54, false),
                new LeaderboardChart.Row(0, "Ann", 54, false),
                new LeaderboardChart.Row(0, "François", -183, true));
        List<List<List<LeaderboardChart.Row>>> boards =
                List.of(List.of(List.of(), playTest), List.of(ranked(), provisional()));
        for (List<List<LeaderboardChart.Row>> board : boards) {
            // THEN a value is written at the size of the axis' label and more: 12 px and more on a 360 px phone
            for (JFreeChart group : leaderboard.groups(board.get(0), board.get(1), l.boardWords())) {
                float size = group.getCategoryPlot()
                        .getRenderer()
                        .getDefaultItemLabelFont()
                        .getSize2D();
                assertTrue(size >= ChartStyle.LABEL + 2, "values at " + size + " px");
            }
            // AND no value comes near the picture's right edge: no letter in its last 24 px (12 on a phone)
            BufferedImage image = leaderboard.render(board.get(0), board.get(1), l.boardWords());
            int letter = Theme.standard().text().getRGB();
            for (int x = image.getWidth() - 24; x < image.getWidth(); x++) {
                for (int y = 0; y < image.getHeight(); y++) {
                    assertTrue(image.getRGB(x, y) != letter, "a letter at " + x + "," + y);
                }
            }
        }
    }

    @Test
    void theLeaderboardLooksLikeItsGoldenImage() throws IOException {
        Language french = languages().skip(1).findFirst().orElseThrow();
        Goldens.check("leaderboard-fr.png", leaderboard.render(ranked(), provisional(), french.boardWords()));
    }

    private static long colours(BufferedImage image) {
        return java.util.Arrays.stream(
                        image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth()))
                .distinct()
                .count();
    }
}

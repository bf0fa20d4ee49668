package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.review.Mark;
import io.djambi.engine.review.Standing;
import java.awt.Graphics2D;
import java.awt.LinearGradientPaint;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.xy.TableXYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The review's chart: drawn, labelled with the words given in English and French, a layer per player summing to 100%,
 * the eliminations and the Maze's power marked, and like its golden image for a fixed game (regenerate with
 * {@code -Dtest=ReviewChartTest -Dgolden.update=true}, as {@link GoldenImagesTest} explains, and look at it).
 */
class ReviewChartTest {
    private static final int GREEN_OUT = 24;
    private static final int BLUE_IN_POWER = 30;
    private static final int BLUE_OUT_OF_POWER = 42;
    private static final int YELLOW_OUT = 50;
    private static final int END = 64;

    private final ReviewChart chart = new ReviewChart();

    /**
     * A four-player game of 64 moves: even at first, Green fading and out at move 24, Blue's Chief in power from 30
     * to 42, Yellow out at 50, Red winning the end.
     */
    static List<Standing> standings() {
        List<Standing> standings = new ArrayList<>();
        for (int i = 0; i <= END; i++) {
            double t = i / (double) END;
            Map<Colour, Double> weights = new EnumMap<>(Colour.class);
            weights.put(Colour.RED, 1 + 3 * t * t + 0.2 * Math.sin(i / 3.0));
            weights.put(Colour.BLUE, 1 + (i >= BLUE_IN_POWER && i < BLUE_OUT_OF_POWER ? 1.5 : 0) - t);
            if (i < YELLOW_OUT) {
                weights.put(Colour.YELLOW, 1 + 0.6 * Math.sin(i / 5.0) - t);
            }
            if (i < GREEN_OUT) {
                weights.put(Colour.GREEN, 1 - i / (double) GREEN_OUT);
            }
            double sum =
                    weights.values().stream().mapToDouble(Double::doubleValue).sum();
            Map<Colour, Double> shares = new EnumMap<>(Colour.class);
            weights.forEach((c, w) -> shares.put(c, w / sum));
            standings.add(new Standing(i, shares));
        }
        return standings;
    }

    static List<Mark> marks() {
        return List.of(
                new Mark(GREEN_OUT, Colour.GREEN, Mark.Kind.ELIMINATED),
                new Mark(BLUE_IN_POWER, Colour.BLUE, Mark.Kind.IN_POWER),
                new Mark(BLUE_OUT_OF_POWER, Colour.BLUE, Mark.Kind.OUT_OF_POWER),
                new Mark(YELLOW_OUT, Colour.YELLOW, Mark.Kind.ELIMINATED));
    }

    static Map<Colour, String> names() {
        return Map.of(
                Colour.RED, "Ann",
                Colour.BLUE, "Bartholomew the Unyielding",
                Colour.YELLOW, "Cy",
                Colour.GREEN, "AI hard");
    }

    static Stream<ReviewChart.Words> languages() {
        return Stream.of(
                new ReviewChart.Words(
                        "Who was winning",
                        "Moves",
                        "Winning chances",
                        "out",
                        "Chief in power",
                        BoardWords.english().camps(),
                        Locale.ENGLISH),
                new ReviewChart.Words(
                        "Qui gagnait",
                        "Coups",
                        "Chances de gagner",
                        "éliminé",
                        "Chef au pouvoir",
                        Map.of(Colour.RED, "Rouge", Colour.BLUE, "Bleu", Colour.YELLOW, "Jaune", Colour.GREEN, "Vert"),
                        Locale.FRENCH));
    }

    @ParameterizedTest(name = "{5}")
    @MethodSource("languages")
    void theChartLabelsItsAxesTitleAndLegendInTheReadersLanguage(ReviewChart.Words words) {
        JFreeChart drawn = chart.chart(standings(), marks(), names(), words);
        XYPlot plot = drawn.getXYPlot();
        assertEquals(words.title(), drawn.getTitle().getText());
        assertEquals(words.movesAxis(), plot.getDomainAxis().getLabel());
        assertEquals(words.shareAxis(), plot.getRangeAxis().getLabel());
        List<String> legend = labels(drawn);
        // the players in turn order, a long name cut with an ellipsis, then the two marks
        assertEquals(6, legend.size(), legend.toString());
        assertEquals(List.of("Ann"), legend.subList(0, 1));
        assertTrue(legend.get(1).startsWith("Bartholomew") && legend.get(1).endsWith("…"), legend.get(1));
        assertEquals(List.of("Cy", "AI hard", words.eliminated(), words.inPower()), legend.subList(2, 6));
        String tick = ReviewChart.percent(words.locale()).format(25);
        assertTrue(tick.startsWith("25") && tick.endsWith("%"), tick);
        BufferedImage image = chart.render(standings(), marks(), names(), words);
        assertEquals(720, image.getWidth());
        assertTrue(colours(image) > 20, "a drawn picture, not a blank one");
    }

    @Test
    void theLegendNamesOnlyTheMarksTheChartDraws() {
        ReviewChart.Words english = languages().findFirst().orElseThrow();
        List<String> players =
                labels(chart.chart(standings(), marks(), names(), english)).subList(0, 4);
        // nobody held power: no word for it, nor its swatch
        List<Mark> outs = List.of(
                new Mark(GREEN_OUT, Colour.GREEN, Mark.Kind.ELIMINATED),
                new Mark(YELLOW_OUT, Colour.YELLOW, Mark.Kind.ELIMINATED));
        assertEquals(
                Stream.concat(players.stream(), Stream.of("out")).toList(),
                labels(chart.chart(standings(), outs, names(), english)));
        // a game drawn by agreement, nobody out and nobody in power: the players alone
        assertEquals(players, labels(chart.chart(standings(), List.of(), names(), english)));
    }

    @Test
    void theLegendsBarForPowerIsABarOfTheStripInTheColourOfWhoHeldIt() {
        ReviewChart.Words english = languages().findFirst().orElseThrow();
        Theme theme = Theme.standard();
        // Blue alone held power: a bar of Blue, edged in gold as the strip's are
        LegendItem blue = powerItem(chart.chart(standings(), marks(), names(), english));
        assertEquals(english.inPower(), blue.getLabel());
        assertEquals(theme.blue(), blue.getFillPaint());
        assertEquals(theme.power(), blue.getOutlinePaint());
        // Blue, then Red once Blue lost it: stripes of both
        List<Mark> twoChiefs = List.of(
                new Mark(BLUE_IN_POWER, Colour.BLUE, Mark.Kind.IN_POWER),
                new Mark(BLUE_OUT_OF_POWER, Colour.BLUE, Mark.Kind.OUT_OF_POWER),
                new Mark(BLUE_OUT_OF_POWER + 2, Colour.RED, Mark.Kind.IN_POWER));
        LegendItem both = powerItem(chart.chart(standings(), twoChiefs, names(), english));
        LinearGradientPaint stripes = (LinearGradientPaint) both.getFillPaint();
        assertEquals(
                Set.of(theme.blue(), theme.red()),
                Set.copyOf(Arrays.asList(stripes.getColors())),
                Arrays.toString(stripes.getColors()));
        assertEquals(theme.power(), both.getOutlinePaint());
    }

    @ParameterizedTest(name = "{6}")
    @MethodSource("languages")
    void theLegendDrawsANameWithTheLettersTheFontHasAndTheCampsForOneItDrawsNothingOf(ReviewChart.Words words) {
        Map<Colour, String> typed =
                Map.of(Colour.RED, "太郎", Colour.BLUE, "Zoë 🎲", Colour.YELLOW, "🇫🇷", Colour.GREEN, "Ann👩🏽‍💻Lee");
        assertEquals(
                List.of(words.camps().get(Colour.RED), "Zoë", words.camps().get(Colour.YELLOW), "Ann Lee"),
                labels(chart.chart(standings(), marks(), typed, words)).subList(0, 4));
        Map<Colour, String> drawn = Map.of(
                Colour.RED,
                words.camps().get(Colour.RED),
                Colour.BLUE,
                "Zoë",
                Colour.YELLOW,
                words.camps().get(Colour.YELLOW),
                Colour.GREEN,
                "Ann Lee");
        assertTrue(HeaderTest.samePixels(
                chart.render(standings(), marks(), drawn, words), chart.render(standings(), marks(), typed, words)));
    }

    private static LegendItem powerItem(JFreeChart drawn) {
        LegendItemCollection items = drawn.getXYPlot().getLegendItems();
        return items.get(items.getItemCount() - 1);
    }

    private static List<String> labels(JFreeChart drawn) {
        List<String> labels = new ArrayList<>();
        LegendItemCollection items = drawn.getXYPlot().getLegendItems();
        for (int i = 0; i < items.getItemCount(); i++) {
            labels.add(items.get(i).getLabel());
        }
        return labels;
    }

    @Test
    void eachPlayerIsALayerInHisColourAndTheLayersFillTheHeight() {
        JFreeChart drawn = chart.chart(
                standings(), marks(), names(), languages().findFirst().orElseThrow());
        TableXYDataset data = (TableXYDataset) drawn.getXYPlot().getDataset();
        assertEquals(4, data.getSeriesCount());
        for (int item = 0; item < data.getItemCount(); item++) {
            double sum = 0;
            for (int s = 0; s < data.getSeriesCount(); s++) {
                sum += data.getYValue(s, item);
            }
            assertEquals(100, sum, 1e-9, "position " + item);
        }
        assertEquals(0, data.getYValue(3, GREEN_OUT), "Green's layer vanishes when he is out");
        BufferedImage image = chart.render(
                standings(), marks(), names(), languages().findFirst().orElseThrow());
        Theme theme = Theme.standard();
        for (Colour c : Colour.values()) {
            int rgb = theme.camp(c).getRGB();
            long pixels = Arrays.stream(
                            image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth()))
                    .filter(p -> p == rgb)
                    .count();
            assertTrue(pixels > 500, c + ": " + pixels + " pixels of its colour");
        }
    }

    @Test
    void theEliminationsAndTheMazesPowerAreMarkedOnTheTimeAxis() {
        JFreeChart drawn = chart.chart(
                standings(), marks(), names(), languages().findFirst().orElseThrow());
        List<Integer> outs = new ArrayList<>();
        List<ReviewChart.Band> bands = new ArrayList<>();
        for (Object a : drawn.getXYPlot().getAnnotations()) {
            if (a instanceof ReviewChart.OutAnnotation out) {
                outs.add(out.index());
            } else if (a instanceof ReviewChart.StripAnnotation strip) {
                bands.add(strip.band());
            }
        }
        assertEquals(List.of(GREEN_OUT, YELLOW_OUT), outs);
        assertEquals(List.of(new ReviewChart.Band(Colour.BLUE, BLUE_IN_POWER, BLUE_OUT_OF_POWER)), bands);
    }

    @Test
    void aChiefStillInPowerAtTheEndHoldsItToTheLastMoveAndAChiefKilledLosesIt() {
        List<Mark> marks = List.of(
                new Mark(3, Colour.RED, Mark.Kind.IN_POWER),
                new Mark(9, Colour.RED, Mark.Kind.ELIMINATED),
                new Mark(12, Colour.BLUE, Mark.Kind.IN_POWER));
        assertEquals(
                List.of(new ReviewChart.Band(Colour.RED, 3, 9), new ReviewChart.Band(Colour.BLUE, 12, 20)),
                ReviewChart.bands(marks, 20));
    }

    @Test
    void aChartOfNoPositionOrOfAPlayerWithoutANameIsRefused() {
        ReviewChart.Words words = languages().findFirst().orElseThrow();
        assertThrows(IllegalArgumentException.class, () -> chart.chart(List.of(), marks(), names(), words));
        assertThrows(
                IllegalArgumentException.class,
                () -> chart.chart(standings(), marks(), Map.of(Colour.RED, "Ann"), words));
    }

    @ParameterizedTest(name = "{5}")
    @MethodSource("languages")
    void aPlayerOutAtTheLastMoveHasHisWholeDiscInThePicture(ReviewChart.Words words) {
        // Every game won ends with a player out at its last position: here Blue, in a long game and a short one
        for (int end : List.of(END, 6)) {
            List<Standing> game = standings().subList(0, end + 1);
            List<Mark> marks = List.of(new Mark(end, Colour.BLUE, Mark.Kind.ELIMINATED));
            JFreeChart drawn = chart.chart(game, marks, names(), words);
            BufferedImage image = new BufferedImage(ChartStyle.WIDTH, ReviewChart.HEIGHT, BufferedImage.TYPE_INT_RGB);
            ChartRenderingInfo info = new ChartRenderingInfo();
            Graphics2D g = image.createGraphics();
            BoardRenderer.hints(g);
            drawn.draw(g, new Rectangle2D.Double(0, 0, image.getWidth(), image.getHeight()), info);
            Rectangle2D plot = info.getPlotInfo().getDataArea();
            XYPlot xy = drawn.getXYPlot();
            double x = xy.getDomainAxis().valueToJava2D(end, plot, xy.getDomainAxisEdge());
            double y = xy.getRangeAxis()
                    .valueToJava2D((ReviewChart.STRIP_LOW + ReviewChart.STRIP_HIGH) / 2, plot, xy.getRangeAxisEdge());
            String where = "out at " + end + ": disc at x " + x + " in a plot to " + plot.getMaxX();
            assertTrue(x + ReviewChart.OutAnnotation.RADIUS < plot.getMaxX(), where);
            // the disc's dark edge is drawn on its right side too, not clipped away with the plot
            int outline = Theme.standard().outline().getRGB();
            int right = (int) Math.floor(x + ReviewChart.OutAnnotation.RADIUS - 1.5);
            assertEquals(outline, image.getRGB(right, (int) y), where);
            // the axis runs on past the end, but counts no move the game did not have
            List<Double> ticks = new ArrayList<>();
            for (Object t : xy.getDomainAxis().refreshTicks(g, new AxisState(), plot, RectangleEdge.BOTTOM)) {
                ticks.add(((ValueTick) t).getValue());
            }
            assertTrue(ticks.stream().allMatch(t -> t <= end), where + ", ticks " + ticks);
            g.dispose();
        }
    }

    @Test
    void aPlayersDiscAtEitherEndOfATimeInPowerStandsClearOfItsBar() {
        // GIVEN Blue in power from 30 until he is out at 42, and Yellow in power from 58 to the end, when Red puts
        // Green out at the last move (the play-test's chart: the gold tab under the last move's disc)
        List<Mark> marks = List.of(
                new Mark(BLUE_IN_POWER, Colour.BLUE, Mark.Kind.IN_POWER),
                new Mark(BLUE_OUT_OF_POWER, Colour.BLUE, Mark.Kind.ELIMINATED),
                new Mark(58, Colour.YELLOW, Mark.Kind.IN_POWER),
                new Mark(END, Colour.GREEN, Mark.Kind.ELIMINATED));
        for (ReviewChart.Words words : languages().toList()) {
            JFreeChart drawn = chart.chart(standings(), marks, names(), words);
            BufferedImage image = new BufferedImage(ChartStyle.WIDTH, ReviewChart.HEIGHT, BufferedImage.TYPE_INT_RGB);
            ChartRenderingInfo info = new ChartRenderingInfo();
            Graphics2D g = image.createGraphics();
            BoardRenderer.hints(g);
            drawn.draw(g, new Rectangle2D.Double(0, 0, image.getWidth(), image.getHeight()), info);
            g.dispose();
            Rectangle2D plot = info.getPlotInfo().getDataArea();
            XYPlot xy = drawn.getXYPlot();
            int y = (int) xy.getRangeAxis()
                    .valueToJava2D((ReviewChart.STRIP_LOW + ReviewChart.STRIP_HIGH) / 2, plot, xy.getRangeAxisEdge());
            Theme theme = Theme.standard();
            Set<Integer> bar = Set.of(
                    theme.camp(Colour.BLUE).getRGB(),
                    theme.camp(Colour.YELLOW).getRGB(),
                    theme.power().getRGB());
            for (int out : List.of(BLUE_OUT_OF_POWER, END)) {
                double x = xy.getDomainAxis().valueToJava2D(out, plot, xy.getDomainAxisEdge());
                int besideTheDisc = (int) Math.floor(x - ReviewChart.OutAnnotation.RADIUS - 1);
                assertTrue(
                        !bar.contains(image.getRGB(besideTheDisc, y)),
                        "the bar runs under the disc at " + out + ", x " + besideTheDisc);
                int inTheBar = (int) Math.floor(x - ReviewChart.OutAnnotation.RADIUS - 10);
                assertTrue(bar.contains(image.getRGB(inTheBar, y)), "no bar before the disc at " + out);
            }
        }
    }

    @Test
    void theLastMovesLabelHasRoomAtThePicturesRightEdge() {
        // The last move's label is centred near the plot's right edge: nothing may reach the picture's edge
        BufferedImage image = chart.render(
                standings(), marks(), names(), languages().findFirst().orElseThrow());
        int background = image.getRGB(0, 0);
        for (int x = image.getWidth() - 8; x < image.getWidth(); x++) {
            for (int y = 0; y < image.getHeight(); y++) {
                assertEquals(background, image.getRGB(x, y), "drawn at " + x + "," + y);
            }
        }
    }

    @Test
    void anEventThatIsNoMoveStandsAtTheMoveItFollowedAndTheAxisCountsOnlyMoves() {
        // GIVEN a game of one move then a draw agreed: three positions, the last two after the same single move
        Map<Colour, Double> even = Map.of(Colour.RED, 0.25, Colour.BLUE, 0.25, Colour.YELLOW, 0.25, Colour.GREEN, 0.25);
        Map<Colour, Double> redAhead = Map.of(Colour.RED, 0.4, Colour.BLUE, 0.2, Colour.YELLOW, 0.2, Colour.GREEN, 0.2);
        List<Standing> standings = List.of(new Standing(0, even), new Standing(1, redAhead), new Standing(2, even));
        JFreeChart drawn = chart.chart(
                standings,
                List.of(),
                List.of(0, 1, 1),
                names(),
                languages().findFirst().orElseThrow());
        XYPlot xy = drawn.getXYPlot();
        // THEN the axis runs to move 1 (and its room after), not to 2
        assertTrue(
                xy.getDomainAxis().getUpperBound() < 1.5,
                "axis to " + xy.getDomainAxis().getUpperBound());
        // AND move 1 shows the game as the draw left it
        TableXYDataset data = (TableXYDataset) xy.getDataset();
        assertEquals(2, data.getItemCount());
        assertEquals(1.0, data.getXValue(0, 1));
        assertEquals(25.0, data.getYValue(0, 1), 1e-9);
    }

    @Test
    void theChartLooksLikeItsGoldenImage() throws IOException {
        ReviewChart.Words english = languages().findFirst().orElseThrow();
        Goldens.check("review-chart.png", chart.render(standings(), marks(), names(), english));
    }

    private static long colours(BufferedImage image) {
        return Arrays.stream(image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth()))
                .distinct()
                .count();
    }
}

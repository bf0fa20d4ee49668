package io.djambi.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.AxisSpace;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryMarker;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * A server's leaderboard drawn with JFreeChart: a bar a player, the ranked players first, then apart the players
 * whose rating is still provisional; the reader's own bar in gold. {@value ChartStyle#WIDTH} px wide, a bar
 * {@value #ROW} px high, for a phone. Immutable and thread-safe.
 */
public final class LeaderboardChart {
    static final int ROW = 46;
    /** The title, the scale and the margins around a group's bars. */
    private static final int FRAME = 140;

    /** The width of the names left of the bars. */
    private static final int NAMES = 280;

    private static final int MARGIN = 12;

    /** A bar's value, written past its end: larger than the names, so that it reads at 12 px on a phone. */
    static final float VALUE = ChartStyle.LABEL + 2;

    /**
     * The bars' room in px, a little less than JFreeChart gives them (the picture less the names and the plot's
     * insets), so that a value measured to fit does.
     */
    private static final int BARS = ChartStyle.WIDTH - NAMES - 24;

    /** Between a value and its bar, and between a value and the picture's edge, in px. */
    private static final int VALUE_ROOM = 18;

    private static final String SERIES = "rating";

    /** The label of the row without a bar drawn between the top of a group and the reader's own bar further down. */
    static final String GAP = "…";

    private final ChartStyle style;
    private final PngEncoder png = new PngEncoder();

    public LeaderboardChart() {
        this(Theme.standard());
    }

    public LeaderboardChart(Theme theme) {
        this.style = new ChartStyle(theme);
    }

    /**
     * A bar: the place and name left of it ("1. Ann"), its rating, whether it is the reader's, and whether players are
     * left out above it.
     *
     * @param place the player's place, 0 for a provisional player, who has none
     * @param name the player's name, drawn as {@link DrawnName} draws it and cut to fit
     * @param gapAbove drawn after a row of "…" with no bar: the reader's own bar further down the list, which must
     *     not read as the next place
     */
    public record Row(int place, String name, double rating, boolean reader, boolean gapAbove) {
        public Row {
            Objects.requireNonNull(name, "name");
            if (place < 0) {
                throw new IllegalArgumentException("place " + place + " of " + name);
            }
        }

        /** A bar right under the one before it. */
        public Row(int place, String name, double rating, boolean reader) {
            this(place, name, rating, reader, false);
        }

        /** "1. Ann", or the name alone without a place; {@code standIn} for a name the font draws nothing of. */
        String label(String standIn) {
            String name = DrawnName.or(this.name, standIn);
            return place > 0 ? place + ". " + name : name;
        }
    }

    /**
     * The words drawn.
     *
     * @param ranked the heading of the ranked players
     * @param provisional the heading of the players apart, still provisional
     * @param unnamed drawn for a name the font draws nothing of ("Player"), beside the place
     */
    public record Words(
            String title, String ratingAxis, String ranked, String provisional, String unnamed, Locale locale) {
        public Words {
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(ratingAxis, "ratingAxis");
            Objects.requireNonNull(ranked, "ranked");
            Objects.requireNonNull(provisional, "provisional");
            Objects.requireNonNull(unnamed, "unnamed");
            Objects.requireNonNull(locale, "locale");
        }
    }

    public byte[] png(List<Row> ranked, List<Row> provisional, Words words) {
        return png.encode(render(ranked, provisional, words));
    }

    public BufferedImage render(List<Row> ranked, List<Row> provisional, Words words) {
        if (ranked.isEmpty() && provisional.isEmpty()) {
            throw new IllegalArgumentException("a leaderboard of nobody");
        }
        List<JFreeChart> charts = groups(ranked, provisional, words);
        List<Integer> heights = new ArrayList<>();
        if (!ranked.isEmpty()) {
            heights.add(FRAME + ROW * rowsDrawn(ranked));
        }
        if (!provisional.isEmpty()) {
            heights.add(FRAME + (ranked.isEmpty() ? 40 : 0) + ROW * rowsDrawn(provisional));
        }
        int height = heights.stream().mapToInt(Integer::intValue).sum();
        BufferedImage image = new BufferedImage(ChartStyle.WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            BoardRenderer.hints(g);
            int top = 0;
            for (int i = 0; i < charts.size(); i++) {
                charts.get(i).draw(g, new Rectangle2D.Double(0, top, ChartStyle.WIDTH, heights.get(i)));
                top += heights.get(i);
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    /**
     * Two charts to draw one above the other on one scale: the ranked players under the title, then the provisional
     * ones under their own heading, so that a rating of few games is never read as a place.
     */
    List<JFreeChart> groups(List<Row> ranked, List<Row> provisional, Words words) {
        double[] range = range(ranked, provisional, words.locale());
        Theme theme = style.theme();
        List<JFreeChart> charts = new ArrayList<>();
        if (!ranked.isEmpty()) {
            charts.add(group(ranked, words.title(), ChartStyle.TITLE, theme.lightSquare(), "{2}", range, words));
        }
        if (!provisional.isEmpty()) {
            String heading = ranked.isEmpty() ? words.title() + "\n" + words.provisional() : words.provisional();
            float size = ranked.isEmpty() ? ChartStyle.TITLE : ChartStyle.LABEL + 2;
            charts.add(group(provisional, heading, size, theme.mutedText(), "{2}?", range, words));
        }
        return charts;
    }

    /** The rows a group takes: a bar each, and a row of "…" above each bar after a gap. */
    private static int rowsDrawn(List<Row> rows) {
        return rows.size() + (int) rows.stream().filter(Row::gapAbove).count();
    }

    /**
     * The scale both groups share: from the lowest bar (or 0) to the highest, with room for the values, each written
     * past its bar's end (on the left of a bar below 0): a quarter of the span on the right and 30% on the left, or
     * more where the widest value needs it ("344?" at the end of the longest bar of a short board).
     */
    private double[] range(List<Row> ranked, List<Row> provisional, Locale locale) {
        FontMetrics metrics = Fonts.metrics(style.font(VALUE));
        double low = 0;
        double high = 0;
        int right = 0;
        int left = 0;
        for (List<Row> rows : List.of(ranked, provisional)) {
            String mark = rows == provisional ? "?" : "";
            for (Row r : rows) {
                low = Math.min(low, r.rating());
                high = Math.max(high, r.rating());
                int width = metrics.stringWidth(ChartStyle.numbers(locale).format(r.rating()) + mark);
                if (r.rating() < 0) {
                    left = Math.max(left, width);
                } else {
                    right = Math.max(right, width);
                }
            }
        }
        double span = Math.max(high - low, 100);
        double lowEnd = low < 0 ? low - 0.3 * span : 0;
        double highEnd = high + 0.25 * span;
        // the share of the scale a value takes grows with the scale's own room: a few rounds settle it
        double rightShare = (right + VALUE_ROOM) / (double) BARS;
        double leftShare = low < 0 ? (left + VALUE_ROOM) / (double) BARS : 0;
        for (int i = 0; i < 20; i++) {
            double total = highEnd - lowEnd;
            highEnd = Math.max(highEnd, high + rightShare * total);
            lowEnd = low < 0 ? Math.min(lowEnd, low - leftShare * total) : 0;
        }
        return new double[] {lowEnd, highEnd};
    }

    /** One group of bars, under its heading. */
    JFreeChart group(
            List<Row> rows,
            String heading,
            float headingSize,
            Color bar,
            String valueFormat,
            double[] range,
            Words words) {
        Locale locale = words.locale();
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        FontMetrics metrics = Fonts.metrics(style.font(ChartStyle.TICK));
        // the bars' rows by column: a gap's column has no bar, so no row
        List<Row> byColumn = new ArrayList<>();
        for (Row r : rows) {
            if (r.gapAbove()) {
                data.addValue(null, SERIES, new Key(byColumn.size(), GAP));
                byColumn.add(null);
            }
            String label = Header.fit(metrics, r.label(words.unnamed()), NAMES - 2 * MARGIN);
            data.addValue(r.rating(), SERIES, new Key(byColumn.size(), label));
            byColumn.add(r);
        }
        Theme theme = style.theme();
        BarRenderer bars = new BarRenderer() {
            @Override
            public Paint getItemPaint(int row, int column) {
                Row r = byColumn.get(column);
                return r != null && r.reader() ? theme.power() : bar;
            }
        };
        bars.setBarPainter(new StandardBarPainter());
        bars.setShadowVisible(false);
        bars.setDrawBarOutline(false);
        bars.setItemMargin(0);
        bars.setMaximumBarWidth(0.7);
        bars.setDefaultItemLabelGenerator(
                new StandardCategoryItemLabelGenerator(valueFormat, ChartStyle.numbers(locale)));
        bars.setDefaultItemLabelsVisible(true);
        bars.setDefaultItemLabelFont(style.font(VALUE));
        bars.setDefaultItemLabelPaint(theme.text());
        bars.setDefaultPositiveItemLabelPosition(
                new ItemLabelPosition(ItemLabelAnchor.OUTSIDE3, TextAnchor.CENTER_LEFT));
        bars.setDefaultNegativeItemLabelPosition(
                new ItemLabelPosition(ItemLabelAnchor.OUTSIDE9, TextAnchor.CENTER_RIGHT));
        CategoryAxis names = new CategoryAxis();
        style.axis(names);
        names.setTickLabelPaint(theme.text());
        names.setMaximumCategoryLabelWidthRatio(1f); // already cut to fit
        names.setCategoryMargin(0.15);
        NumberAxis ratings = new NumberAxis(words.ratingAxis());
        style.numberAxis(ratings, locale);
        ratings.setStandardTickUnits(NumberAxis.createIntegerTickUnits(locale));
        ratings.setRange(range[0], range[1]);
        CategoryPlot plot = new CategoryPlot(data, names, ratings, bars);
        // a dashed rule across a gap's row, so that the bar after it does not read as the next place
        for (int column = 0; column < byColumn.size(); column++) {
            if (byColumn.get(column) == null) {
                CategoryMarker gap = new CategoryMarker(
                        data.getColumnKey(column),
                        style.theme().mutedText(),
                        new BasicStroke(
                                2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 6f}, 0f));
                gap.setDrawAsLine(true);
                plot.addDomainMarker(gap, Layer.BACKGROUND);
            }
        }
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_LEFT);
        style.plot(plot);
        plot.setRangeGridlinePaint(style.grid());
        plot.setDomainGridlinesVisible(false);
        // the names take the same room in both groups, so that their scales line up
        AxisSpace space = new AxisSpace();
        space.setLeft(NAMES);
        plot.setFixedDomainAxisSpace(space);
        JFreeChart chart = new JFreeChart(plot);
        chart.removeLegend();
        style.chart(chart, heading);
        chart.getTitle().setFont(style.font(headingSize));
        return chart;
    }

    /** A bar's key: its place in the group (two players may share a name) and its label as drawn. */
    private record Key(int index, String label) implements Comparable<Key> {
        @Override
        public int compareTo(Key other) {
            return Integer.compare(index, other.index);
        }

        @Override
        public String toString() {
            return label;
        }
    }
}

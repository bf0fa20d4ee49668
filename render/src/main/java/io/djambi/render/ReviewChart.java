package io.djambi.render;

import io.djambi.engine.model.Colour;
import io.djambi.engine.review.Mark;
import io.djambi.engine.review.Standing;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.LinearGradientPaint;
import java.awt.MultipleGradientPaint;
import java.awt.Paint;
import java.awt.Shape;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.text.DecimalFormat;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StackedXYAreaRenderer2;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.data.xy.DefaultTableXYDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * A finished game's standings drawn with JFreeChart: each player's share of the winning chances after every move, as
 * stacked layers in his camp's colour that fill the height (100%), so a player's share is his layer's thickness and
 * the layers of the players out vanish. Above the layers, a strip for the Maze: a bar in the colour of the Chief in
 * power while he holds it, and a cross in a player's colour where he is out, with a line down through the layers.
 * {@value ChartStyle#WIDTH} by {@value #HEIGHT} px, for a phone. Immutable and thread-safe.
 */
public final class ReviewChart {
    static final int HEIGHT = 560;

    /** The shares' top; the strip of marks lies above it. */
    static final double FULL = 100;

    /** The strip of marks: from just above the layers to the plot's top. */
    static final double STRIP_LOW = 102;

    static final double STRIP_HIGH = 112;

    /**
     * The moves axis runs on past the last move by this share of its length, so that a player out at the last move
     * (as one is in every game won) has his whole disc there: annotations are clipped to the plot, and the plot is
     * about 590 px wide, of which 3.5% is 20 px, more than the disc's {@value OutAnnotation#RADIUS} px and its edge.
     */
    static final double ROOM_AFTER_LAST = 0.035;

    /** The width of one Chief's stripe in the legend's bar for power, when several held it. */
    private static final float STRIPE = 7;

    /** The widest a player's name is drawn in the legend. */
    private static final int NAME_WIDTH = 300;

    private final ChartStyle style;
    private final PngEncoder png = new PngEncoder();

    public ReviewChart() {
        this(Theme.standard());
    }

    public ReviewChart(Theme theme) {
        this.style = new ChartStyle(theme);
    }

    /**
     * The words drawn: the title, the axes' labels, the legend's words for the two marks ("out", "in power in the
     * Maze"), the camps' names, and the reader's language for the numbers.
     *
     * @param camps each camp's name ("Red"), drawn in the legend beside its colour for a player's name the font
     *     draws nothing of (see {@link DrawnName})
     */
    public record Words(
            String title,
            String movesAxis,
            String shareAxis,
            String eliminated,
            String inPower,
            Map<Colour, String> camps,
            Locale locale) {
        public Words {
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(movesAxis, "movesAxis");
            Objects.requireNonNull(shareAxis, "shareAxis");
            Objects.requireNonNull(eliminated, "eliminated");
            Objects.requireNonNull(inPower, "inPower");
            Objects.requireNonNull(locale, "locale");
            for (Colour c : Colour.values()) {
                if (!camps.containsKey(c)) {
                    throw new IllegalArgumentException("no name for the camp " + c);
                }
            }
            camps = Map.copyOf(new EnumMap<>(camps));
        }
    }

    /**
     * The chart as PNG bytes.
     *
     * @param standings the standings in the game's positions, by index
     * @param marks the eliminations and the Maze's changes of power
     * @param movesPlayed the moves played by each position, by index (its ply): the moves axis counts moves, and an
     *     event that is no move (a draw agreed, a resignation, a turn skipped) stands at the move it followed, its
     *     standing in place of that move's
     * @param names a name for each player of the game, in the legend; the game's players are its keys
     */
    public byte[] png(
            List<Standing> standings,
            List<Mark> marks,
            List<Integer> movesPlayed,
            Map<Colour, String> names,
            Words words) {
        return png.encode(render(standings, marks, movesPlayed, names, words));
    }

    /** The chart of a game whose every event was a move: each position's index is the moves played by then. */
    public BufferedImage render(List<Standing> standings, List<Mark> marks, Map<Colour, String> names, Words words) {
        return render(standings, marks, eachAMove(standings), names, words);
    }

    public BufferedImage render(
            List<Standing> standings,
            List<Mark> marks,
            List<Integer> movesPlayed,
            Map<Colour, String> names,
            Words words) {
        BufferedImage image = new BufferedImage(ChartStyle.WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            BoardRenderer.hints(g);
            chart(standings, marks, movesPlayed, names, words)
                    .draw(g, new Rectangle2D.Double(0, 0, ChartStyle.WIDTH, HEIGHT));
        } finally {
            g.dispose();
        }
        return image;
    }

    private static List<Integer> eachAMove(List<Standing> standings) {
        int last = standings.stream().mapToInt(Standing::index).max().orElse(0);
        List<Integer> moves = new ArrayList<>(last + 1);
        for (int i = 0; i <= last; i++) {
            moves.add(i);
        }
        return moves;
    }

    JFreeChart chart(List<Standing> standings, List<Mark> marks, Map<Colour, String> names, Words words) {
        return chart(standings, marks, eachAMove(standings), names, words);
    }

    JFreeChart chart(
            List<Standing> given,
            List<Mark> givenMarks,
            List<Integer> movesPlayed,
            Map<Colour, String> names,
            Words words) {
        if (given.isEmpty()) {
            throw new IllegalArgumentException("a review of no position");
        }
        List<Standing> standings = byMoves(given, movesPlayed);
        List<Mark> marks = givenMarks.stream()
                .map(m -> new Mark(moveOf(movesPlayed, m.index()), m.player(), m.kind()))
                .toList();
        if (names.isEmpty()) {
            throw new IllegalArgumentException("a review of nobody");
        }
        List<Colour> players = List.copyOf(new EnumMap<>(names).keySet());
        for (Standing s : standings) {
            for (Colour c : s.shares().keySet()) {
                if (s.share(c) > 0 && !names.containsKey(c)) {
                    throw new IllegalArgumentException("no name for " + c + ", who has a share at " + s.index());
                }
            }
        }
        Theme theme = style.theme();
        DefaultTableXYDataset data = new DefaultTableXYDataset();
        for (Colour c : players) {
            XYSeries series = new XYSeries(c.name(), true, false);
            for (Standing s : standings) {
                series.add(s.index(), FULL * s.share(c));
            }
            data.addSeries(series);
        }
        StackedXYAreaRenderer2 layers = new StackedXYAreaRenderer2();
        layers.setRoundXCoordinates(true);
        for (int i = 0; i < players.size(); i++) {
            layers.setSeriesPaint(i, theme.camp(players.get(i)));
        }

        int first = standings.get(0).index();
        int last = standings.get(standings.size() - 1).index();
        int end = Math.max(last, first + 1);
        NumberAxis moves = new MovesAxis(words.movesAxis(), end);
        style.numberAxis(moves, words.locale());
        moves.setStandardTickUnits(NumberAxis.createIntegerTickUnits(words.locale()));
        moves.setRange(first, end + (end - first) * ROOM_AFTER_LAST / (1 - ROOM_AFTER_LAST));
        NumberAxis shares = new NumberAxis(words.shareAxis());
        style.axis(shares);
        shares.setNumberFormatOverride(percent(words.locale()));
        shares.setTickUnit(new NumberTickUnit(25, percent(words.locale())));
        shares.setRange(0, STRIP_HIGH);

        XYPlot plot = new XYPlot(data, moves, shares, layers);
        // a dark edge between layers keeps neighbours apart in grey too; the layers' renderer draws none
        plot.setDataset(1, edges(standings, players));
        XYLineAndShapeRenderer edges = new XYLineAndShapeRenderer(true, false);
        edges.setDefaultPaint(theme.outline());
        edges.setDefaultStroke(new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        edges.setAutoPopulateSeriesPaint(false);
        edges.setAutoPopulateSeriesStroke(false);
        plot.setRenderer(1, edges);
        plot.setDatasetRenderingOrder(DatasetRenderingOrder.FORWARD);
        style.plot(plot);
        style.grid(plot);
        plot.setDomainGridlinesVisible(false);
        plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
        List<Band> bands = bands(marks, last);
        List<Integer> outs = marks.stream()
                .filter(m -> m.kind() == Mark.Kind.ELIMINATED)
                .map(Mark::index)
                .toList();
        for (Band band : bands) {
            plot.addAnnotation(new StripAnnotation(band, outs, theme));
        }
        for (Mark m : marks) {
            if (m.kind() == Mark.Kind.ELIMINATED) {
                plot.addAnnotation(new OutAnnotation(m.index(), theme.camp(m.player()), theme));
            }
        }
        boolean someoneOut = marks.stream().anyMatch(m -> m.kind() == Mark.Kind.ELIMINATED);
        plot.setFixedLegendItems(legend(players, names, someoneOut, bands, words));

        JFreeChart chart = new JFreeChart(plot);
        style.chart(chart, words.title());
        // The last move's tick stands near the plot's right edge: room for half its label there
        chart.setPadding(new RectangleInsets(0, 0, 0, 16));
        LegendTitle legend = chart.getLegend();
        legend.setItemFont(style.font(ChartStyle.TICK));
        legend.setItemPaint(theme.text());
        legend.setBackgroundPaint(theme.background());
        legend.setFrame(org.jfree.chart.block.BlockBorder.NONE);
        legend.setPosition(RectangleEdge.BOTTOM);
        legend.setItemLabelPadding(new RectangleInsets(2, 6, 2, 14));
        legend.setMargin(new RectangleInsets(8, 8, 8, 8));
        return chart;
    }

    /**
     * The standings placed by the moves played ({@code movesPlayed}): where several positions follow the same move (a
     * draw agreed after it), the last of them stands there, as the game stood once they were all made.
     */
    static List<Standing> byMoves(List<Standing> standings, List<Integer> movesPlayed) {
        Map<Integer, Standing> atMove = new java.util.TreeMap<>();
        for (Standing s : standings) {
            int move = moveOf(movesPlayed, s.index());
            atMove.put(move, new Standing(move, s.shares()));
        }
        return List.copyOf(atMove.values());
    }

    private static int moveOf(List<Integer> movesPlayed, int index) {
        if (index >= movesPlayed.size()) {
            throw new IllegalArgumentException("no count of moves for the position " + index);
        }
        return movesPlayed.get(index);
    }

    /** The moves axis, which runs on past the game's end to make room, but counts no move the game did not have. */
    static final class MovesAxis extends NumberAxis {
        private final int end;

        MovesAxis(String label, int end) {
            super(label);
            this.end = end;
        }

        @Override
        protected List<?> refreshTicksHorizontal(Graphics2D g, Rectangle2D area, RectangleEdge edge) {
            List<?> ticks = super.refreshTicksHorizontal(g, area, edge);
            ticks.removeIf(t -> t instanceof ValueTick tick && tick.getValue() > end);
            return ticks;
        }
    }

    /** The top of each layer but the last, which is 100%. */
    private static XYSeriesCollection edges(List<Standing> standings, List<Colour> players) {
        XYSeriesCollection edges = new XYSeriesCollection();
        for (int i = 0; i < players.size() - 1; i++) {
            XYSeries edge = new XYSeries("edge " + i, true, false);
            for (Standing s : standings) {
                double top = 0;
                for (Colour c : players.subList(0, i + 1)) {
                    top += FULL * s.share(c);
                }
                edge.add(s.index(), top);
            }
            edges.addSeries(edge);
        }
        return edges;
    }

    /** Whole percents ("25%", "25 %" in French) from values already in percent. */
    static NumberFormat percent(Locale locale) {
        NumberFormat format = NumberFormat.getPercentInstance(locale);
        if (format instanceof DecimalFormat decimal) {
            decimal.setMultiplier(1);
        }
        format.setMaximumFractionDigits(0);
        return format;
    }

    /** A Chief's time in power in the Maze: from the position he took it to the one he lost it (or the game's end). */
    record Band(Colour player, int from, int to) {}

    static List<Band> bands(List<Mark> marks, int end) {
        List<Mark> sorted = marks.stream()
                .sorted(java.util.Comparator.comparingInt(Mark::index))
                .toList();
        List<Band> bands = new ArrayList<>();
        Map<Colour, Integer> since = new EnumMap<>(Colour.class);
        for (Mark m : sorted) {
            switch (m.kind()) {
                case IN_POWER -> since.putIfAbsent(m.player(), m.index());
                case OUT_OF_POWER, ELIMINATED -> {
                    Integer from = since.remove(m.player());
                    if (from != null) {
                        bands.add(new Band(m.player(), from, m.index()));
                    }
                }
            }
        }
        since.forEach((player, from) -> bands.add(new Band(player, from, end)));
        return bands;
    }

    /** The players, then each kind of mark the chart shows: a word for a mark it does not show is only noise. */
    private LegendItemCollection legend(
            List<Colour> players, Map<Colour, String> names, boolean someoneOut, List<Band> bands, Words words) {
        Theme theme = style.theme();
        FontMetrics metrics = Fonts.metrics(style.font(ChartStyle.TICK));
        LegendItemCollection items = new LegendItemCollection();
        Shape square = new Rectangle2D.Double(-9, -9, 18, 18);
        for (Colour c : players) {
            String name =
                    Header.fit(metrics, DrawnName.or(names.get(c), words.camps().get(c)), NAME_WIDTH);
            items.add(new LegendItem(
                    name, null, null, null, square, theme.camp(c), new BasicStroke(1.5f), theme.outline()));
        }
        if (someoneOut) {
            LegendItem out = new LegendItem(words.eliminated(), theme.text());
            out.setShape(cross(0, 0, 8));
            items.add(out);
        }
        if (!bands.isEmpty()) {
            // a bar like those in the strip: gold-edged, in the colour of the Chief who held power
            items.add(new LegendItem(
                    words.inPower(),
                    null,
                    null,
                    null,
                    new Rectangle2D.Double(-14, -6, 28, 12),
                    holders(bands),
                    new BasicStroke(3f),
                    theme.power()));
        }
        return items;
    }

    /**
     * The colour of the Chief who held power; when several did, stripes of their colours side by side, as their bars
     * follow one another in the strip. The stripes repeat, since the legend does not say where it puts the bar.
     */
    private Paint holders(List<Band> bands) {
        List<Color> colours = bands.stream()
                .map(Band::player)
                .distinct()
                .map(style.theme()::camp)
                .toList();
        int n = colours.size();
        if (n == 1) {
            return colours.get(0);
        }
        float[] stops = new float[2 * n];
        Color[] paints = new Color[2 * n];
        for (int i = 0; i < n; i++) {
            stops[2 * i] = i / (float) n;
            stops[2 * i + 1] = i == n - 1 ? 1f : (i + 1) / (float) n - 0.001f;
            paints[2 * i] = colours.get(i);
            paints[2 * i + 1] = colours.get(i);
        }
        return new LinearGradientPaint(0, 0, STRIPE * n, 0, stops, paints, MultipleGradientPaint.CycleMethod.REPEAT);
    }

    /** A cross's outline, filled to draw it: two bars {@code r} from the centre each way. */
    static Shape cross(double x, double y, double r) {
        double w = r * 0.32;
        Path2D p = new Path2D.Double();
        p.moveTo(x - r, y - r);
        p.lineTo(x + r, y + r);
        p.moveTo(x - r, y + r);
        p.lineTo(x + r, y - r);
        return new BasicStroke((float) (2 * w), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND).createStrokedShape(p);
    }

    /**
     * A Chief's time in power: a bar of his colour, edged in the Maze's gold, in the strip above the layers. A player's
     * disc at either end of it (the Chief in power killed, or a player out at the last move while he holds it) is
     * not drawn over it: the bar stops short of the disc, so both are seen whole.
     */
    static final class StripAnnotation extends org.jfree.chart.annotations.AbstractXYAnnotation {
        /** Between a bar's gold edge and a disc's dark edge, in px. */
        static final double GAP = 4;

        /** The narrowest a bar is drawn, in px. */
        static final double NARROWEST = 6;

        private final Band band;
        private final List<Integer> outs;
        private final transient Theme theme;

        StripAnnotation(Band band, List<Integer> outs, Theme theme) {
            this.band = band;
            this.outs = List.copyOf(outs);
            this.theme = theme;
        }

        Band band() {
            return band;
        }

        @Override
        public void draw(
                Graphics2D g,
                XYPlot plot,
                Rectangle2D area,
                ValueAxis domain,
                ValueAxis range,
                int index,
                PlotRenderingInfo info) {
            RectangleEdge xEdge = plot.getDomainAxisEdge();
            RectangleEdge yEdge = plot.getRangeAxisEdge();
            double from = domain.valueToJava2D(band.from(), area, xEdge);
            double to = domain.valueToJava2D(band.to(), area, xEdge);
            double x0 = from;
            double x1 = to;
            double clear = OutAnnotation.RADIUS + GAP;
            for (int out : outs) {
                double x = domain.valueToJava2D(out, area, xEdge);
                if (Math.abs(x - to) < clear) {
                    x1 = Math.min(x1, x - clear);
                }
                if (Math.abs(x - from) < clear) {
                    x0 = Math.max(x0, x + clear);
                }
            }
            if (x1 - x0 < NARROWEST) {
                // too short to stand clear of its discs: where it began, as narrow as a bar is drawn
                x0 = from;
                x1 = from + NARROWEST;
            }
            double top = range.valueToJava2D(STRIP_HIGH - 1, area, yEdge);
            double bottom = range.valueToJava2D(STRIP_LOW + 1, area, yEdge);
            Rectangle2D bar = new Rectangle2D.Double(x0, top, x1 - x0, bottom - top);
            g.setColor(theme.camp(band.player()));
            g.fill(bar);
            g.setColor(theme.power());
            g.setStroke(new BasicStroke(3f));
            g.draw(bar);
        }
    }

    /**
     * A player out: a line down through the layers at the position he is out in, and over the strip a disc of his
     * colour with a cross.
     */
    static final class OutAnnotation extends org.jfree.chart.annotations.AbstractXYAnnotation {
        /** The disc's radius with its dark edge, in px. */
        static final double RADIUS = 15.5;

        private final int index;
        private final Color colour;
        private final transient Theme theme;

        OutAnnotation(int index, Color colour, Theme theme) {
            this.index = index;
            this.colour = colour;
            this.theme = theme;
        }

        int index() {
            return index;
        }

        @Override
        public void draw(
                Graphics2D g,
                XYPlot plot,
                Rectangle2D area,
                ValueAxis domain,
                ValueAxis range,
                int rendererIndex,
                PlotRenderingInfo info) {
            RectangleEdge yEdge = plot.getRangeAxisEdge();
            double x = domain.valueToJava2D(index, area, plot.getDomainAxisEdge());
            double zero = range.valueToJava2D(0, area, yEdge);
            double centre = range.valueToJava2D((STRIP_LOW + STRIP_HIGH) / 2, area, yEdge);
            double r = RADIUS - 2.5;
            g.setStroke(new BasicStroke(5f));
            g.setColor(theme.outline());
            g.draw(new java.awt.geom.Line2D.Double(x, zero, x, centre));
            g.setStroke(
                    new BasicStroke(2.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {8f, 6f}, 0f));
            g.setColor(theme.text());
            g.draw(new java.awt.geom.Line2D.Double(x, zero, x, centre));
            g.setColor(theme.outline());
            g.fill(PieceArt.circle(x, centre, RADIUS));
            g.setColor(colour);
            g.fill(PieceArt.circle(x, centre, r));
            g.setColor(PieceArt.inkOn(colour));
            g.fill(cross(x, centre, r * 0.5));
        }
    }
}

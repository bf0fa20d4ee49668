package io.djambi.render;

import io.djambi.engine.model.Colour;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * A player's rating over his games, drawn with JFreeChart: the rating shown after each game as a line, inside a band
 * of its uncertainty; under it his record, a box a figure (games played, won, lost, his favourite colour...). One
 * picture for a phone: {@value ChartStyle#WIDTH} px wide, the record in two columns. Immutable and thread-safe.
 */
public final class RatingChart {
    private static final int CHART_HEIGHT = 440;
    private static final int BOX_HEIGHT = 74;
    private static final int GAP = 12;
    private static final int MARGIN = 16;
    private static final int COLUMNS = 2;
    /** Fewer points than this are each drawn as a dot on the line. */
    private static final int FEW_GAMES = 10;
    /** The dots' radius. */
    private static final double DOT = 7;
    /** The uncertainty band's opacity: faint, so that the line over it stays the thing to see. */
    private static final float BAND_ALPHA = 0.12f;

    private final ChartStyle style;
    private final PngEncoder png = new PngEncoder();

    public RatingChart() {
        this(Theme.standard());
    }

    public RatingChart(Theme theme) {
        this.style = new ChartStyle(theme);
    }

    /**
     * The rating after a game (game 0: before the first), and the band of its uncertainty around it.
     *
     * @param game the game's number in the player's own games, 0 before the first
     */
    public record Point(int game, double rating, double low, double high) {
        public Point {
            if (game < 0 || low > rating || rating > high) {
                throw new IllegalArgumentException("point " + game + ": " + low + " <= " + rating + " <= " + high);
            }
        }
    }

    /** A box of the record: its label and value ("Won", "3"); a colour's box shows the colour too. */
    public record Figure(String label, String value, Optional<Colour> colour) {
        public Figure {
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(value, "value");
            Objects.requireNonNull(colour, "colour");
        }

        public Figure(String label, String value) {
            this(label, value, Optional.empty());
        }
    }

    /**
     * The words drawn: the title (the player's name, his rating: see {@link #title}), the axes' labels, and the
     * reader's language.
     */
    public record Words(String title, String gamesAxis, String ratingAxis, Locale locale) {
        public Words {
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(gamesAxis, "gamesAxis");
            Objects.requireNonNull(ratingAxis, "ratingAxis");
            Objects.requireNonNull(locale, "locale");
        }
    }

    /**
     * The title for a player, as {@code titled} words it with his name ("Ann: 1234?"), the name cut with an ellipsis
     * as far as the whole needs to fit on one line. Discord allows names of 32 characters, which would wrap the title
     * and shrink the plot; the name gives way, never the rating.
     *
     * @param standIn the word {@code titled} is given instead of a name the font draws nothing of (see {@link
     *     DrawnName})
     */
    public String title(String name, String standIn, UnaryOperator<String> titled) {
        FontMetrics metrics = Fonts.metrics(style.font(ChartStyle.TITLE));
        String drawn = DrawnName.or(name, standIn);
        String title = titled.apply(drawn);
        // widths add up but for a pixel of kerning here and there: cut a little more if the whole is still too wide
        for (int room = ChartStyle.TITLE_ROOM - metrics.stringWidth(titled.apply(""));
                metrics.stringWidth(title) > ChartStyle.TITLE_ROOM && room > 0;
                room -= 4) {
            title = titled.apply(Header.fit(metrics, drawn, room));
        }
        return title;
    }

    public byte[] png(List<Point> points, List<Figure> record, Words words) {
        return png.encode(render(points, record, words));
    }

    public BufferedImage render(List<Point> points, List<Figure> record, Words words) {
        int rows = (record.size() + COLUMNS - 1) / COLUMNS;
        int height = CHART_HEIGHT + GAP + rows * (BOX_HEIGHT + GAP) + MARGIN;
        BufferedImage image = new BufferedImage(ChartStyle.WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            BoardRenderer.hints(g);
            g.setColor(style.theme().background());
            g.fillRect(0, 0, image.getWidth(), height);
            chart(points, words).draw(g, new Rectangle2D.Double(0, 0, ChartStyle.WIDTH, CHART_HEIGHT));
            drawRecord(g, record, CHART_HEIGHT + GAP);
        } finally {
            g.dispose();
        }
        return image;
    }

    JFreeChart chart(List<Point> points, Words words) {
        YIntervalSeries series = new YIntervalSeries(words.ratingAxis());
        for (Point p : points) {
            series.add(p.game(), p.rating(), p.low(), p.high());
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        data.addSeries(series);

        Theme theme = style.theme();
        // A few games' line is short and flat inside a band still as wide as the scale: a dot a game shows where the
        // games are, and a fainter band leaves the line the thing to see
        DeviationRenderer line = new DeviationRenderer(true, points.size() < FEW_GAMES);
        line.setSeriesPaint(0, theme.power());
        line.setSeriesFillPaint(0, theme.power());
        line.setSeriesStroke(0, new BasicStroke(4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        line.setSeriesShape(0, new Ellipse2D.Double(-DOT, -DOT, 2 * DOT, 2 * DOT));
        line.setAlpha(BAND_ALPHA);

        NumberAxis games = new NumberAxis(words.gamesAxis());
        style.numberAxis(games, words.locale());
        games.setStandardTickUnits(NumberAxis.createIntegerTickUnits(words.locale()));
        games.setAutoRangeIncludesZero(true);
        // room left of game 0 for its dot, which the plot's edge would cut in half (too little to reach a tick at -1)
        games.setAutoRangeStickyZero(points.size() >= FEW_GAMES);
        NumberAxis ratings = new NumberAxis(words.ratingAxis());
        style.numberAxis(ratings, words.locale());
        ratings.setStandardTickUnits(NumberAxis.createIntegerTickUnits(words.locale()));
        ratings.setAutoRangeIncludesZero(false);

        XYPlot plot = new XYPlot(data, games, ratings, line);
        style.plot(plot);
        style.grid(plot);
        JFreeChart chart = new JFreeChart(plot);
        chart.removeLegend();
        style.chart(chart, words.title());
        return chart;
    }

    private void drawRecord(Graphics2D g, List<Figure> record, int top) {
        Theme theme = style.theme();
        int width = (ChartStyle.WIDTH - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS;
        FontMetrics labels = g.getFontMetrics(style.font(ChartStyle.TICK));
        FontMetrics values = g.getFontMetrics(style.font(ChartStyle.LABEL + 4));
        for (int i = 0; i < record.size(); i++) {
            Figure f = record.get(i);
            int x = MARGIN + (i % COLUMNS) * (width + GAP);
            int y = top + (i / COLUMNS) * (BOX_HEIGHT + GAP);
            g.setColor(theme.outline());
            g.fill(new RoundRectangle2D.Double(x, y, width, BOX_HEIGHT, 14, 14));
            int textX = x + 14;
            g.setFont(labels.getFont());
            g.setColor(theme.mutedText());
            g.drawString(Header.fit(labels, f.label(), width - 28), textX, y + 8 + labels.getAscent());
            g.setFont(values.getFont());
            g.setColor(theme.text());
            int valueY = y + BOX_HEIGHT - 12;
            if (f.colour().isPresent()) {
                int size = values.getAscent() - 4;
                Color camp = theme.camp(f.colour().get());
                g.setColor(camp);
                g.fillOval(textX, valueY - size, size, size);
                textX += size + 10;
                g.setColor(theme.text());
            }
            g.drawString(Header.fit(values, f.value(), x + width - 14 - textX), textX, valueY);
        }
    }
}

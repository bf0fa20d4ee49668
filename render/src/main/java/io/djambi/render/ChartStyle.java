package io.djambi.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.text.NumberFormat;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleInsets;

/**
 * The bot's look for a chart: the board's dark background and light text, the bundled font at sizes that read on a
 * 360 px phone once Discord halves a {@value #WIDTH} px picture, and numbers written as the bot's text writes them.
 * JFreeChart's own defaults (logical fonts, white background) would differ from one machine to the next.
 */
final class ChartStyle {
    /** Every chart is this wide: a phone shows it at 360 px, so a 22 px letter reads as 11 px. */
    static final int WIDTH = 720;

    static final float TITLE = 30f;
    static final float LABEL = 22f;
    static final float TICK = 20f;

    /** Around a chart's title. */
    private static final RectangleInsets TITLE_MARGIN = new RectangleInsets(12, 8, 8, 8);
    /**
     * The widest a title is drawn on one line: the chart less the title's margin and its padding of a pixel a side
     * (JFreeChart's {@code Title.DEFAULT_PADDING}); a wider one wraps onto a second line and takes the plot's room.
     */
    static final int TITLE_ROOM = WIDTH - (int) (TITLE_MARGIN.getLeft() + TITLE_MARGIN.getRight()) - 2;

    private final Theme theme;

    ChartStyle(Theme theme) {
        this.theme = theme;
    }

    Theme theme() {
        return theme;
    }

    Font font(float size) {
        return Fonts.bold(size);
    }

    /** A ruling's colour: the grid, faint on the dark background. */
    Color grid() {
        return new Color(0x4E5058);
    }

    /**
     * A whole number as the bot's text writes it: in digits without grouping, "1994" and not "1,994" or "1 994". The
     * catalogue writes every rating, count and id so (its title over the rating chart, the leaderboard's lines, "#3
     * of 12"), as ratings are usually written; a chart that grouped them showed one rating two ways side by side.
     */
    static NumberFormat numbers(Locale locale) {
        NumberFormat format = NumberFormat.getIntegerInstance(locale);
        format.setGroupingUsed(false);
        return format;
    }

    /** The chart's title, background and frame in the bot's colours. */
    void chart(JFreeChart chart, String title) {
        chart.setTitle(new TextTitle(
                title,
                font(TITLE),
                theme.text(),
                TextTitle.DEFAULT_POSITION,
                TextTitle.DEFAULT_HORIZONTAL_ALIGNMENT,
                TextTitle.DEFAULT_VERTICAL_ALIGNMENT,
                TITLE_MARGIN));
        chart.setBackgroundPaint(theme.background());
        chart.setBorderVisible(false);
        chart.setAntiAlias(true);
        chart.setTextAntiAlias(true);
    }

    void plot(Plot plot) {
        plot.setBackgroundPaint(theme.background());
        plot.setOutlineVisible(false);
        plot.setNoDataMessageFont(font(LABEL));
        plot.setNoDataMessagePaint(theme.text());
    }

    void grid(XYPlot plot) {
        plot.setDomainGridlinePaint(grid());
        plot.setRangeGridlinePaint(grid());
        plot.setDomainGridlineStroke(new BasicStroke(1f));
        plot.setRangeGridlineStroke(new BasicStroke(1f));
    }

    void axis(Axis axis) {
        axis.setLabelFont(font(LABEL));
        axis.setLabelPaint(theme.text());
        axis.setTickLabelFont(font(TICK));
        axis.setTickLabelPaint(theme.mutedText());
        axis.setAxisLinePaint(theme.mutedText());
        axis.setTickMarkPaint(theme.mutedText());
    }

    void numberAxis(NumberAxis axis, Locale locale) {
        axis(axis);
        axis.setNumberFormatOverride(numbers(locale));
    }
}

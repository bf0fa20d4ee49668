package io.djambi.bot.stats;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Seat;
import io.djambi.bot.text.Catalogue;
import io.djambi.render.LeaderboardChart;
import io.djambi.render.RatingChart;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The pictures of {@code /djambi stats} and {@code /djambi leaderboard}, in the reader's language: a player's rating
 * over his games with its uncertainty beside his record, and the server's ranking. The numbers they show are also in
 * the answer's text, for screen readers and search.
 */
public final class StatsPictures {
    static final String RATING_FILE = "djambi-rating.png";
    static final String LEADERBOARD_FILE = "djambi-leaderboard.png";

    private final RatingChart ratingChart;
    private final LeaderboardChart leaderboardChart;
    private final Catalogue text;

    public StatsPictures(RatingChart ratingChart, LeaderboardChart leaderboardChart, Catalogue text) {
        this.ratingChart = ratingChart;
        this.leaderboardChart = leaderboardChart;
        this.text = text;
    }

    /** The bot's charts, in its colours. */
    public static StatsPictures standard(Catalogue text) {
        return new StatsPictures(new RatingChart(), new LeaderboardChart(), text);
    }

    /** In another language, the same charts. */
    StatsPictures speaking(Catalogue language) {
        return new StatsPictures(ratingChart, leaderboardChart, language);
    }

    /**
     * His rating after each of his games, in a band of one σ either way (the shown rating is μ − 3σ, so the band is
     * where it moves while the games still tell little), and his record under it.
     */
    Reply.Attachment rating(List<Ratings.Rating> history, PlayerRecord record, String name, Ratings.Rating now) {
        List<RatingChart.Point> points = new ArrayList<>();
        for (int i = 0; i < history.size(); i++) {
            Ratings.Rating r = history.get(i);
            double shown = r.shown();
            double sigma = r.sigma() * Ratings.SCALE;
            points.add(new RatingChart.Point(i, shown, shown - sigma, shown + sigma));
        }
        List<RatingChart.Figure> figures = new ArrayList<>(List.of(
                figure("stats.record.played", record.played()),
                figure("stats.record.won", record.count(Exit.WON)),
                figure("stats.record.drawn", record.count(Exit.DRAWN)),
                figure("stats.record.lost", record.count(Exit.LOST)),
                figure("stats.record.resigned", record.count(Exit.RESIGNED)),
                figure("stats.record.timed-out", record.count(Exit.TIMED_OUT)),
                new RatingChart.Figure(
                        text.get("stats.record.average-place"), oneDecimal().format(record.averagePlace()))));
        record.favourite()
                .ifPresent(c -> figures.add(
                        new RatingChart.Figure(text.get("stats.record.colour"), text.colour(c), Optional.of(c))));
        if (record.count(Exit.LEFT) > 0) {
            figures.add(figure("stats.record.left", record.count(Exit.LEFT)));
        }
        RatingChart.Words words = new RatingChart.Words(
                ratingTitle(name, now), text.get("stats.chart.games"), text.get("stats.chart.rating"), text.locale());
        return new Reply.Attachment(RATING_FILE, ratingChart.png(points, figures, words));
    }

    /**
     * "Ann: 1234?" over the rating chart, a long name cut to keep it on one line; "Rating: 1234?" for a name the
     * picture's font draws nothing of ("太郎"), which the message above it shows whole.
     */
    String ratingTitle(String name, Ratings.Rating now) {
        // A picture shows a message's escapes as they are: "von Habsburg\\-Lothringen"
        return ratingChart.title(
                Seat.plain(name),
                text.get("stats.chart.rating"),
                n -> text.get("stats.chart.title", n, now.shown(), StatsCommands.mark(now)));
    }

    /** The ranked players' bars, then apart the provisional ones'; the reader's own in gold. */
    Reply.Attachment leaderboard(List<Leaderboard.Line> ranked, List<Leaderboard.Line> provisional, String readerId) {
        LeaderboardChart.Words words = new LeaderboardChart.Words(
                text.get("stats.board.title"),
                text.get("stats.chart.rating"),
                text.get("stats.board.title"),
                text.get("stats.board.provisional"),
                text.get("stats.board.unnamed"),
                text.locale());
        return new Reply.Attachment(
                LEADERBOARD_FILE, leaderboardChart.png(rows(ranked, readerId), rows(provisional, readerId), words));
    }

    private static List<LeaderboardChart.Row> rows(List<Leaderboard.Line> lines, String readerId) {
        return lines.stream()
                .map(l -> new LeaderboardChart.Row(
                        l.place(),
                        Seat.plain(l.name()),
                        l.rating().shown(),
                        l.rating().userId().equals(readerId),
                        l.gapAbove()))
                .toList();
    }

    /** "2.3", "2,3": as the reader's language writes a number with one decimal. */
    private NumberFormat oneDecimal() {
        NumberFormat format = NumberFormat.getNumberInstance(text.locale());
        format.setMinimumFractionDigits(1);
        format.setMaximumFractionDigits(1);
        return format;
    }

    private RatingChart.Figure figure(String key, int count) {
        return new RatingChart.Figure(text.get(key), String.valueOf(count));
    }
}

package io.djambi.bot.stats;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Seat;
import io.djambi.bot.text.Catalogue;
import io.djambi.render.DrawnName;
import io.djambi.render.LeaderboardChart;
import io.djambi.render.RatingChart;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

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
        Iterator<String> names = drawnNames(Stream.concat(ranked.stream(), provisional.stream())
                        .map(l -> Seat.plain(l.name()))
                        .toList())
                .iterator();
        return new Reply.Attachment(
                LEADERBOARD_FILE,
                leaderboardChart.png(rows(ranked, names, readerId), rows(provisional, names, readerId), words));
    }

    /**
     * The names as the picture is to draw them, top to bottom. A name the font draws nothing of ("太郎") is drawn as
     * "Player"; when two or more are, each gets a letter in the order they come, "Player A", "Player B", so that the
     * rows still tell them apart (the message beside the picture names them whole). A letter and not a number: the
     * ranked rows start with their place, and "3. Player 1" would read as two places.
     */
    List<String> drawnNames(List<String> names) {
        long unnamed = names.stream().filter(n -> DrawnName.of(n).isEmpty()).count();
        if (unnamed < 2) {
            return names;
        }
        List<String> drawn = new ArrayList<>();
        int lettered = 0;
        for (String name : names) {
            drawn.add(
                    DrawnName.of(name).isPresent()
                            ? name
                            : text.get("stats.board.unnamed.lettered", letter(lettered++)));
        }
        return drawn;
    }

    /** A, B, ..., Z, then AA, AB: as a spreadsheet names its columns. */
    static String letter(int index) {
        StringBuilder letters = new StringBuilder();
        for (int i = index + 1; i > 0; i = (i - 1) / 26) {
            letters.insert(0, (char) ('A' + (i - 1) % 26));
        }
        return letters.toString();
    }

    /** A row a line, each drawing the next of {@code names}. */
    private static List<LeaderboardChart.Row> rows(
            List<Leaderboard.Line> lines, Iterator<String> names, String readerId) {
        List<LeaderboardChart.Row> rows = new ArrayList<>();
        for (Leaderboard.Line l : lines) {
            rows.add(new LeaderboardChart.Row(
                    l.place(),
                    names.next(),
                    l.rating().shown(),
                    l.rating().userId().equals(readerId),
                    l.gapAbove()));
        }
        return rows;
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

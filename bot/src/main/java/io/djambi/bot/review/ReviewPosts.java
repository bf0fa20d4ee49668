package io.djambi.bot.review;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.BoardText;
import io.djambi.bot.game.Movers;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.game.Game;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.notation.MoveDescription;
import io.djambi.engine.review.Review;
import io.djambi.engine.review.TurningPoint;
import io.djambi.render.ReviewChart;
import io.djambi.render.TurningPointPicture;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * A review as the players read it, in a language: the words that say it is being prepared; then its chart of who
 * was winning when, and each turning point in a line ("Move 41, Ann (Blue): H3-F5 lost 22% — H3-H5 kept 31%") with
 * its board (the move played and the better one), under the name of who played it.
 */
public final class ReviewPosts {
    static final String CHART_FILE = "djambi-review.png";

    private final ReviewChart chart;
    private final TurningPointPicture boards;

    public ReviewPosts(ReviewChart chart, TurningPointPicture boards) {
        this.chart = chart;
        this.boards = boards;
    }

    /** The bot's pictures. */
    public static ReviewPosts standard() {
        return new ReviewPosts(new ReviewChart(), new TurningPointPicture());
    }

    /** What stands below a game's last post while its review is computed, in the game's language. */
    Reply.Public coming(Table table, Catalogue text) {
        return post(text.get("review.coming", table.id()), List.of(), new Reply.ReviewOf(table.id(), ""));
    }

    /**
     * The review, posted in place of the words that said it was coming; {@code movers} its table's game and who played
     * each move.
     */
    Reply.Public posted(Movers movers, Review review, Catalogue text) {
        Table table = movers.table();
        return post(
                said(movers, review, text),
                files(table, review, text),
                new Reply.ReviewOf(table.id(), text.get("review.coming", table.id())));
    }

    /** The review as a private answer ({@code /review}), in the reader's language. */
    Reply.Private answer(Movers movers, Review review, Catalogue text) {
        return new Reply.Private(said(movers, review, text), files(movers.table(), review, text));
    }

    private static Reply.Public post(String said, List<Reply.Attachment> files, Reply.ReviewOf target) {
        return new Reply.Public(said, files, List.of(), new Reply.NoControls(), new Reply.NoPicture(), "", target);
    }

    /**
     * The heading and the turning points, each under the name of who played it: the seat's holder then, or the AI
     * that played for him when his time ran out. Such a move stays a turning point, since the game turned there
     * whoever played it and the chart shows the drop, but it is the AI's: the review pins it on the AI standing in
     * for him, never on the player.
     */
    private String said(Movers movers, Review review, Catalogue text) {
        Table table = movers.table();
        StringBuilder sb = new StringBuilder(text.get("review.heading", table.id()));
        if (review.turningPoints().isEmpty()) {
            return sb.append('\n').append(text.get("review.no-turning-point")).toString();
        }
        sb.append('\n').append(text.get("review.turning-points"));
        for (TurningPoint t : review.turningPoints()) {
            sb.append('\n')
                    .append(text.get(
                            "review.turning-point",
                            moveNumber(table, t),
                            movers.of(t.mover(), t.index(), text),
                            t.played().text(),
                            percent(t.lost()),
                            t.better().text(),
                            percent(t.kept()),
                            text.words(MoveDescription.describe(
                                    table.game().positions().get(t.index()), t.better()))));
        }
        return sb.toString();
    }

    private List<Reply.Attachment> files(Table table, Review review, Catalogue text) {
        Map<Colour, String> names = legendNames(table, text);
        ReviewChart.Words words = new ReviewChart.Words(
                text.get("review.chart.title", table.id()),
                text.get("review.chart.moves"),
                text.get("review.chart.share"),
                text.get("review.chart.eliminated"),
                text.get("review.chart.in-power"),
                BoardText.of(text).camps(),
                text.locale());
        List<Reply.Attachment> files = new ArrayList<>();
        files.add(new Reply.Attachment(
                CHART_FILE, chart.png(review.standings(), review.marks(), movesPlayed(table.game()), names, words)));
        for (TurningPoint t : review.turningPoints()) {
            files.add(new Reply.Attachment(
                    "djambi-move-" + moveNumber(table, t) + ".png",
                    boards.png(table.game().positions().get(t.index()), t)));
        }
        return files;
    }

    /** The turning point's move as the chart and the boards count it: the moves played before it, and one. */
    private static int moveNumber(Table table, TurningPoint t) {
        return table.game().positions().get(t.index()).ply() + 1;
    }

    /**
     * The moves played by each of the game's positions, as its board says ("Moves played: 1"): a draw agreed, a
     * resignation or a skipped turn is an event of the record but no move.
     */
    static List<Integer> movesPlayed(Game game) {
        return game.positions().stream().map(Position::ply).toList();
    }

    /**
     * The players as the chart's legend names them: a person by his name alone, since the swatch beside it shows his
     * colour and "(Blue)" would only push a long name past the legend's width; an AI by its name ("AI Blue (hard)").
     * The chart draws the colour's name instead of a name its font draws nothing of ("太郎").
     */
    static Map<Colour, String> legendNames(Table table, Catalogue text) {
        Map<Colour, String> names = new EnumMap<>(Colour.class);
        table.seats().forEach((colour, seat) -> names.put(colour, Seat.plain(seat.nameIn(text))));
        return names;
    }

    /** A share as a whole percentage: 0.224 is 22. */
    private static long percent(double share) {
        return Math.round(share * 100);
    }
}

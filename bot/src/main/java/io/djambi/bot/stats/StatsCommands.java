package io.djambi.bot.stats;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Seat;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Optional;

/**
 * {@code /djambi stats [user]} and {@code /djambi leaderboard}: this server's finished games, read-only. Each answer
 * is a picture (the rating over the games, the ranking) with its numbers written out too.
 */
public final class StatsCommands implements CommandGroup {
    static final int LEADERBOARD_SIZE = 10;
    static final int PROVISIONAL_SIZE = 5;
    /**
     * The line between the top of a list and the reader's own line further down, so that "19. Ann" under "10. Bob"
     * is not read as the next place. A sign, not a word: the same in every language.
     */
    static final String GAP = "…";

    static final CommandSpec STATS = CommandSpec.djambi(
            "stats",
            "command.djambi.stats.description",
            OptionSpec.user("user", "option.djambi.stats.user.description"));
    static final CommandSpec LEADERBOARD = CommandSpec.djambi("leaderboard", "command.djambi.leaderboard.description");
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(STATS, LEADERBOARD);

    private final ResultStore results;
    private final GlobalRatings global;
    private final Catalogue text;
    private final StatsPictures pictures;

    public StatsCommands(ResultStore results, Catalogue text, StatsPictures pictures) {
        this.results = results;
        this.global = new GlobalRatings(results);
        this.text = text;
        this.pictures = pictures.speaking(text);
    }

    @Override
    public List<Command> commands() {
        return List.of(Command.of(STATS, this::stats), Command.of(LEADERBOARD, this::leaderboard));
    }

    private List<Reply> stats(CommandRequest r) {
        String userId = r.option("user").orElse(r.userId());
        List<GameResult> server = results.results(r.guildId());
        Optional<PlayerRecord> found = PlayerRecord.of(server, userId);
        if (found.isEmpty()) {
            // Nothing here, but perhaps games on other servers: their rating still says something
            return List.of(new Reply.Private(
                    (userId.equals(r.userId()) ? text.get("stats.none.yours") : text.get("stats.none.theirs", userId))
                            + globalLine(userId)));
        }
        PlayerRecord record = found.get();
        int left = record.count(Exit.LEFT);
        Ratings.Replayed replayed = Ratings.replay(server, userId);
        Ratings ratings = replayed.ratings();
        if (record.played() == 0) {
            return List.of(
                    new Reply.Private(text.get("stats.player.only-left", record.name(), left) + globalLine(userId)));
        }
        Optional<Ratings.Rating> rated = ratings.of(userId);
        StringBuilder said = new StringBuilder(text.get(
                "stats.player",
                record.name(),
                record.played(),
                record.count(Exit.WON),
                record.count(Exit.DRAWN),
                record.count(Exit.LOST),
                record.count(Exit.RESIGNED),
                record.count(Exit.TIMED_OUT)));
        rated.ifPresent(rating -> said.append(
                rating.provisional()
                        ? text.get("stats.player.provisional", rating.shown())
                        : text.get(
                                "stats.player.rating",
                                rating.shown(),
                                ratings.rankOf(userId),
                                ratings.ranked().size())));
        // A game that counted for nobody (a draw among AIs only) is in his record but not in his rating
        int unrated = record.played() - rated.map(Ratings.Rating::games).orElse(0);
        if (unrated > 0) {
            said.append(text.get("stats.player.unrated", unrated));
        }
        said.append(text.get(
                "stats.player.more",
                record.averagePlace(),
                record.favourite().map(text::colour).orElse("")));
        if (left > 0) {
            said.append(text.get("stats.player.left", left));
        }
        said.append(globalLine(userId));
        if (rated.isEmpty()) {
            return List.of(new Reply.Private(said.toString())); // no rating, no line to draw
        }
        Reply.Attachment chart = pictures.rating(replayed.history(), record, record.name(), rated.get());
        return List.of(new Reply.Private(said.toString(), List.of(chart)));
    }

    /**
     * The person's rating from every server's games together (the AI levels each one player), on a line of its own;
     * nothing if he has none.
     */
    private String globalLine(String userId) {
        return global.now()
                .of(userId)
                .map(rating -> text.get("stats.player.global", rating.shown(), mark(rating)))
                .orElse("");
    }

    private List<Reply> leaderboard(CommandRequest r) {
        Ratings ratings = Ratings.of(results.results(r.guildId()));
        Leaderboard board = Leaderboard.of(ratings, r.userId(), LEADERBOARD_SIZE, PROVISIONAL_SIZE, this::name);
        if (board.isEmpty()) {
            return List.of(new Reply.Private(text.get("stats.leaderboard.empty")));
        }
        StringBuilder sb = new StringBuilder(text.get("stats.leaderboard.heading"));
        for (Leaderboard.Line line : board.ranked()) {
            sb.append(gap(line))
                    .append(text.get(
                            "stats.leaderboard.line",
                            line.place(),
                            line.name(),
                            line.rating().shown(),
                            line.rating().games()));
        }
        if (!board.provisional().isEmpty()) {
            sb.append('\n').append(text.get("stats.leaderboard.provisional"));
            for (Leaderboard.Line line : board.provisional()) {
                sb.append(gap(line))
                        .append(text.get(
                                "stats.leaderboard.provisional-line",
                                line.name(),
                                line.rating().shown(),
                                line.rating().games()));
            }
        }
        return List.of(new Reply.Private(
                sb.toString(), List.of(pictures.leaderboard(board.ranked(), board.provisional(), r.userId()))));
    }

    /** The break before a line, with a line of "…" of its own when players are left out above it. */
    private static String gap(Leaderboard.Line line) {
        return line.gapAbove() ? "\n" + GAP + "\n" : "\n";
    }

    private String name(Ratings.Rating rating) {
        return shownName(rating.userId(), rating.name(), text);
    }

    /** A rated person by {@code name}, the name he played under; an AI level as "AI hard", in {@code text}'s language. */
    static String shownName(String ratedId, String name, Catalogue text) {
        return Ratings.aiLevel(ratedId)
                .map(level -> text.get("stats.ai", Seat.levelName(level, text)))
                .orElse(name);
    }

    /** "?" after a provisional rating. */
    static String mark(Ratings.Rating rating) {
        return rating.provisional() ? "?" : "";
    }
}

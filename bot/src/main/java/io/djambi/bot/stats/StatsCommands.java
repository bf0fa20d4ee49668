package io.djambi.bot.stats;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code /djambi stats [user]} and {@code /djambi leaderboard}: this server's finished games, read-only. */
public final class StatsCommands implements CommandGroup {
    static final int LEADERBOARD_SIZE = 10;
    static final CommandSpec STATS = CommandSpec.djambi(
            "stats",
            "command.djambi.stats.description",
            OptionSpec.user("user", "option.djambi.stats.user.description"));
    static final CommandSpec LEADERBOARD = CommandSpec.djambi("leaderboard", "command.djambi.leaderboard.description");
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(STATS, LEADERBOARD);

    private final ResultStore results;
    private final Catalogue text;

    public StatsCommands(ResultStore results, Catalogue text) {
        this.results = results;
        this.text = text;
    }

    @Override
    public List<Command> commands() {
        return List.of(Command.of(STATS, this::stats), Command.of(LEADERBOARD, this::leaderboard));
    }

    private List<Reply> stats(CommandRequest r) {
        String userId = r.option("user").orElse(r.userId());
        List<GameResult> server = results.results(r.guildId());
        Map<Exit, Integer> counts = new EnumMap<>(Exit.class);
        String name = null;
        for (GameResult game : server) {
            for (Placing p : game.placings()) {
                if (p.userId().equals(userId)) {
                    counts.merge(p.exit(), 1, Integer::sum);
                    name = p.name();
                }
            }
        }
        if (name == null) {
            return List.of(new Reply.Private(
                    userId.equals(r.userId()) ? text.get("stats.none.yours") : text.get("stats.none.theirs", userId)));
        }
        // A game he left before the end is neither won nor lost by him: a line of its own, and no rating
        int left = counts.getOrDefault(Exit.LEFT, 0);
        int played = counts.values().stream().mapToInt(Integer::intValue).sum() - left;
        Ratings ratings = Ratings.of(server);
        Optional<Ratings.Rating> rated = ratings.of(userId);
        if (played == 0 || rated.isEmpty()) {
            return List.of(new Reply.Private(text.get("stats.player.only-left", name, left)));
        }
        Ratings.Rating rating = rated.get();
        String leftLine = left == 0 ? "" : text.get("stats.player.left", left);
        return List.of(new Reply.Private(text.get(
                        "stats.player",
                        name,
                        played,
                        count(counts, Exit.WON),
                        count(counts, Exit.DRAWN),
                        count(counts, Exit.LOST),
                        count(counts, Exit.RESIGNED),
                        count(counts, Exit.TIMED_OUT),
                        rating.shown(),
                        ratings.rankOf(userId),
                        ratings.top(Integer.MAX_VALUE).size(),
                        mark(rating))
                + leftLine));
    }

    private List<Reply> leaderboard(CommandRequest r) {
        Ratings ratings = Ratings.of(results.results(r.guildId()));
        List<Ratings.Rating> top = ratings.top(LEADERBOARD_SIZE);
        if (top.isEmpty()) {
            return List.of(new Reply.Private(text.get("stats.leaderboard.empty")));
        }
        StringBuilder sb = new StringBuilder(text.get("stats.leaderboard.heading")).append('\n');
        for (int i = 0; i < top.size(); i++) {
            Ratings.Rating p = top.get(i);
            sb.append(text.get("stats.leaderboard.line", i + 1, name(p), p.shown(), p.games(), mark(p)))
                    .append('\n');
        }
        return List.of(new Reply.Private(sb.toString().strip()));
    }

    /** A person's name as he last played; an AI level as "AI hard", in the server's language. */
    private String name(Ratings.Rating rating) {
        return Ratings.aiLevel(rating.userId())
                .map(level -> text.get("stats.ai", io.djambi.bot.game.Seat.levelName(level, text)))
                .orElse(rating.name());
    }

    /** "?" after a provisional rating. */
    private static String mark(Ratings.Rating rating) {
        return rating.provisional() ? "?" : "";
    }

    private static int count(Map<Exit, Integer> counts, Exit exit) {
        return counts.getOrDefault(exit, 0);
    }
}

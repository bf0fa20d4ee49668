package io.djambi.bot.stats;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** {@code /djambi stats [user]} and {@code /djambi leaderboard}: this server's finished games, read-only. */
public final class StatsCommands implements CommandGroup {
    static final int LEADERBOARD_SIZE = 10;
    static final CommandSpec STATS = CommandSpec.djambi("stats", "Games played, won, lost, drawn on this server",
            OptionSpec.user("user", "Whose statistics (default: yours)"));
    static final CommandSpec LEADERBOARD = CommandSpec.djambi("leaderboard", "The server's best players by rating");
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(STATS, LEADERBOARD);

    private final ResultStore results;

    public StatsCommands(ResultStore results) {
        this.results = results;
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
            String who = userId.equals(r.userId()) ? "You have" : "<@" + userId + "> has";
            return List.of(new Reply.Private(who + " not finished a game on this server yet."));
        }
        int played = counts.values().stream().mapToInt(Integer::intValue).sum();
        Ratings ratings = Ratings.of(server);
        Ratings.Rating rating = ratings.of(userId).orElseThrow();
        String text = "**" + name + "** on this server: " + played + (played == 1 ? " game" : " games") + ": "
                + count(counts, Exit.WON) + " won, " + count(counts, Exit.DRAWN) + " drawn, "
                + count(counts, Exit.LOST) + " lost on the board, " + count(counts, Exit.RESIGNED) + " resigned, "
                + count(counts, Exit.TIMED_OUT) + " timed out.\nRating **" + rating.shown() + "**, #"
                + ratings.rankOf(userId) + " of " + ratings.top(Integer.MAX_VALUE).size() + " on /djambi leaderboard.";
        return List.of(new Reply.Private(text));
    }

    private List<Reply> leaderboard(CommandRequest r) {
        Ratings ratings = Ratings.of(results.results(r.guildId()));
        List<Ratings.Rating> top = ratings.top(LEADERBOARD_SIZE);
        if (top.isEmpty()) {
            return List.of(new Reply.Private("No game has finished on this server yet: the leaderboard is empty."));
        }
        StringBuilder sb = new StringBuilder("**Djambi leaderboard** (multiplayer Elo from the order players went "
                + "out; /djambi help explains it)\n");
        for (int i = 0; i < top.size(); i++) {
            Ratings.Rating p = top.get(i);
            sb.append(i + 1).append(". **").append(p.name()).append("** ").append(p.shown()).append(" (")
                    .append(p.games()).append(p.games() == 1 ? " game)" : " games)").append('\n');
        }
        return List.of(new Reply.Private(sb.toString().strip()));
    }

    private static int count(Map<Exit, Integer> counts, Exit exit) {
        return counts.getOrDefault(exit, 0);
    }
}

package io.djambi.bot.review;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reach;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Movers;
import io.djambi.bot.game.Stage;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.stats.GameResult;
import io.djambi.bot.stats.ResultStore;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code /review [number]}: a finished game's review, privately, in the reader's language: the game of the channel
 * or thread (its last one), or the one numbered, if it was played on this server. A command of its own, not
 * /djambi's: Discord allows a command 25 subcommands, and /djambi has them all.
 */
public final class ReviewCommands implements CommandGroup {
    static final int SUGGESTED = 5;
    static final CommandSpec REVIEW = CommandSpec.slash(
            "review",
            "command.review.description",
            Reach.SERVER,
            OptionSpec.integer("number", "option.review.number.description").min(1));
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(REVIEW);

    private final Reviews reviews;
    private final TableStore tables;
    private final ResultStore results;
    private final ReviewPosts posts;
    private final Catalogue text;

    public ReviewCommands(Reviews reviews, TableStore tables, ResultStore results, ReviewPosts posts, Catalogue text) {
        this.reviews = reviews;
        this.tables = tables;
        this.results = results;
        this.posts = posts;
        this.text = text;
    }

    @Override
    public List<Command> commands() {
        return List.of(Command.of(REVIEW, this::review));
    }

    private List<Reply> review(CommandRequest r) {
        Optional<String> number = r.option("number");
        Optional<Table> found = number.isPresent()
                ? number.flatMap(ReviewCommands::id).flatMap(tables::byId).filter(t -> t.guildId()
                        .equals(r.guildId()))
                : tables.find(r.channelId());
        // No finished game here (beside the cards, or a newer game in the channel): the caller's finished games, read
        // once; his only one is the one he means, of several he is asked which (found by the play-test: "which game?
        // 3")
        List<Long> mine =
                number.isEmpty() && found.filter(t -> t.stage() == Stage.OVER).isEmpty() ? yourGameIds(r) : List.of();
        if (mine.size() == 1) {
            found = tables.byId(mine.getFirst());
        }
        if (found.isEmpty()) {
            return privately(
                    number.isPresent()
                            ? text.get("review.unknown", number.get())
                            : listed(mine)
                                    .map(list -> text.get("review.which", list))
                                    .orElseGet(() -> text.get("review.no-game")));
        }
        Table table = found.get();
        if (table.stage() != Stage.OVER) {
            // The channel's game is a newer one: the caller more likely means one of his finished games
            return privately(listed(mine)
                    .map(list -> text.get("review.which", list))
                    .orElseGet(() -> text.get("review.not-over", table.id())));
        }
        if (!Reviews.reviewable(table)) {
            return privately(text.get("review.none", table.id()));
        }
        return switch (reviews.find(table)) {
            case Reviews.Found.Ready ready -> List.of(posts.answer(movers(table), ready.review(), text));
            case Reviews.Found.Coming coming -> privately(text.get("review.being-prepared", table.id()));
            case Reviews.Found.Unreadable unreadable -> privately(text.get("review.none", table.id()));
            // A game that ended before reviews existed is reviewed now, unless too many wait already
            case Reviews.Found.Unknown unknown ->
                privately(text.get(reviews.wantQuietly(table) ? "review.being-prepared" : "review.busy", table.id()));
        };
    }

    /** Who played each move of the table's game: a turning point is pinned on who made it. */
    private Movers movers(Table table) {
        return new Movers(table, results.seatChanges(table.id()), results.standIns(table.id()));
    }

    /** The caller's latest finished games, as listed to him: "12, 9, 7". */
    private static Optional<String> listed(List<Long> mine) {
        if (mine.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(mine.stream().limit(SUGGESTED).map(String::valueOf).collect(Collectors.joining(", ")));
    }

    /** The caller's finished games on this server, the latest first. */
    private List<Long> yourGameIds(CommandRequest r) {
        return results.results(r.guildId()).stream()
                .filter(g -> g.placings().stream().anyMatch(p -> p.userId().equals(r.userId())))
                .map(GameResult::tableId)
                .toList()
                .reversed();
    }

    private static Optional<Long> id(String typed) {
        try {
            return Optional.of(Long.parseLong(typed.strip()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static List<Reply> privately(String said) {
        return List.of(new Reply.Private(said));
    }
}

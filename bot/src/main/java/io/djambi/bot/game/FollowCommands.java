package io.djambi.bot.game;

import static io.djambi.bot.game.LobbyCommands.privately;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reach;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Optional;

/**
 * {@code /follow} and {@code /unfollow}: anyone but its players follows a lobby or game, told by DM when
 * it ends and, with {@code every-move:true}, of each move. The followers are their own store, not the game's: following
 * changes no game, and takes no game's lock.
 */
public final class FollowCommands implements CommandGroup {
    // Commands of their own, not /djambi's: Discord allows a command 25 subcommands, and /djambi has them all
    static final CommandSpec FOLLOW = CommandSpec.slash(
            "follow",
            "command.follow.description",
            Reach.SERVER,
            OptionSpec.bool("every-move", "option.follow.every-move.description"),
            OptionSpec.GAME);
    static final CommandSpec UNFOLLOW =
            CommandSpec.slash("unfollow", "command.unfollow.description", Reach.SERVER, OptionSpec.GAME);
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(FOLLOW, UNFOLLOW);

    private final GameLife life;
    private final Catalogue text;

    public FollowCommands(GameLife life, Catalogue text) {
        this.life = life;
        this.text = text;
    }

    @Override
    public List<Command> commands() {
        return List.of(Command.of(FOLLOW, this::follow), Command.of(UNFOLLOW, this::unfollow));
    }

    private List<Reply> follow(CommandRequest r) {
        Optional<Table> found = life.latest(r.channelId());
        if (found.isEmpty()) {
            return privately(text.get("follow.no-game"));
        }
        Table table = found.get();
        if (!table.isLive()) {
            return privately(text.get("follow.over", table.id()));
        }
        if (table.seatOf(r.userId()).isPresent()) {
            return privately(text.get("follow.seated", table.id()));
        }
        // Followed again without saying how: as before (it quietly stopped the moves' DMs of one who had asked for
        // them)
        boolean everyMove = r.option("every-move")
                .map(Boolean::parseBoolean)
                .orElseGet(() -> life.followers().of(table.id()).stream()
                        .anyMatch(f -> f.userId().equals(r.userId()) && f.everyMove()));
        life.followers().follow(table.id(), r.userId(), everyMove);
        return privately(text.get(everyMove ? "follow.done.every-move" : "follow.done", table.id()));
    }

    private List<Reply> unfollow(CommandRequest r) {
        Optional<Table> found = life.latest(r.channelId());
        if (found.isEmpty()) {
            return privately(text.get("follow.no-game"));
        }
        long tableId = found.get().id();
        return privately(text.get(
                life.followers().unfollow(tableId, r.userId()) ? "follow.stopped" : "follow.not-following", tableId));
    }
}

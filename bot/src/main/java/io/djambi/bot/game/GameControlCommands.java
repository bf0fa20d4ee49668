package io.djambi.bot.game;

import static io.djambi.bot.game.LobbyCommands.privately;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Optional;

/** {@code /djambi abort}: the host or a channel manager ends the lobby or game without a result, under its lock. */
public final class GameControlCommands implements CommandGroup {
    static final CommandSpec ABORT = CommandSpec.djambi("abort", "command.djambi.abort.description");
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(ABORT);

    private final GameLife life;
    private final Catalogue text;

    public GameControlCommands(GameLife life, Catalogue text) {
        this.life = life;
        this.text = text;
    }

    @Override
    public List<Command> commands() {
        return List.of(life.underLock(ABORT, this::abort));
    }

    private List<Reply> abort(CommandRequest r) {
        Optional<Table> found = life.live(r.channelId());
        if (found.isEmpty()) {
            return privately(text.get("abort.no-game"));
        }
        if (!found.get().hostId().equals(r.userId()) && !r.moderator()) {
            return privately(text.get("abort.not-allowed"));
        }
        life.abort(found.get());
        return List.of(Reply.Public.text(text.get("abort.done", r.userName())));
    }
}

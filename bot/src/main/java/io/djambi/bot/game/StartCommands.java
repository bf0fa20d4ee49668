package io.djambi.bot.game;

import static io.djambi.bot.game.LobbyCommands.privately;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.engine.Result;
import io.djambi.engine.game.Game;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The lobby's game begins: {@code /djambi start} from the opening, or {@code /djambi import} from a record (to
 * continue a game played elsewhere, or to teach from a position). The host only, once every seat is taken; under
 * the game's lock.
 */
public final class StartCommands implements CommandGroup {
    static final CommandSpec START = CommandSpec.djambi("start",
            "Start the game (host only, once the seats are filled)");
    static final CommandSpec IMPORT = CommandSpec.djambi("import",
            "Start the lobby's game from a record file (host, seats full)",
            OptionSpec.file("record", "A game record in the project's notation (/djambi export makes one)")
                    .required());
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(START, IMPORT);

    private final GameLife life;
    private final BoardPosts posts;

    public StartCommands(GameLife life, BoardPosts posts) {
        this.life = life;
        this.posts = posts;
    }

    @Override
    public List<Command> commands() {
        return List.of(life.underLock(START, this::start), life.underLock(IMPORT, this::importRecord));
    }

    private List<Reply> start(CommandRequest r) {
        Optional<Table> found = life.lobby(r.channelId());
        if (found.isEmpty()) {
            return privately("There is no open lobby here.");
        }
        Table table = found.get();
        if (!table.hostId().equals(r.userId())) {
            return privately("Only the host can start the game.");
        }
        if (table.seats().size() < table.players()) {
            return privately("Waiting for players: " + table.seats().size() + "/" + table.players() + " seated.");
        }
        Position start = table.players() == 4
                ? StartPosition.fourPlayers()
                : StartPosition.threePlayers(table.freeColour().orElseThrow()); // R25: the empty seat is the hostage
        Table after = life.start(table.withGame(Game.startingFrom(start), Set.of()));
        String hostage = table.players() == 3
                ? " " + table.freeColour().orElseThrow().displayName() + " is the hostage camp."
                : "";
        return List.of(posts.post(after, null, "The game begins." + hostage
                + BoardPosts.pressNote(table.settings()), true));
    }

    /**
     * Starts the lobby's game from an uploaded record instead of the opening; play goes on where the record stops.
     * The record must suit the seats: a 3-player record's hostage camp is the colour nobody sits on.
     */
    private List<Reply> importRecord(CommandRequest r) {
        Optional<Table> found = life.lobby(r.channelId());
        if (found.isEmpty()) {
            return privately("Import starts a lobby's game from a record: open one with /djambi new, let the players "
                    + "join, then the host imports the record.");
        }
        Table table = found.get();
        if (!table.hostId().equals(r.userId())) {
            return privately("Only the host can start the game from a record.");
        }
        if (table.seats().size() < table.players()) {
            return privately("Waiting for players: " + table.seats().size() + "/" + table.players()
                    + " seated. Import the record once every seat is taken.");
        }
        Result<Game> read = RecordImport.read(r.option("record").orElse(""), table);
        if (read instanceof Result.Rejected<Game> bad) {
            return privately(bad.reason());
        }
        Game game = read.orThrow();
        Table after = life.start(table.withGame(game, Set.of()));
        return List.of(posts.post(after, BoardPosts.lastMove(game), r.userName() + " started the game from a record ("
                + game.events().size() + (game.events().size() == 1 ? " event" : " events")
                + "); play goes on from here." + BoardPosts.pressNote(table.settings()), true));
    }
}

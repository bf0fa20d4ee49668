package io.djambi.bot.game;

import static io.djambi.bot.game.LobbyCommands.privately;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
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
    static final CommandSpec START = CommandSpec.djambi("start", "command.djambi.start.description", OptionSpec.GAME);
    static final CommandSpec IMPORT = CommandSpec.djambi(
            "import",
            "command.djambi.import.description",
            OptionSpec.file("record", "option.djambi.import.record.description").required(),
            OptionSpec.GAME);
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(START, IMPORT);

    private final GameLife life;
    private final BoardPosts posts;
    private final Catalogue text;

    public StartCommands(GameLife life, BoardPosts posts, Catalogue text) {
        this.life = life;
        this.posts = posts;
        this.text = text;
    }

    @Override
    public List<Command> commands() {
        return List.of(life.underLock(START, this::start), life.underLock(IMPORT, this::importRecord));
    }

    private List<Reply> start(CommandRequest r) {
        Optional<Table> found = life.lobby(r.channelId());
        if (found.isEmpty()) {
            return privately(text.get("start.no-lobby"));
        }
        Table table = found.get();
        if (!table.hostId().equals(r.userId())) {
            return privately(text.get("start.host-only"));
        }
        if (table.seats().size() < table.players()) {
            return privately(text.get("start.waiting", table.seats().size(), table.players()));
        }
        Position start = table.players() == 4
                ? StartPosition.fourPlayers()
                : StartPosition.threePlayers(table.freeColour().orElseThrow()); // R25: the empty seat is the hostage
        Table after = life.start(table.withGame(Game.startingFrom(start), Set.of()));
        Catalogue game = table.inItsLanguage(text);
        String begins = table.players() == 3
                ? game.get(
                        "start.begins-hostage", game.colour(table.freeColour().orElseThrow()))
                : game.get("start.begins");
        String echo = table.players() == 3
                ? text.get(
                        "start.begins-hostage", text.colour(table.freeColour().orElseThrow()))
                : text.get("start.begins");
        return List.of(posts.post(after, null, posts.withPressNote(begins, table), true)
                .echoing(echo));
    }

    /**
     * Starts the lobby's game from an uploaded record instead of the opening; play goes on where the record stops.
     * The record must suit the seats: a 3-player record's hostage camp is the colour nobody sits on.
     */
    private List<Reply> importRecord(CommandRequest r) {
        Optional<Table> found = life.lobby(r.channelId());
        if (found.isEmpty()) {
            return privately(text.get("start.import.no-lobby"));
        }
        Table table = found.get();
        if (!table.hostId().equals(r.userId())) {
            return privately(text.get("start.import.host-only"));
        }
        if (table.seats().size() < table.players()) {
            return privately(text.get("start.import.waiting", table.seats().size(), table.players()));
        }
        Result<Game> read = RecordImport.read(r.option("record").orElse(""), table, text);
        if (read instanceof Result.Rejected<Game> bad) {
            return privately(bad.reason());
        }
        Game game = read.orThrow();
        Table after = life.start(table.withGame(game, Set.of()));
        return List.of(posts.post(
                        after,
                        BoardPosts.lastMove(game),
                        posts.withPressNote(
                                table.inItsLanguage(text)
                                        .get(
                                                "start.imported",
                                                r.userName(),
                                                game.events().size()),
                                table),
                        true)
                // What the importer reads of it, in his language, as a start says it
                .echoing(text.get("start.imported", r.userName(), game.events().size())));
    }
}

package io.djambi.bot.game;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.game.Game;
import io.djambi.engine.model.Colour;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.render.GifRenderer;
import io.djambi.render.RenderOptions;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A channel's game as a file: {@code /djambi export} (the record in the project's notation, its comment lines
 * naming the server, the channel, the date and each colour's player) and {@code /djambi replay [last]} (an animated
 * GIF of the game so far, or of its last moves). Read-only: no lock needed.
 */
public final class RecordCommands implements CommandGroup {
    static final CommandSpec EXPORT =
            CommandSpec.djambi("export", "command.djambi.export.description", OptionSpec.GAME);
    static final CommandSpec REPLAY = CommandSpec.djambi(
            "replay",
            "command.djambi.replay.description",
            OptionSpec.integer("last", "option.djambi.replay.last.description").min(1),
            OptionSpec.GAME);
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(EXPORT, REPLAY);
    /** A replay's frame size: a 200-move game stays a few megabytes and takes about a second to draw. */
    static final int REPLAY_WIDTH = 720;

    static final int FRAME_MILLIS = 800;

    private final TableStore tables;
    private final GifRenderer gifs;
    private final ServerNames servers;
    private final Clock clock;
    private final Catalogue text;
    /** Where the seats handed over are read, for their comment lines. */
    private final GameLife life;

    /** @param life where the seats handed over during a game are read, each a comment line at its move */
    public RecordCommands(
            TableStore tables, GifRenderer gifs, ServerNames servers, Clock clock, Catalogue text, GameLife life) {
        this.life = life;
        this.tables = tables;
        this.gifs = gifs;
        this.servers = servers;
        this.clock = clock;
        this.text = text;
    }

    @Override
    public List<Command> commands() {
        return List.of(Command.of(EXPORT, this::export), Command.of(REPLAY, this::replay));
    }

    private List<Reply> export(CommandRequest r) {
        Optional<Table> found = startedGame(r);
        if (found.isEmpty()) {
            return List.of(new Reply.Private(text.get("record.no-game")));
        }
        Table table = found.get();
        String record = withNotes(RecordNotation.write(table.game().record().withComments(comments(table))), table);
        return List.of(new Reply.Private(
                text.get("record.export", table.id(), table.game().events().size()),
                List.of(new Reply.Attachment(BoardPosts.recordFile(table), record.getBytes(StandardCharsets.UTF_8)))));
    }

    private List<Reply> replay(CommandRequest r) {
        Optional<Table> found = startedGame(r);
        if (found.isEmpty()) {
            return List.of(new Reply.Private(text.get("record.no-game")));
        }
        int last = 0;
        if (r.option("last").isPresent()) {
            try {
                last = Integer.parseInt(r.option("last").get().strip());
            } catch (NumberFormatException e) {
                last = -1;
            }
            if (last < 1) {
                return List.of(new Reply.Private(text.get("record.replay.bad-last")));
            }
        }
        Table table = found.get();
        Game game = table.game();
        Map<Colour, String> names = new EnumMap<>(Colour.class);
        table.seats().forEach((c, s) -> names.put(c, s.plainName()));
        byte[] gif = gifs.gif(
                game.record(),
                RenderOptions.defaults()
                        .withNames(names)
                        .withWidth(REPLAY_WIDTH)
                        .withWords(BoardText.of(text)),
                FRAME_MILLIS,
                last);
        int shown =
                last > 0 ? Math.min(last, game.events().size()) : game.events().size();
        // The position before the first move shown (the start, for the whole game) is a frame too
        int frames = shown + 1;
        return List.of(new Reply.Private(
                shown == game.events().size()
                        ? text.get("record.replay.whole", table.id(), frames)
                        : text.get("record.replay.last", table.id(), shown, frames),
                List.of(new Reply.Attachment("djambi-replay-" + table.id() + ".gif", gif))));
    }

    private Optional<Table> startedGame(CommandRequest r) {
        return tables.find(r.channelId()).filter(t -> t.started().isPresent());
    }

    /** The record with what it does not say itself: the seats that changed hands, the AI's moves for late players. */
    private String withNotes(String record, Table table) {
        return RecordNotes.into(record, life.movers(table), text);
    }

    /** The comment lines that open an exported record: where, when, and who played which colour. */
    private List<String> comments(Table table) {
        return new RecordHeader(servers, clock).of(table, text);
    }
}

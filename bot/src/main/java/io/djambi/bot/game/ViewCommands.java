package io.djambi.bot.game;

import static io.djambi.bot.game.LobbyCommands.privately;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.command.Reply.Attachment;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.notation.MoveDescription;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a player may look at: {@code /djambi board}, {@code status}, {@code history} and {@code games}. Read-only,
 * so without the game's lock: a view never waits behind a move being drawn.
 */
public final class ViewCommands implements CommandGroup {
    /** A Discord message holds 2000 characters; longer text goes in a file. */
    static final int MAX_TEXT = 1900;
    static final CommandSpec BOARD = CommandSpec.djambi("board", "Show the board",
            OptionSpec.bool("public", "Show it to the channel (default: only you)"));
    static final CommandSpec HISTORY = CommandSpec.djambi("history", "The moves so far, in notation and in words");
    static final CommandSpec STATUS = CommandSpec.djambi("status", "Seats, settings and whose move it is");
    static final CommandSpec GAMES = CommandSpec.djambi("games", "Your live games, in every server");
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(BOARD, HISTORY, STATUS, GAMES);

    private final GameLife life;
    private final BoardPosts posts;

    public ViewCommands(GameLife life, BoardPosts posts) {
        this.life = life;
        this.posts = posts;
    }

    @Override
    public List<Command> commands() {
        return List.of(Command.of(BOARD, this::board), Command.of(HISTORY, this::history),
                Command.of(STATUS, this::status), Command.of(GAMES, this::games));
    }

    private Optional<Table> started(CommandRequest r) {
        return life.latest(r.channelId()).filter(t -> t.started().isPresent());
    }

    private List<Reply> board(CommandRequest r) {
        Optional<Table> found = started(r);
        if (found.isEmpty()) {
            return privately("There is no game here yet.");
        }
        Table table = found.get();
        if (r.option("public").map(Boolean::parseBoolean).orElse(false)) {
            return List.of(posts.post(table, BoardPosts.lastMove(table.game()), "The board.", false));
        }
        // Only for him: a player sees the board from his own corner.
        Colour bottom = table.seatOf(r.userId()).map(Seat::colour).orElse(Colour.RED);
        Reply.Public post = posts.post(table, BoardPosts.lastMove(table.game()), "The board, from "
                + bottom.displayName() + "'s corner.", false, bottom);
        return List.of(new Reply.Private(post.text(), post.files()));
    }

    private List<Reply> status(CommandRequest r) {
        Optional<Table> found = life.latest(r.channelId());
        if (found.isEmpty()) {
            return privately("No game has been played here. Open one with /djambi new.");
        }
        Table t = found.get();
        StringBuilder sb = new StringBuilder("**Djambi** (").append(t.settings().summary()).append(")\n");
        Position p = t.started().map(Game::position).orElse(null);
        for (Colour c : Colour.values()) {
            Seat s = t.seats().get(c);
            sb.append(c.displayName()).append(": ").append(s == null ? "-" : s.name());
            if (p != null) {
                sb.append(p.isActive(c) ? "" : " (out)");
                p.controllerOf(c).filter(k -> k != c).ifPresent(k -> sb.append(", pieces ruled by ")
                        .append(k.displayName()));
            }
            sb.append('\n');
        }
        if (t.aborted()) {
            sb.append("The game was aborted.");
        } else if (p == null) {
            sb.append("Lobby: ").append(t.seats().size()).append('/').append(t.players()).append(" seated.");
        } else {
            sb.append("Move ").append(p.ply() + 1).append(". ").append(BoardPosts.headline(t, p));
            if (!t.drawOffers().isEmpty()) {
                sb.append(" Draw offered by ").append(t.drawOffers().stream().map(Colour::displayName).sorted()
                        .reduce((a, b) -> a + ", " + b).orElse("")).append('.');
            }
        }
        return privately(sb.toString());
    }

    private List<Reply> history(CommandRequest r) {
        Optional<Table> found = started(r);
        if (found.isEmpty()) {
            return privately("There is no game here yet.");
        }
        Table table = found.get();
        Game game = table.game();
        if (game.events().isEmpty()) {
            return privately("No move has been played yet.");
        }
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < game.events().size(); i++) {
            Position before = game.positions().get(i);
            GameEvent e = game.events().get(i);
            String who = before.toMove().map(table::nameOf).orElse("");
            String words = e instanceof GameEvent.Played p
                    ? p.move().text() + " — " + MoveDescription.describe(before, p.move(), game.positions().get(i + 1))
                    : e.text();
            lines.add((i + 1) + ". " + who + ": " + words);
        }
        String all = String.join("\n", lines);
        if (all.length() <= MAX_TEXT) {
            return privately(all);
        }
        StringBuilder tail = new StringBuilder();
        for (int i = lines.size() - 1; i >= 0 && tail.length() + lines.get(i).length() < MAX_TEXT - 120; i--) {
            tail.insert(0, lines.get(i) + "\n");
        }
        return List.of(new Reply.Private("The latest moves (the whole history is attached):\n" + tail,
                List.of(new Attachment("history.txt", (all + "\n").getBytes(StandardCharsets.UTF_8)))));
    }

    private List<Reply> games(CommandRequest r) {
        List<Table> tables = life.liveTablesOf(r.userId());
        if (tables.isEmpty()) {
            return privately("You have no live games. Open one with /djambi new.");
        }
        StringBuilder sb = new StringBuilder("Your live games:\n");
        for (Table t : tables) {
            sb.append("<#").append(t.channelId()).append(">: ");
            if (t.started().isEmpty()) {
                sb.append("lobby, ").append(t.seats().size()).append('/').append(t.players()).append(" seated");
            } else {
                Colour toMove = t.game().position().toMove().orElseThrow();
                boolean yours = t.seats().get(toMove) != null && t.seats().get(toMove).userId().equals(r.userId());
                sb.append("move ").append(t.game().position().ply() + 1).append(", ")
                        .append(yours ? "**your move**" : t.nameOf(toMove) + " to move");
            }
            sb.append('\n');
        }
        return privately(sb.toString().strip());
    }
}

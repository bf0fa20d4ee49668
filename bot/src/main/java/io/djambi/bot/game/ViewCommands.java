package io.djambi.bot.game;

import static io.djambi.bot.game.LobbyCommands.privately;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.command.Reply.Attachment;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.notation.MoveDescription;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What a player may look at: {@code /djambi board}, {@code status}, {@code history} and {@code games}. Read-only,
 * so without the game's lock: a view never waits behind a move being drawn.
 */
public final class ViewCommands implements CommandGroup {
    /** A Discord message holds 2000 characters; longer text goes in a file. */
    static final int MAX_TEXT = 1900;

    static final CommandSpec BOARD = CommandSpec.djambi(
            "board",
            "command.djambi.board.description",
            OptionSpec.bool("public", "option.djambi.board.public.description"),
            OptionSpec.GAME);
    static final CommandSpec HISTORY =
            CommandSpec.djambi("history", "command.djambi.history.description", OptionSpec.GAME);
    static final CommandSpec STATUS =
            CommandSpec.djambi("status", "command.djambi.status.description", OptionSpec.GAME);
    static final CommandSpec GAMES = CommandSpec.djambi("games", "command.djambi.games.description");
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(BOARD, HISTORY, STATUS, GAMES);

    private final GameLife life;
    private final BoardPosts posts;
    private final Catalogue text;

    public ViewCommands(GameLife life, BoardPosts posts, Catalogue text) {
        this.life = life;
        this.posts = posts;
        this.text = text;
    }

    @Override
    public List<Command> commands() {
        return List.of(
                // Posted for all through the outbox with "public:true"; drawn at once, outside any transaction, if not
                Command.of(BOARD, r -> isPublic(r) ? life.change(r.channelId(), () -> board(r)) : board(r)),
                Command.of(HISTORY, this::history),
                Command.of(STATUS, this::status),
                Command.of(GAMES, this::games));
    }

    private Optional<Table> started(CommandRequest r) {
        return life.latest(r.channelId()).filter(t -> t.started().isPresent());
    }

    private List<Reply> board(CommandRequest r) {
        Optional<Table> found = started(r);
        if (found.isEmpty()) {
            return privately(text.get("view.no-game"));
        }
        Table table = found.get();
        if (isPublic(r)) {
            return List.of(posts.post(
                    table,
                    BoardPosts.lastMove(table.game()),
                    table.inItsLanguage(text).get("view.board"),
                    false));
        }
        // Only for him: a player sees the board from his own corner.
        Colour bottom = table.seatOf(r.userId()).map(Seat::colour).orElse(Colour.RED);
        Reply.Public post = posts.seenBy(table, bottom, text.get("view.board.from", text.colour(bottom)), text);
        return List.of(new Reply.Private(post.text(), post.files()));
    }

    private List<Reply> status(CommandRequest r) {
        Optional<Table> found = life.latest(r.channelId());
        if (found.isEmpty()) {
            return privately(text.get("view.status.none"));
        }
        Table t = found.get();
        List<String> lines = new ArrayList<>();
        lines.add(text.get("view.status.heading", t.settings().summary(text)));
        Position p = t.started().map(Game::position).orElse(null);
        for (Colour c : Colour.values()) {
            Seat s = t.seats().get(c);
            String line = s == null
                    ? text.get("view.status.empty-seat", text.colour(c))
                    : text.get("view.status.seat", text.colour(c), s.nameIn(text));
            if (p != null) {
                if (p.camps().isHostage(c)) {
                    line += " " + text.get("view.status.hostage");
                } else if (!p.isActive(c) && s != null) {
                    line = text.get("view.status.seat", text.colour(c), Seat.out(s.nameIn(text), s, text));
                }
                Optional<Colour> ruler = p.controllerOf(c).filter(k -> k != c);
                if (ruler.isPresent()) {
                    line = text.get("view.status.ruled", line, text.colour(ruler.get()));
                }
            }
            lines.add(line);
        }
        if (t.aborted()) {
            lines.add(text.get("view.status.aborted"));
        } else if (p == null) {
            lines.add(text.get("view.status.lobby", t.seats().size(), t.players()));
        } else {
            // The move to come, or once the game is over its last one, as the card counts them ("ended after 11
            // moves" beside "Move 12" read as two counts; found by the play-test)
            String move = text.get("view.status.move", p.isOver() ? p.ply() : p.ply() + 1, posts.headline(t, p, text));
            if (!t.drawOffers().isEmpty()) {
                move += " " + drawOffered(t, text);
            }
            lines.add(move);
        }
        if (t.stage() == Stage.PLAYING) {
            for (WantedSeat w : life.seatsWanted(t)) {
                lines.add(
                        w.proposed()
                                ? text.get(
                                        WantedSeat.hostAlone(t, w.colour())
                                                ? "view.status.wanted-proposed-host"
                                                : "view.status.wanted-proposed",
                                        text.colour(w.colour()),
                                        w.candidateName())
                                : text.get(
                                        "view.status.wanted",
                                        text.colour(w.colour()),
                                        // the button under the line, as the channel shows it: in the game's words
                                        t.inItsLanguage(text).get("button.take-the-seat")));
            }
        }
        // One who took a seat since he followed is a player now, told as a player is (no follower's DMs)
        int followers = (int) life.followers().of(t.id()).stream()
                .filter(f -> t.seatOf(f.userId()).isEmpty())
                .count();
        if (followers > 0) {
            lines.add(text.get("view.status.followers", followers));
        }
        return privately(String.join("\n", lines));
    }

    private List<Reply> history(CommandRequest r) {
        Optional<Table> found = started(r);
        if (found.isEmpty()) {
            return privately(text.get("view.no-game"));
        }
        Table table = found.get();
        Game game = table.game();
        if (game.events().isEmpty()) {
            return privately(text.get("view.history.empty"));
        }
        Movers movers = life.movers(table);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < game.events().size(); i++) {
            Position before = game.positions().get(i);
            GameEvent e = game.events().get(i);
            int event = i;
            // A resignation is its player's, who may resign out of turn (R23): not the player to move's
            Optional<Colour> actor =
                    e instanceof GameEvent.Resign resigned ? Optional.of(resigned.player()) : before.toMove();
            // A move the AI played for him when his time ran out is the AI's, not his; each line begins with him
            String who = actor.map(c -> movers.opening(c, event, text)).orElse("");
            boolean aisDrew = e instanceof GameEvent.Draw && i == game.events().size() - 1 && table.onlyAisActive();
            String words = aisDrew
                    // Nobody agreed to the draw that ends a game left to the AIs: say why it ended, as its post did
                    ? BoardPosts.drawn(table, text).replace("**", "")
                    : e instanceof GameEvent.Played p
                            ? text.get(
                                    "view.history.move",
                                    p.move().text(),
                                    text.words(MoveDescription.describe(
                                            before, p.move(), game.positions().get(i + 1))))
                            : text.get(
                                    switch (e) {
                                        case GameEvent.Resign resign -> "view.history.resign";
                                        case GameEvent.Draw draw -> "view.history.draw";
                                        case GameEvent.Skip skip -> "view.history.skip";
                                        case GameEvent.Played played -> "view.history.move";
                                    });
            // The draw that ends a game left to the AIs is nobody's move: the bot ends it
            lines.add(
                    aisDrew
                            ? text.get("view.history.ended", i + 1, words)
                            : text.get("view.history.line", i + 1, who, words));
        }
        String all = String.join("\n", lines);
        if (all.length() <= MAX_TEXT) {
            return privately(all);
        }
        StringBuilder tail = new StringBuilder();
        for (int i = lines.size() - 1; i >= 0 && tail.length() + lines.get(i).length() < MAX_TEXT - 120; i--) {
            tail.insert(0, lines.get(i) + "\n");
        }
        return List.of(new Reply.Private(
                text.get("view.history.latest", tail),
                List.of(new Attachment("history.txt", (all + "\n").getBytes(StandardCharsets.UTF_8)))));
    }

    private List<Reply> games(CommandRequest r) {
        List<Table> tables = life.liveTablesOf(r.userId());
        if (tables.isEmpty()) {
            return privately(text.get("view.games.none"));
        }
        List<String> lines = new ArrayList<>();
        lines.add(text.get("view.games.heading"));
        for (Table t : tables) {
            if (t.started().isEmpty()) {
                lines.add(text.get("view.games.lobby", t.channelId(), t.seats().size(), t.players()));
            } else {
                Colour toMove = t.game().position().toMove().orElseThrow();
                boolean yours = t.seats().get(toMove) != null
                        && t.seats().get(toMove).userId().equals(r.userId());
                int move = t.game().position().ply() + 1;
                String line = yours
                        ? text.get("view.games.your-move", t.channelId(), move)
                        : text.get("view.games.to-move", t.channelId(), move, t.nameOf(toMove, text));
                lines.add(posts.due(t)
                        .map(due -> text.get("view.games.due", line, due.getEpochSecond()))
                        .orElse(line));
            }
        }
        return privately(String.join("\n", lines).strip());
    }

    private static boolean isPublic(CommandRequest r) {
        return r.option("public").map(Boolean::parseBoolean).orElse(false);
    }

    /**
     * The draw offer standing, as its line says it: who offered it (his colour while he holds his seat; his name, "no
     * longer playing", once it changed hands: the next one who agreed did not offer it, found by the play-test), then
     * who agree; the colours in the reader's words, in the turn order, as the seats above name them (they were the
     * engine's English names, sorted: "Nulle proposée par Blue, Red" for a French reader).
     */
    private static String drawOffered(Table t, Catalogue text) {
        Optional<Colour> seated = t.drawOffererSeated();
        Set<Colour> others = EnumSet.noneOf(Colour.class);
        others.addAll(t.drawOffers());
        seated.ifPresent(others::remove);
        if (t.drawOfferer() == null || (seated.isEmpty() && others.isEmpty())) {
            return text.get("view.status.draw-offered", colours(others, text)); // offerer not known: who agree
        }
        if (others.isEmpty()) {
            return text.get("view.status.draw-offered", text.colour(seated.get()));
        }
        String by = seated.map(text::colour).orElseGet(() -> t.drawOfferer().goneIn(text));
        return text.get("view.status.draw-standing", by, colours(others, text));
    }

    private static String colours(Set<Colour> colours, Catalogue text) {
        return List.of(Colour.values()).stream()
                .filter(colours::contains)
                .map(text::colour)
                .collect(Collectors.joining(", "));
    }
}

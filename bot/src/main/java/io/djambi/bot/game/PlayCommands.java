package io.djambi.bot.game;

import static io.djambi.bot.game.LobbyCommands.privately;

import io.djambi.bot.command.Choice;
import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reach;
import io.djambi.bot.command.Reply;
import io.djambi.bot.guide.FirstMoveHint;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import io.djambi.engine.Words;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveDescription;
import io.djambi.engine.notation.MoveNotation;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Play: {@code /move} (with its autocomplete of legal moves), the move picker behind the Make a move button,
 * {@code /djambi resign} and {@code /djambi draw}. Each runs under the game's lock and reads the table inside it, so
 * of two racing moves exactly one is played; a request from a button names the version it was made for and is
 * refused once the game has moved on.
 */
public final class PlayCommands implements CommandGroup {
    /** Longer than any move; longer input is refused before it is parsed. */
    static final int MAX_MOVE_LENGTH = 40;

    static final CommandSpec MOVE = CommandSpec.slash(
            "move",
            "command.move.description",
            Reach.SERVER,
            OptionSpec.text("move", "option.move.move.description")
                    .required()
                    .autocomplete()
                    .max(MAX_MOVE_LENGTH));
    static final CommandSpec PICK = CommandSpec.internal(
            "djambi pick",
            "command.djambi.pick.description",
            OptionSpec.text("table", "option.djambi.pick.table.description"),
            OptionSpec.integer("version", "option.djambi.pick.version.description"),
            OptionSpec.text("picked", "option.djambi.pick.picked.description"),
            OptionSpec.text("play", "option.djambi.pick.play.description"));
    static final CommandSpec RESIGN = CommandSpec.djambi("resign", "command.djambi.resign.description");
    static final CommandSpec DRAW = CommandSpec.djambi("draw", "command.djambi.draw.description");
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(MOVE, PICK, RESIGN, DRAW);

    private final GameLife life;
    private final BoardPosts posts;
    private final Catalogue text;
    private final FirstMoveHint hint;

    public PlayCommands(GameLife life, BoardPosts posts, Catalogue text, FirstMoveHint hint) {
        this.life = life;
        this.posts = posts;
        this.text = text;
        this.hint = hint;
    }

    @Override
    public List<Command> commands() {
        return List.of(
                life.underLock(MOVE, this::move)
                        .suggestedBy((user, channel, option, typed) -> suggestions(channel, typed)),
                life.underLock(PICK, this::pick),
                life.underLock(RESIGN, this::resign),
                life.underLock(DRAW, this::draw));
    }

    /**
     * The legal moves of the channel's game that begin with {@code typed}. Reads a snapshot without the channel's
     * lock, so it never waits behind a move being rendered.
     */
    public List<Choice> suggestions(String channelId, String typed) {
        return life
                .playing(channelId)
                .map(t -> new MoveChoices(t.game().position(), text).suggest(typed))
                .orElse(List.of())
                .stream()
                .map(s -> new Choice(s.label(), s.value()))
                .toList();
    }

    private List<Reply> move(CommandRequest r) {
        String typed = r.option("move").orElse("").strip();
        if (typed.isEmpty()) {
            return privately(text.get("play.which-move", text.get("play.notation")));
        }
        if (typed.length() > MAX_MOVE_LENGTH) {
            return privately(text.get("play.too-long", text.get("play.notation")));
        }
        return playerToMove(r)
                .<List<Reply>>map(table -> {
                    Position before = table.game().position();
                    Result<Move> read = MoveNotation.read(before, typed);
                    if (read instanceof Result.Rejected<Move> rejected) {
                        return privately(text.get("play.refused", text.words(rejected.why())));
                    }
                    Move move = read.orThrow();
                    Game after = table.game().play(new GameEvent.Played(move)).orThrow();
                    Table next = life.advance(table.withGame(after, Set.of()));
                    Words words = MoveDescription.describe(before, move, after.position());
                    return hint.after(
                            r.userId(),
                            List.of(posts.played(
                                    next, move, table.nameOf(before.toMove().orElseThrow(), text), words)));
                })
                .orElseGet(() -> refusal(r));
    }

    /**
     * The table if the request comes from the player to move and, when the request names a version (a button or
     * menu), the game is still at it.
     */
    private Optional<Table> playerToMove(CommandRequest r) {
        return life.playing(r.channelId())
                .filter(t -> t.seatOf(r.userId())
                        .map(s -> t.game().position().toMove().orElse(null) == s.colour())
                        .orElse(false))
                .filter(t -> isCurrent(r, t));
    }

    /** A request from a button or menu names the table and version it was made for; a typed one names none. */
    private static boolean isCurrent(CommandRequest r, Table t) {
        return r.option("version")
                        .map(v -> v.equals(Integer.toString(t.version())))
                        .orElse(true)
                && r.option("table").map(id -> id.equals(Long.toString(t.id()))).orElse(true);
    }

    /** Why {@link #playerToMove} refused, in words for the one who asked. */
    private List<Reply> refusal(CommandRequest r) {
        Optional<Table> found = life.playing(r.channelId());
        if (found.isEmpty()) {
            return privately(text.get("play.no-game"));
        }
        Table table = found.get();
        if (!isCurrent(r, table)) {
            return privately(text.get("play.stale-menu"));
        }
        if (table.seatOf(r.userId()).isEmpty()) {
            return privately(text.get("play.not-playing"));
        }
        return privately(text.get(
                "play.not-your-move",
                table.nameOf(table.game().position().toMove().orElseThrow(), text)));
    }

    /**
     * One step of the move picker: {@code picked} is the move so far. A pick that completes a move with no other way
     * to go on plays it at once; otherwise the next choices are shown.
     */
    private List<Reply> pick(CommandRequest r) {
        String picked = r.option("picked").orElse("");
        Optional<Table> found = playerToMove(r);
        if (found.isEmpty()) {
            return refusal(r);
        }
        Table table = found.get();
        MoveChoices choices = new MoveChoices(table.game().position(), text);
        var next = choices.next(picked);
        boolean goesOn = next.stream().anyMatch(c -> !c.value().isEmpty());
        if (choices.isMove(picked) && (r.option("play").isPresent() || !goesOn)) {
            return move(new CommandRequest(
                            r.userId(),
                            r.userName(),
                            r.guildId(),
                            r.channelId(),
                            r.moderator(),
                            "move",
                            "",
                            r.options())
                    .withOption("move", picked));
        }
        if (next.isEmpty()) {
            return privately(text.get("play.picker.gone"));
        }
        String prompt = picked.isEmpty() ? text.get("play.picker.piece") : text.get("play.picker.next", picked);
        return List.of(new Reply.Picker(prompt, table.id(), table.version(), picked, next));
    }

    private List<Reply> resign(CommandRequest r) {
        Optional<Table> found = life.playing(r.channelId());
        Optional<Seat> seat = found.flatMap(t -> t.seatOf(r.userId()));
        if (seat.isEmpty()) {
            return privately(text.get("play.resign.not-playing"));
        }
        Table table = found.get();
        Result<Game> after = table.game().play(new GameEvent.Resign(seat.get().colour()));
        if (after instanceof Result.Rejected<Game> rejected) {
            return privately(text.get("play.resign.refused", text.words(rejected.why())));
        }
        Table next = life.advance(table.withGame(after.orThrow(), Set.of()));
        return List.of(posts.post(
                next, null, text.get("play.resigns", table.nameOf(seat.get().colour(), text)), true));
    }

    private List<Reply> draw(CommandRequest r) {
        Optional<Table> found = life.playing(r.channelId());
        Optional<Colour> colour = found.flatMap(t -> t.activeColourOf(r.userId()));
        if (colour.isEmpty()) {
            return privately(text.get("play.draw.not-playing"));
        }
        Table table = found.get();
        if (table.drawOffers().contains(colour.get())) {
            return privately(text.get("play.draw.already"));
        }
        Set<Colour> offers = new HashSet<>(table.drawOffers());
        offers.add(colour.get());
        Position now = table.game().position();
        boolean all = List.of(Colour.values()).stream().filter(now::isActive).allMatch(offers::contains);
        if (!all) {
            life.advance(table.withGame(table.game(), offers));
            return List.of(Reply.Public.text(text.get(
                    "play.draw.offered",
                    table.nameOf(colour.get(), text),
                    offers.size(),
                    now.camps().activeCount())));
        }
        Table next = life.advance(
                table.withGame(table.game().play(new GameEvent.Draw()).orThrow(), Set.of()));
        return List.of(posts.post(next, null, text.get("play.draw.agreed"), false));
    }
}

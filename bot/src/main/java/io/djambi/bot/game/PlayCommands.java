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
import io.djambi.engine.Phrase;
import io.djambi.engine.Result;
import io.djambi.engine.Words;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveDescription;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.rules.Rules;
import io.djambi.render.BoardRenderer;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Play: {@code /move} (read forgivingly, with its autocomplete of legal moves), the move picker behind the Make a
 * move button, {@code /djambi resign} and {@code /djambi draw}, each of those two confirmed first. Each runs under
 * the game's lock and reads the table inside it, so of two racing moves exactly one is played; a request from a
 * button names the version it was made for and is refused once the game has moved on.
 */
public final class PlayCommands implements CommandGroup {
    /** Longer than any move; longer input is refused before it is parsed. */
    static final int MAX_MOVE_LENGTH = 40;
    /** The value of the one suggestion a player who is not to move gets: it plays nothing. */
    static final String NOTHING = "?";
    /** How many of the moves that fit an ambiguous {@code /move} are listed. */
    static final int LISTED = 10;

    static final CommandSpec MOVE = CommandSpec.slash(
            "move",
            "command.move.description",
            Reach.SERVER,
            OptionSpec.text("move", "option.move.move.description")
                    .required()
                    .autocomplete()
                    .max(MAX_MOVE_LENGTH),
            OptionSpec.GAME);
    static final CommandSpec PICK = CommandSpec.internal(
            "djambi pick",
            "command.djambi.pick.description",
            OptionSpec.text("table", "option.djambi.pick.table.description"),
            OptionSpec.integer("version", "option.djambi.pick.version.description"),
            OptionSpec.text("picked", "option.djambi.pick.picked.description"),
            OptionSpec.text("page", "option.djambi.pick.page.description"),
            OptionSpec.text("play", "option.djambi.pick.play.description"));
    static final CommandSpec CANCEL = CommandSpec.internal("djambi cancel", "command.djambi.cancel.description");
    static final CommandSpec RESIGN =
            CommandSpec.djambi("resign", "command.djambi.resign.description", OptionSpec.GAME);
    static final CommandSpec RESIGN_CONFIRM = Confirmations.confirming(
            "resign",
            "command.djambi.resign-confirm.description",
            "option.djambi.resign-confirm.table.description",
            "option.djambi.resign-confirm.asked.description");
    static final CommandSpec DRAW = CommandSpec.djambi("draw", "command.djambi.draw.description", OptionSpec.GAME);
    static final CommandSpec DRAW_CONFIRM = Confirmations.confirming(
            "draw",
            "command.djambi.draw-confirm.description",
            "option.djambi.draw-confirm.table.description",
            "option.djambi.draw-confirm.asked.description");
    static final CommandSpec DRAW_ANSWER = CommandSpec.internal(
            "djambi draw-answer",
            "command.djambi.draw-answer.description",
            OptionSpec.text("table", "option.djambi.draw-answer.table.description"),
            OptionSpec.text("version", "option.djambi.draw-answer.version.description"),
            OptionSpec.text("answer", "option.djambi.draw-answer.answer.description"));
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED =
            List.of(MOVE, PICK, CANCEL, RESIGN, RESIGN_CONFIRM, DRAW, DRAW_CONFIRM, DRAW_ANSWER);

    private final GameLife life;
    private final BoardPosts posts;
    private final Catalogue text;
    private final MoveWords words;
    private final MovePicker picker;
    private final Confirmations confirmations;
    private final DrawOffers draws;
    private final FirstMoveHint hint;

    /**
     * @param hint what a player's first move is answered with
     * @param renderer draws the picker's boards
     * @param clock dates the confirmations, which expire after a minute
     */
    public PlayCommands(
            GameLife life, BoardPosts posts, Catalogue text, FirstMoveHint hint, BoardRenderer renderer, Clock clock) {
        this.life = life;
        this.posts = posts;
        this.text = text;
        this.hint = hint;
        this.words = new MoveWords(text);
        this.picker = new MovePicker(renderer, text);
        this.confirmations = new Confirmations(clock, text);
        this.draws = new DrawOffers(life, posts, confirmations, text);
    }

    @Override
    public List<Command> commands() {
        return List.of(
                life.underLock(MOVE, this::move)
                        .suggestedBy((user, channel, option, typed) -> suggestions(user, channel, typed)),
                // Under the game's lock; a transaction only for a move played: a step's picture is drawn outside it
                Command.of(PICK, r -> life.inGame(r.channelId(), () -> pick(r))),
                Command.of(CANCEL, r -> privately(text.get("play.cancelled"))),
                life.underLock(RESIGN, this::askResign),
                life.underLock(RESIGN_CONFIRM, this::resign),
                life.underLock(DRAW, draws::ask),
                life.underLock(DRAW_CONFIRM, draws::confirmed),
                life.underLock(DRAW_ANSWER, draws::answer));
    }

    /**
     * The legal moves of the channel's game that fit {@code typed}; for anyone but the player to move, one choice
     * saying whose move it is. Reads a snapshot without the channel's lock, so it never waits behind a move being
     * rendered.
     */
    public List<Choice> suggestions(String userId, String channelId, String typed) {
        Optional<Table> found = life.playing(channelId);
        if (found.isEmpty()) {
            return List.of();
        }
        Table table = found.get();
        Position position = table.game().position();
        if (table.seatOf(userId).isEmpty()) {
            return List.of(new Choice(text.get("play.not-playing"), NOTHING));
        }
        if (table.activeColourOf(userId).isEmpty()) {
            return List.of(new Choice(out(table, userId), NOTHING));
        }
        if (!isToMove(table, userId)) {
            return List.of(new Choice(
                    text.get(
                            "play.suggest.not-your-move",
                            table.nameOf(position.toMove().orElseThrow(), text)),
                    NOTHING));
        }
        return new MoveChoices(position, words, text)
                .suggest(typed).stream()
                        .map(s -> new Choice(s.label(), s.value()))
                        .toList();
    }

    private static boolean isToMove(Table t, String userId) {
        return t.seatOf(userId)
                .map(s -> t.game().position().toMove().orElse(null) == s.colour())
                .orElse(false);
    }

    private List<Reply> move(CommandRequest r) {
        String typed = r.option("move").orElse("").strip();
        if (typed.isEmpty() || typed.equals(NOTHING)) {
            return privately(text.get("play.which-move", text.get("play.notation")));
        }
        if (typed.length() > MAX_MOVE_LENGTH) {
            return privately(text.get("play.too-long", text.get("play.notation")));
        }
        return playerToMove(r)
                .map(table -> {
                    Position before = table.game().position();
                    return switch (MoveQuery.find(before, Rules.legalMoves(before), typed, words)) {
                        case MoveQuery.Exactly e -> play(r, table, e.move(), false);
                        case MoveQuery.Several s ->
                            picker.choosing(table, s.moves(), words.several(before, s.moves(), LISTED));
                        case MoveQuery.Nothing n -> privately(text.get("play.refused", whyNot(before, typed, true)));
                        case MoveQuery.Unreadable u ->
                            privately(text.get("play.refused", whyNot(before, typed, false)));
                    };
                })
                .orElseGet(() -> refusal(r));
    }

    /** The notation's own reason when the text is in notation; else that no legal move fits it. */
    private String whyNot(Position before, String typed, boolean readable) {
        Result<Move> read = MoveNotation.read(before, typed);
        Words why = read instanceof Result.Rejected<Move> rejected ? rejected.why() : Words.said("");
        boolean notNotation = why.phrase() == Phrase.MOVE_UNREADABLE;
        return readable && notNotation ? text.get("play.no-match", text.get("play.notation")) : text.words(why);
    }

    /**
     * Plays a legal move. The player is told privately what he played, then the hint, on his first move; from the
     * picker, which that line closes, on every move; a later typed move needs no line, its post says it.
     */
    private List<Reply> play(CommandRequest r, Table table, Move move, boolean fromPicker) {
        Position before = table.game().position();
        Game after = table.game().play(new GameEvent.Played(move)).orThrow();
        Table next = life.advance(table.withGame(after, Set.of()));
        Words said = MoveDescription.describe(before, move, after.position());
        Colour mover = before.toMove().orElseThrow();
        // The channel reads the move in the game's language; the player who made it, in his own
        Reply.Public post = posts.played(next, move, table.nameOf(mover, table.inItsLanguage(text)), said)
                .echoing(text.get("post.move", table.nameOf(mover, text), move.text(), text.words(said)));
        // An AI to answer, and a person still to wait for: the board comes once the AIs have moved, one post for
        // the move and their answer (the AIs' run is posted after its last move already)
        Optional<Seat> aiNext = next.leftToAis() ? Optional.empty() : next.aiToMove();
        String played = text.get("play.played", move.text(), text.words(said))
                + aiNext.map(ai -> "\n" + text.get("play.board-follows", ai.nameIn(text)))
                        .orElse("");
        Optional<String> first =
                hint.after(r.userId(), played, table.inItsLanguage(text).get("button.make-a-move"));
        // Take back under the answer, where the host allows takebacks: /takeback says why not, if it cannot
        Reply.Controls takeBack = next.settings().takebacks() && next.stage() == Stage.PLAYING
                ? new Reply.TakebackAsk(next.id(), next.version())
                : new Reply.NoControls();
        if (aiNext.isPresent()) {
            return List.of(new Reply.Private(first.orElse(played), List.of(), takeBack));
        }
        if (first.isPresent()) {
            return List.of(new Reply.Private(first.get(), List.of(), takeBack), post);
        }
        // A typed move is answered with its post's echo: the Take back button goes under it
        return fromPicker
                ? List.of(new Reply.Private(played, List.of(), takeBack), post)
                : List.of(post.echoingWith(post.echo(), takeBack));
    }

    /**
     * The table if the request comes from the player to move and, when the request names a version (a button or
     * menu), the game is still at it.
     */
    private Optional<Table> playerToMove(CommandRequest r) {
        return life.playing(r.channelId()).filter(t -> isToMove(t, r.userId())).filter(t -> isCurrent(r, t));
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
        if (table.activeColourOf(r.userId()).isEmpty()) {
            return privately(out(table, r.userId()));
        }
        return privately(text.get(
                "play.not-your-move",
                table.nameOf(table.game().position().toMove().orElseThrow(), text)));
    }

    /**
     * Why a seated person is out of the game, as far as the game says: his camp resigned (by him or by the clock, one
     * event for both) or his Chief fell (killed, or walled in).
     */
    private String out(Table table, String userId) {
        boolean resigned = table.seatOf(userId)
                .map(seat -> table.game().events().contains(new GameEvent.Resign(seat.colour())))
                .orElse(false);
        return text.get(resigned ? "play.out.resigned" : "play.out.fallen");
    }

    /** One step of the move picker ({@link MovePicker}); a whole move it decides on is played here. */
    private List<Reply> pick(CommandRequest r) {
        Optional<Table> found = playerToMove(r);
        if (found.isEmpty()) {
            return refusal(r);
        }
        Table table = found.get();
        var view = new Reply.PickerView(
                table.id(),
                table.version(),
                r.option("picked").orElse(""),
                r.option("page").orElse("1"));
        return switch (picker.step(table, view, r.option("play").isPresent())) {
            case MovePicker.Play p -> life.change(r.channelId(), () -> play(r, table, p.move(), true));
            case MovePicker.Show s -> s.replies();
        };
    }

    private List<Reply> askResign(CommandRequest r) {
        Optional<Table> found = life.playing(r.channelId());
        if (found.flatMap(t -> t.seatOf(r.userId())).isEmpty()) {
            return privately(text.get("play.resign.not-playing"));
        }
        if (found.get().activeColourOf(r.userId()).isEmpty()) {
            return privately(out(found.get(), r.userId()));
        }
        return confirmations.ask(
                "resign", found.get(), text.get("confirm.resign", found.get().id()));
    }

    private List<Reply> resign(CommandRequest r) {
        Optional<Table> found = life.playing(r.channelId());
        Optional<List<Reply>> refused = confirmations.refusal(r, found);
        if (refused.isPresent()) {
            return refused.get();
        }
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
        Colour resigned = seat.get().colour();
        Catalogue game = table.inItsLanguage(text);
        // The player to move is pinged only if the turn passed to him: resignations out of turn, three in a row at
        // times, pinged him once each for a turn he had been told of already (found by the play-test)
        boolean turnPassed =
                !table.game().position().toMove().equals(next.game().position().toMove());
        String words = game.get("play.resigns", table.nameOf(resigned, game));
        // The resigning player reads the post's own echo, in his language: typed beside the cards it links to the
        // game's thread, which a private line of its own had kept from him (found by the play-test)
        String echo = text.get("play.resigns", table.nameOf(resigned, text));
        if (next.aiToMove().isPresent()) {
            // An AI moves next and its board comes at once: a board here too made two for one turn (found by the
            // play-test); the line tells the resignation, the AIs' board shows what it left
            return List.of(Reply.Public.text(words).echoing(echo));
        }
        return List.of(posts.post(next, null, words, turnPassed).echoing(echo));
    }
}

package io.djambi.bot.game;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.command.Reply.Attachment;
import io.djambi.engine.Result;
import io.djambi.engine.ai.Level;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveDescription;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.engine.rules.Outcome;
import io.djambi.engine.rules.Rules;
import io.djambi.render.BoardRenderer;
import io.djambi.render.RenderOptions;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game layer behind every command: lobbies, seats, moves, resignations, draws, the move picker. No Discord type
 * appears here. Every change to a game runs under the game's one lock ({@link GameLocks}, shared with the clock
 * commands and the turn timer) and reads the table inside it, so of two racing moves exactly one is applied; a
 * decision made outside the lock (a timeout, an AI move) names the {@link Turn} it was made for and is dropped if the
 * game has moved on. A refused command changes nothing, and a change is stored before it is answered.
 */
public final class TableService {
    private static final Logger log = LoggerFactory.getLogger(TableService.class);
    /** Longer than any move; longer input is refused before it is parsed. */
    static final int MAX_MOVE_LENGTH = 40;
    /** A Discord message holds 2000 characters; longer text goes in a file. */
    static final int MAX_TEXT = 1900;
    /** 1 MB: a record of thousands of events is far under this; longer text is refused before it is read. */
    public static final int MAX_RECORD_LENGTH = 1024 * 1024;
    /** More events than any real game has; a longer record is refused before it is replayed. */
    public static final int MAX_RECORD_EVENTS = 10_000;

    private final TableStore store;
    private final BoardRenderer renderer;
    private final PressArchive archive;
    private final ResultBook results;
    private final GameLocks locks;

    /**
     * @param locks the games' locks, the same instance the clock commands and the turn timer hold while they change a
     *     game
     */
    public TableService(TableStore store, BoardRenderer renderer, PressArchive archive, ResultBook results,
            GameLocks locks) {
        this.store = store;
        this.renderer = renderer;
        this.archive = archive;
        this.results = results;
        this.locks = locks;
    }

    /** A service with locks of its own: only where nothing else changes its games (tests, benchmarks). */
    public TableService(TableStore store, BoardRenderer renderer, PressArchive archive, ResultBook results) {
        this(store, renderer, archive, results, new GameLocks());
    }

    public List<Reply> handle(CommandRequest request) {
        return locks.inGame(request.channelId(), () -> {
            if (request.name().equals("move")) {
                return move(request);
            }
            return switch (request.subcommand()) {
                case "new" -> open(request);
                case "join" -> join(request);
                case "add-ai" -> addAi(request);
                case "leave" -> leave(request);
                case "start" -> start(request);
                case "import" -> importRecord(request);
                case "pick" -> pick(request);
                case "board" -> board(request);
                case "status" -> status(request);
                case "history" -> history(request);
                case "resign" -> resign(request);
                case "draw" -> draw(request);
                case "abort" -> abort(request);
                case "games" -> games(request);
                case "help" -> privately(Help.TEXT);
                default -> privately("Unknown command /djambi " + request.subcommand() + ". Try /djambi help.");
            };
        });
    }

    /**
     * The turn timer's verdict on a player who ran out of time: his turn is skipped (R28) or he is resigned (R23).
     * Applied only if the game is still at {@code turn}, under the game's lock, so a move that beat the timer wins
     * and a timeout is never applied twice. Empty when nothing was applied.
     */
    public List<Reply> timeOut(Turn turn, boolean resign, String words) {
        return locks.inGame(turn.channelId(), () -> {
            Optional<Table> found = liveGame(turn.channelId()).filter(turn::isNow);
            if (found.isEmpty()) {
                return List.<Reply>of();
            }
            Table table = found.get();
            Colour late = table.game().position().toMove().orElseThrow();
            GameEvent event = resign ? new GameEvent.Resign(late) : new GameEvent.Skip();
            Table next = table.withGame(table.game().play(event).orThrow(), Set.of());
            if (resign) {
                results.timedOut(table, late);
            }
            commit(next);
            return List.<Reply>of(boardPost(next, null, words, true));
        });
    }

    /**
     * Changes the clock settings of table {@code tableId} if it is still this channel's live table; the new table,
     * or empty when it is not.
     */
    public Optional<Table> changeSettings(String channelId, long tableId, TableSettings settings) {
        return locks.inGame(channelId, () -> {
            Optional<Table> found = store.find(channelId).filter(Table::isLive).filter(t -> t.id() == tableId);
            found.ifPresent(t -> store.save(t.withSettings(settings)));
            return found.map(t -> t.withSettings(settings));
        });
    }

    /**
     * A move chosen by the AI: for an AI seat, or for a player whose time ran out under {@code timeout:ai}. Played
     * only if the game is still at {@code turn}, under the game's lock, so it is never played twice and a human move
     * that came first wins. Empty when nothing was played (the game moved on, or the move is not legal there).
     */
    public List<Reply> playFor(Turn turn, Move move, String who) {
        return locks.inGame(turn.channelId(), () -> {
            Optional<Table> found = liveGame(turn.channelId()).filter(turn::isNow);
            if (found.isEmpty()) {
                return List.<Reply>of();
            }
            Table table = found.get();
            Position before = table.game().position();
            Result<Game> after = table.game().play(new GameEvent.Played(move));
            if (after instanceof Result.Rejected<Game>) {
                return List.<Reply>of();
            }
            Table next = table.withGame(after.orThrow(), Set.of());
            commit(next);
            String words = MoveDescription.describe(before, move, next.game().position());
            return List.<Reply>of(boardPost(next, move, who + ": " + move.text() + " — " + words + ".", true));
        });
    }

    /** The board as the player to move sees it from his corner, for a reminder; none if it could not be drawn. */
    public List<Attachment> boardFor(Table table, Colour bottom) {
        return boardPost(table, lastMove(table.game()), "", false, bottom).files();
    }

    /**
     * Autocomplete for {@code /move}: the legal moves of the channel's game that begin with {@code typed}. Reads a
     * snapshot without the channel's lock, so it never waits behind a move being rendered.
     */
    public List<MoveChoices.Suggestion> suggestions(String channelId, String typed) {
        return liveGame(channelId).map(t -> new MoveChoices(t.game().position()).suggest(typed)).orElse(List.of());
    }

    private Optional<Table> liveGame(String channelId) {
        return store.find(channelId).filter(Table::isLive).filter(t -> t.started().isPresent());
    }

    /** Stores a game's new state and, when that ends the game, its result. */
    private void commit(Table next) {
        store.save(next);
        if (next.game().position().isOver()) {
            results.ended(next);
        }
    }

    private static List<Reply> privately(String text) {
        return List.of(new Reply.Private(text));
    }

    private List<Reply> open(CommandRequest r) {
        if (store.find(r.channelId()).filter(Table::isLive).isPresent()) {
            return privately("This channel already has a live game. Finish it, or ask the host to /djambi abort it.");
        }
        Result<TableSettings> settings = TableSettings.fromOptions(r.options());
        if (settings instanceof Result.Rejected<TableSettings> bad) {
            return privately("No lobby opened: " + bad.reason() + ".");
        }
        Table table = store.create(Table.lobby(r.guildId(), r.channelId(), new Seat(r.userId(), r.userName(), Colour.RED),
                settings.orThrow()));
        return List.of(lobbyPost(table, r.userName() + " opened a lobby and sits as Red."));
    }

    private Reply lobbyPost(Table table, String news) {
        StringBuilder sb = new StringBuilder(news).append("\n**Djambi lobby** (").append(table.settings().summary())
                .append(")\n");
        for (Colour c : Colour.values()) {
            Seat s = table.seats().get(c);
            if (s != null) {
                sb.append(c.displayName()).append(": ").append(s.name()).append('\n');
            } else if (table.players() == 4 || table.seats().size() < table.players()) {
                sb.append(c.displayName()).append(": free\n");
            }
        }
        sb.append(table.seats().size()).append('/').append(table.players()).append(" seated. ")
                .append(table.seats().size() < table.players() ? "Join with the button or /djambi join."
                        : "The host can start the game.");
        return new Reply.Public(sb.toString(), List.of(), List.of(), new Reply.LobbyControls());
    }

    private List<Reply> join(CommandRequest r) {
        var found = store.find(r.channelId()).filter(Table::isLive);
        if (found.isEmpty() || found.get().started().isPresent()) {
            return privately("There is no open lobby here. Open one with /djambi new.");
        }
        Table table = found.get();
        if (table.seatOf(r.userId()).isPresent()) {
            return privately("You are already seated as " + table.seatOf(r.userId()).get().colour().displayName() + ".");
        }
        if (table.seats().size() >= table.players()) {
            return privately("The table is full (" + table.players() + " players).");
        }
        Result<Colour> chosen = seatColour(table, r);
        if (chosen instanceof Result.Rejected<Colour> bad) {
            return privately(bad.reason());
        }
        Colour colour = chosen.orThrow();
        Table after = table.withSeat(new Seat(r.userId(), r.userName(), colour));
        store.save(after);
        return List.of(lobbyPost(after, r.userName() + " sits as " + colour.displayName() + "."));
    }

    /** The colour the request asks for ({@code colour:}), or the first free one; a bad or taken one is refused. */
    private static Result<Colour> seatColour(Table table, CommandRequest r) {
        if (r.option("colour").isEmpty()) {
            return Result.ok(table.freeColour().orElseThrow());
        }
        Colour colour = Colour.parse(r.option("colour").get());
        if (colour == null) {
            return Result.rejected("colour must be red, blue, yellow or green.");
        }
        if (table.seats().containsKey(colour)) {
            return Result.rejected(colour.displayName() + " is taken by " + table.seats().get(colour).name() + ".");
        }
        return Result.ok(colour);
    }

    /** The host seats an AI player: {@code /djambi add-ai [level] [colour]}, or the lobby's Add AI button. */
    private List<Reply> addAi(CommandRequest r) {
        var found = store.find(r.channelId()).filter(Table::isLive).filter(t -> t.started().isEmpty());
        if (found.isEmpty()) {
            return privately("There is no open lobby here. Open one with /djambi new.");
        }
        Table table = found.get();
        if (!table.hostId().equals(r.userId())) {
            return privately("Only the host can seat an AI player.");
        }
        if (table.seats().size() >= table.players()) {
            return privately("The table is full (" + table.players() + " players).");
        }
        Optional<Level> level = Level.parse(r.option("level").orElse("normal")).filter(l -> l != Level.RANDOM);
        if (level.isEmpty()) {
            return privately("level must be easy, normal or hard.");
        }
        Result<Colour> chosen = seatColour(table, r);
        if (chosen instanceof Result.Rejected<Colour> bad) {
            return privately(bad.reason());
        }
        Colour colour = chosen.orThrow();
        Seat ai = Seat.ai(colour, level.get());
        Table after = table.withSeat(ai);
        store.save(after);
        return List.of(lobbyPost(after, ai.name() + " takes the " + colour.displayName() + " seat. It plays its "
                + "moves a few seconds after its turn begins, and does not negotiate."));
    }

    private List<Reply> leave(CommandRequest r) {
        var found = store.find(r.channelId()).filter(Table::isLive).filter(t -> t.started().isEmpty());
        if (found.isEmpty() || found.get().seatOf(r.userId()).isEmpty()) {
            return privately("You are not seated in an open lobby here.");
        }
        Table table = found.get();
        if (table.hostId().equals(r.userId())) {
            return privately("The host cannot leave; use /djambi abort to close the lobby.");
        }
        Map<Colour, Seat> seats = new EnumMap<>(Colour.class);
        seats.putAll(table.seats());
        seats.remove(table.seatOf(r.userId()).get().colour());
        Table after = table.withSeats(seats);
        store.save(after);
        return List.of(lobbyPost(after, r.userName() + " left the lobby."));
    }

    private List<Reply> start(CommandRequest r) {
        var found = store.find(r.channelId()).filter(Table::isLive).filter(t -> t.started().isEmpty());
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
        Table after = table.withGame(Game.startingFrom(start), Set.of());
        store.save(after);
        String hostage = table.players() == 3
                ? " " + table.freeColour().orElseThrow().displayName() + " is the hostage camp."
                : "";
        return List.of(boardPost(after, null, "The game begins." + hostage + pressNote(table.settings()), true));
    }

    /**
     * Starts the lobby's game from an uploaded record instead of the opening (to continue a game played elsewhere,
     * or to teach from a position): the host imports once the seats are filled, and play goes on where the record
     * stops. The record must suit the seats: a 3-player record's hostage camp is the colour nobody sits on.
     */
    private List<Reply> importRecord(CommandRequest r) {
        var found = store.find(r.channelId()).filter(Table::isLive).filter(t -> t.started().isEmpty());
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
        String text = r.option("record").orElse("");
        if (text.length() > MAX_RECORD_LENGTH) {
            return privately("Not imported: the record is larger than 1 MB, far longer than any game. Nothing changed.");
        }
        long events = eventLines(text);
        if (events > MAX_RECORD_EVENTS) {
            return privately("Not imported: the record has " + events + " events, more than the "
                    + String.format(Locale.ROOT, "%,d", MAX_RECORD_EVENTS) + " a game may have. Nothing changed.");
        }
        Result<GameRecord> read = RecordNotation.read(text);
        if (read instanceof Result.Rejected<GameRecord> bad) {
            return privately("Not imported: " + bad.reason() + ". Nothing changed.");
        }
        GameRecord record = read.orThrow();
        Optional<String> unfit = unfitSeats(table, record.start());
        if (unfit.isPresent()) {
            return privately("Not imported: " + unfit.get() + ". Nothing changed.");
        }
        Game game = Game.replay(record.start(), record.events()).orThrow(); // read() has replayed it already
        if (game.position().isOver()) {
            return privately("Not imported: that game is over, so there is nothing to continue. /djambi replay "
                    + "shows a game; the engine's CLI reads a finished record.");
        }
        Table after = table.withGame(game, Set.of());
        store.save(after);
        return List.of(boardPost(after, lastMove(game), r.userName() + " started the game from a record ("
                + game.events().size() + (game.events().size() == 1 ? " event" : " events")
                + "); play goes on from here." + pressNote(table.settings()), true));
    }

    /** The events of a record, counted before it is replayed: every line but comments, blanks and the position. */
    private static long eventLines(String record) {
        long lines = record.lines().map(l -> {
            int semicolon = l.indexOf(';');
            return (semicolon >= 0 ? l.substring(0, semicolon) : l).strip();
        }).filter(l -> !l.isEmpty()).count();
        return Math.max(0, lines - 1);
    }

    /** Why the record's start does not suit the lobby's seats, if it does not. */
    private static Optional<String> unfitSeats(Table table, Position start) {
        List<Colour> hostages = List.of(Colour.values()).stream().filter(c -> start.camps().isHostage(c)).toList();
        int recordPlayers = 4 - hostages.size();
        if (recordPlayers != table.players()) {
            return Optional.of("the record is a " + recordPlayers + "-player game and this lobby seats "
                    + table.players());
        }
        return hostages.stream().filter(table.seats()::containsKey).findFirst()
                .map(c -> "in the record " + c.displayName() + " is the hostage camp, but " + table.seats().get(c)
                        .name() + " sits as " + c.displayName() + " here; they should take the free colour");
    }

    private List<Reply> move(CommandRequest r) {
        String text = r.option("move").orElse("").strip();
        if (text.isEmpty()) {
            return privately("Which move? " + MoveNotationHint.TEXT);
        }
        if (text.length() > MAX_MOVE_LENGTH) {
            return privately("That is too long to be a move: " + MoveNotationHint.TEXT);
        }
        return playerToMove(r).<List<Reply>>map(table -> {
            Position before = table.game().position();
            Result<Move> read = MoveNotation.read(before, text);
            if (read instanceof Result.Rejected<Move> rejected) {
                return privately("Not played: " + rejected.reason() + ". Nothing changed.");
            }
            Move move = read.orThrow();
            Game after = table.game().play(new GameEvent.Played(move)).orThrow();
            Table next = table.withGame(after, Set.of());
            commit(next);
            String words = MoveDescription.describe(before, move, after.position());
            return List.of(boardPost(next, move, table.nameOf(before.toMove().orElseThrow()) + ": " + move.text()
                    + " — " + words + ".", true));
        }).orElseGet(() -> refusal(r));
    }

    /**
     * The table if the request comes from the player to move and, when the request names a version (a button or
     * menu), the game is still at it.
     */
    private Optional<Table> playerToMove(CommandRequest r) {
        return liveGame(r.channelId())
                .filter(t -> t.seatOf(r.userId()).map(s -> t.game().position().toMove().orElse(null) == s.colour())
                        .orElse(false))
                .filter(t -> isCurrent(r, t));
    }

    /** A request from a button or menu names the table and version it was made for; a typed one names none. */
    private static boolean isCurrent(CommandRequest r, Table t) {
        return r.option("version").map(v -> v.equals(Integer.toString(t.version()))).orElse(true)
                && r.option("table").map(id -> id.equals(Long.toString(t.id()))).orElse(true);
    }

    /** Why {@link #playerToMove} refused, in words for the one who asked. */
    private List<Reply> refusal(CommandRequest r) {
        var found = liveGame(r.channelId());
        if (found.isEmpty()) {
            return privately("There is no game in progress here.");
        }
        Table table = found.get();
        if (!isCurrent(r, table)) {
            return privately("The board has changed since that menu was made; nothing was played. "
                    + "Use the newest board, or /move.");
        }
        if (table.seatOf(r.userId()).isEmpty()) {
            return privately("You are not playing in this game.");
        }
        return privately("It is " + table.nameOf(table.game().position().toMove().orElseThrow()) + "'s move, not yours.");
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
        MoveChoices choices = new MoveChoices(table.game().position());
        var next = choices.next(picked);
        boolean goesOn = next.stream().anyMatch(c -> !c.value().isEmpty());
        if (choices.isMove(picked) && (r.option("play").isPresent() || !goesOn)) {
            return move(withMove(r, picked));
        }
        if (next.isEmpty()) {
            return privately("That is not the start of a legal move any more; press Make a move again.");
        }
        String prompt = picked.isEmpty() ? "Which piece do you move?" : "Your move so far: **" + picked + "**. Next?";
        return List.of(new Reply.Picker(prompt, table.id(), table.version(), picked, next));
    }

    private static CommandRequest withMove(CommandRequest r, String move) {
        Map<String, String> options = new java.util.HashMap<>(r.options());
        options.put("move", move);
        return new CommandRequest(r.userId(), r.userName(), r.guildId(), r.channelId(), r.moderator(), "move", "",
                options);
    }

    private List<Reply> resign(CommandRequest r) {
        var found = liveGame(r.channelId());
        var seat = found.flatMap(t -> t.seatOf(r.userId()));
        if (seat.isEmpty()) {
            return privately("You are not playing in a game here.");
        }
        Table table = found.get();
        Result<Game> after = table.game().play(new GameEvent.Resign(seat.get().colour()));
        if (after instanceof Result.Rejected<Game> rejected) {
            return privately("You cannot resign: " + rejected.reason() + ".");
        }
        Table next = table.withGame(after.orThrow(), Set.of());
        commit(next);
        return List.of(boardPost(next, null, table.nameOf(seat.get().colour()) + " resigns.", true));
    }

    private List<Reply> draw(CommandRequest r) {
        var found = liveGame(r.channelId());
        var seat = found.flatMap(t -> t.seatOf(r.userId()));
        if (seat.isEmpty() || !found.get().game().position().isActive(seat.get().colour())) {
            return privately("Only active players of a game here can offer a draw.");
        }
        Table table = found.get();
        if (table.drawOffers().contains(seat.get().colour())) {
            return privately("You have already offered a draw; it stands until the next move.");
        }
        Set<Colour> offers = new HashSet<>(table.drawOffers());
        offers.add(seat.get().colour());
        Position now = table.game().position();
        boolean all = List.of(Colour.values()).stream().filter(now::isActive).allMatch(offers::contains);
        if (!all) {
            store.save(table.withGame(table.game(), offers));
            return List.of(Reply.Public.text(table.nameOf(seat.get().colour()) + " offers a draw (" + offers.size()
                    + " of " + now.camps().activeCount() + " agree; the offers lapse at the next move)."));
        }
        Table next = table.withGame(table.game().play(new GameEvent.Draw()).orThrow(), Set.of());
        commit(next);
        return List.of(boardPost(next, null, "Every active player agreed to a draw.", false));
    }

    private List<Reply> abort(CommandRequest r) {
        var found = store.find(r.channelId()).filter(Table::isLive);
        if (found.isEmpty()) {
            return privately("There is no live game here.");
        }
        if (!found.get().hostId().equals(r.userId()) && !r.moderator()) {
            return privately("Only the host or a member who can manage this channel can abort the game.");
        }
        store.save(found.get().abort());
        return List.of(Reply.Public.text(r.userName() + " aborted the game."));
    }

    private List<Reply> board(CommandRequest r) {
        var found = store.find(r.channelId()).filter(t -> t.started().isPresent());
        if (found.isEmpty()) {
            return privately("There is no game here yet.");
        }
        Table table = found.get();
        if (r.option("public").map(Boolean::parseBoolean).orElse(false)) {
            return List.of(boardPost(table, lastMove(table.game()), "The board.", false));
        }
        // Only for him: a player sees the board from his own corner.
        Colour bottom = table.seatOf(r.userId()).map(Seat::colour).orElse(Colour.RED);
        Reply.Public post = boardPost(table, lastMove(table.game()), "The board, from " + bottom.displayName()
                + "'s corner.", false, bottom);
        return List.of(new Reply.Private(post.text(), post.files()));
    }

    private static Move lastMove(Game game) {
        List<GameEvent> events = game.events();
        return !events.isEmpty() && events.get(events.size() - 1) instanceof GameEvent.Played p ? p.move() : null;
    }

    private List<Reply> status(CommandRequest r) {
        var found = store.find(r.channelId());
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
            sb.append("Move ").append(p.ply() + 1).append(". ").append(headline(t, p));
            if (!t.drawOffers().isEmpty()) {
                sb.append(" Draw offered by ").append(t.drawOffers().stream().map(Colour::displayName).sorted()
                        .reduce((a, b) -> a + ", " + b).orElse("")).append('.');
            }
        }
        return privately(sb.toString());
    }

    private List<Reply> history(CommandRequest r) {
        var found = store.find(r.channelId()).filter(t -> t.started().isPresent());
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
        List<Table> tables = store.liveTablesOf(r.userId());
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

    /** How the players may talk in this game, said once at the start. */
    private static String pressNote(TableSettings settings) {
        return switch (settings.press()) {
            case FULL -> " Negotiate in private with /whisper (or the bot's DMs)"
                    + (settings.revealPress() ? "; the whispers are revealed when the game ends." : ".");
            case PUBLIC -> " Public press: talk here, where everyone reads it; private whispers are off.";
            case NONE -> " Gunboat game: no negotiation, and this channel is for moves only.";
        };
    }

    private Reply.Public boardPost(Table table, Move last, String words, boolean ping) {
        return boardPost(table, last, words, ping, Colour.RED);
    }

    private Reply.Public boardPost(Table table, Move last, String words, boolean ping, Colour bottom) {
        Game game = table.game();
        Position p = game.position();
        Map<Colour, String> names = new EnumMap<>(Colour.class);
        table.seats().forEach((c, s) -> names.put(c, s.plainName()));
        RenderOptions options = RenderOptions.defaults().withNames(names).withBottom(bottom);
        if (last != null) {
            options = options.withLastMove(last);
        }
        List<Attachment> files = new ArrayList<>();
        List<String> mentions = List.of();
        Reply.Controls controls = new Reply.NoControls();
        String text = words + " " + headline(table, p);
        try {
            files.add(new Attachment("djambi-board.png", renderer.png(p, options)));
        } catch (RuntimeException e) {
            // The change is stored already: the players hear of it without the picture rather than not at all
            log.error("Table {}: the board could not be drawn", table.id(), e);
            text += " (The board picture could not be drawn; /djambi board shows it.)";
        }
        if (p.isOver()) {
            files.add(new Attachment("djambi-game-" + table.id() + ".txt",
                    RecordNotation.write(game.record().withComments(recordComments(table)))
                            .getBytes(StandardCharsets.UTF_8)));
            text += " The game record is attached.";
            if (table.settings().press() == Press.FULL && table.settings().revealPress() && !table.aborted()) {
                var revealed = archive.reveal(table);
                revealed.ifPresent(files::add);
                text += revealed.isPresent() ? " The whispers are revealed: the archive is attached, and /djambi press"
                        + " now shows them to everyone." : " No whispers were sent.";
            }
            // The end concerns everyone who played: each is pinged once, with the result
            mentions = table.seats().values().stream().filter(s -> !s.isAi())
                    .sorted(java.util.Comparator.comparing(Seat::colour)).map(Seat::userId).toList();
            text += mentions.stream().map(id -> " <@" + id + ">").collect(Collectors.joining());
        } else {
            Colour next = p.toMove().orElseThrow();
            Seat seat = table.seats().get(next);
            if (ping && seat != null && !seat.isAi()) {
                mentions = List.of(seat.userId());
                text += " " + table.mentionOf(next);
            }
            controls = new Reply.BoardControls(table.id(), table.version());
        }
        return new Reply.Public(text, files, mentions, controls);
    }

    private static List<String> recordComments(Table table) {
        List<String> comments = new ArrayList<>();
        for (Colour c : Colour.values()) {
            Seat s = table.seats().get(c);
            comments.add(c.displayName() + ": " + (s == null ? "-" : s.plainName()));
        }
        return comments;
    }

    private static String headline(Table table, Position p) {
        return switch (Rules.outcome(p)) {
            case Outcome.Won w -> "**" + table.nameOf(w.winner()) + " wins the game!**";
            case Outcome.Drawn d -> "**The game is drawn.**";
            case Outcome.Ongoing o -> table.nameOf(p.toMove().orElseThrow()) + " to move"
                    + (p.bonus() > 0 ? " (a bonus move: in power)." : ".");
        };
    }
}

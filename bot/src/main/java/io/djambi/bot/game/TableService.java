package io.djambi.bot.game;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.engine.Result;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
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
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The game layer behind every command: lobbies, seats, moves, resignations, draws. No Discord type appears here.
 * Commands on one channel run one at a time (a lock per channel); a refused command changes nothing.
 */
public final class TableService {
    private final TableStore store;
    private final BoardRenderer renderer;
    private final Map<String, Object> locks = new ConcurrentHashMap<>();

    public TableService(TableStore store, BoardRenderer renderer) {
        this.store = store;
        this.renderer = renderer;
    }

    public List<Reply> handle(CommandRequest request) {
        synchronized (locks.computeIfAbsent(request.channelId(), k -> new Object())) {
            if (request.name().equals("move")) {
                return move(request);
            }
            return switch (request.subcommand()) {
                case "new" -> open(request);
                case "join" -> join(request);
                case "leave" -> leave(request);
                case "start" -> start(request);
                case "board" -> board(request);
                case "status" -> status(request);
                case "history" -> history(request);
                case "resign" -> resign(request);
                case "draw" -> draw(request);
                case "abort" -> abort(request);
                case "help" -> List.of(new Reply.Private(Help.TEXT));
                default -> privately("Unknown command /djambi " + request.subcommand() + ". Try /djambi help.");
            };
        }
    }

    private static List<Reply> privately(String text) {
        return List.of(new Reply.Private(text));
    }

    private List<Reply> open(CommandRequest r) {
        if (store.find(r.channelId()).filter(Table::isLive).isPresent()) {
            return privately("This channel already has a live game. Finish or abort it first (/djambi abort).");
        }
        String players = r.option("players").orElse("4");
        if (!players.equals("3") && !players.equals("4")) {
            return privately("players must be 3 or 4, not '" + players + "'.");
        }
        Table table = Table.lobby(r.channelId(), new Seat(r.userId(), r.userName(), Colour.RED), Integer.parseInt(players));
        store.save(table);
        return List.of(new Reply.Public(r.userName() + " opened a lobby for " + players + " players and sits as Red. "
                + "Join with /djambi join.", new byte[0], List.of()));
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
        Colour colour;
        if (r.option("colour").isPresent()) {
            colour = Colour.parse(r.option("colour").get());
            if (colour == null) {
                return privately("colour must be red, blue, yellow or green.");
            }
            if (table.seats().containsKey(colour)) {
                return privately(colour.displayName() + " is taken by " + table.seats().get(colour).name() + ".");
            }
        } else {
            colour = table.freeColour().orElseThrow();
        }
        Table after = table.withSeat(new Seat(r.userId(), r.userName(), colour));
        store.save(after);
        return List.of(new Reply.Public(r.userName() + " sits as " + colour.displayName() + " (" + after.seats().size()
                + "/" + after.players() + ").", new byte[0], List.of()));
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
        store.save(table.withSeats(seats));
        return List.of(new Reply.Public(r.userName() + " left the lobby.", new byte[0], List.of()));
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
        return List.of(boardPost(after, null, "The game begins.", true));
    }

    private List<Reply> move(CommandRequest r) {
        var found = store.find(r.channelId()).filter(Table::isLive).filter(t -> t.started().isPresent());
        if (found.isEmpty()) {
            return privately("There is no game in progress here.");
        }
        Table table = found.get();
        Game game = table.started().get();
        Position before = game.position();
        var seat = table.seatOf(r.userId());
        if (seat.isEmpty()) {
            return privately("You are not playing in this game.");
        }
        Colour toMove = before.toMove().orElseThrow();
        if (seat.get().colour() != toMove) {
            return privately("It is " + table.nameOf(toMove) + "'s move, not yours.");
        }
        String text = r.option("move").orElse("");
        if (text.length() > 40) {
            return privately("That is too long to be a move: " + MoveNotationHint.TEXT);
        }
        Result<Move> read = MoveNotation.read(before, text);
        if (read instanceof Result.Rejected<Move> rejected) {
            return privately("Not played: " + rejected.reason() + ".");
        }
        Move move = read.orThrow();
        Game after = game.play(new GameEvent.Played(move)).orThrow();
        Table next = table.withGame(after, Set.of());
        store.save(next);
        String words = MoveDescription.describe(before, move, after.position());
        return List.of(boardPost(next, move, words + ".", true));
    }

    private List<Reply> resign(CommandRequest r) {
        var found = store.find(r.channelId()).filter(Table::isLive).filter(t -> t.started().isPresent());
        var seat = found.flatMap(t -> t.seatOf(r.userId()));
        if (seat.isEmpty()) {
            return privately("You are not playing in a game here.");
        }
        Table table = found.get();
        Result<Game> after = table.started().get().play(new GameEvent.Resign(seat.get().colour()));
        if (after instanceof Result.Rejected<Game> rejected) {
            return privately("You cannot resign: " + rejected.reason() + ".");
        }
        Table next = table.withGame(after.orThrow(), Set.of());
        store.save(next);
        return List.of(boardPost(next, null, table.nameOf(seat.get().colour()) + " resigns.", true));
    }

    private List<Reply> draw(CommandRequest r) {
        var found = store.find(r.channelId()).filter(Table::isLive).filter(t -> t.started().isPresent());
        var seat = found.flatMap(t -> t.seatOf(r.userId()));
        if (seat.isEmpty() || !found.get().started().get().position().isActive(seat.get().colour())) {
            return privately("Only active players of a game here can offer a draw.");
        }
        Table table = found.get();
        Set<Colour> offers = new HashSet<>(table.drawOffers());
        offers.add(seat.get().colour());
        Position now = table.started().get().position();
        boolean all = List.of(Colour.values()).stream().filter(now::isActive).allMatch(offers::contains);
        if (!all) {
            store.save(table.withGame(table.started().get(), offers));
            return List.of(new Reply.Public(table.nameOf(seat.get().colour()) + " offers a draw ("
                    + offers.size() + " of " + now.camps().activeCount() + " agree).", new byte[0], List.of()));
        }
        Table next = table.withGame(table.started().get().play(new GameEvent.Draw()).orThrow(), Set.of());
        store.save(next);
        return List.of(boardPost(next, null, "Every active player agreed to a draw.", false));
    }

    private List<Reply> abort(CommandRequest r) {
        var found = store.find(r.channelId()).filter(Table::isLive);
        if (found.isEmpty()) {
            return privately("There is no live game here.");
        }
        if (!found.get().hostId().equals(r.userId())) {
            return privately("Only the host can abort the game.");
        }
        store.save(found.get().abort());
        return List.of(new Reply.Public("The host aborted the game.", new byte[0], List.of()));
    }

    private List<Reply> board(CommandRequest r) {
        var found = store.find(r.channelId()).flatMap(Table::started);
        if (found.isEmpty()) {
            return privately("There is no game here yet.");
        }
        return List.of(boardPost(store.find(r.channelId()).get(), null, "The board.", false));
    }

    private List<Reply> status(CommandRequest r) {
        var found = store.find(r.channelId());
        if (found.isEmpty()) {
            return privately("No game has been played here. Open one with /djambi new.");
        }
        Table t = found.get();
        StringBuilder sb = new StringBuilder();
        for (Colour c : Colour.values()) {
            Seat s = t.seats().get(c);
            sb.append(c.displayName()).append(": ").append(s == null ? "-" : s.name()).append('\n');
        }
        sb.append(t.started().map(g -> headline(t, g.position())).orElse("Lobby: " + t.seats().size() + "/" + t.players()));
        return privately(sb.toString());
    }

    private List<Reply> history(CommandRequest r) {
        var found = store.find(r.channelId()).flatMap(Table::started);
        if (found.isEmpty()) {
            return privately("There is no game here yet.");
        }
        return privately(RecordNotation.write(found.get().record()));
    }

    private Reply boardPost(Table table, Move last, String words, boolean ping) {
        Position p = table.started().orElseThrow().position();
        Map<Colour, String> names = new EnumMap<>(Colour.class);
        table.seats().forEach((c, s) -> names.put(c, s.name()));
        RenderOptions options = RenderOptions.defaults().withNames(names);
        if (last != null) {
            options = options.withLastMove(last);
        }
        byte[] png = renderer.png(p, options);
        List<String> mentions = ping && p.toMove().isPresent() && table.seats().containsKey(p.toMove().get())
                ? List.of(table.seats().get(p.toMove().get()).userId())
                : List.of();
        return new Reply.Public(words + " " + headline(table, p), png, mentions);
    }

    private static String headline(Table table, Position p) {
        return switch (Rules.outcome(p)) {
            case Outcome.Won w -> table.nameOf(w.winner()) + " wins the game!";
            case Outcome.Drawn d -> "The game is drawn.";
            case Outcome.Ongoing o -> table.nameOf(p.toMove().orElseThrow()) + " to move"
                    + (p.bonus() > 0 ? " (bonus move, in power)." : ".");
        };
    }
}

package io.djambi.bot.stats;

import io.djambi.bot.game.Seat;
import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.Table;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.rules.Outcome;
import io.djambi.engine.rules.Rules;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The placings of a finished game, read from its log: the winner first (or every player left in a draw), then the
 * others by the order they went out, the last out best. That order is what a multi-player rating learns from.
 */
public final class Standings {
    private Standings() {}

    public static GameResult of(Table table, Set<Colour> timedOut, Instant finishedAt) {
        return of(table, timedOut, List.of(), finishedAt);
    }

    /**
     * The placings, each seat's for whoever held it at the end, and a {@link Exit#LEFT} line for each person who
     * left a seat before it (placed as the seat, which the ratings do not count).
     */
    public static GameResult of(Table table, Set<Colour> timedOut, List<SeatChange> changes, Instant finishedAt) {
        Game game = table.game();
        Position end = game.position();
        Outcome outcome = Rules.outcome(end);
        List<Out> players = new ArrayList<>();
        for (Colour c : Colour.values()) {
            Seat seat = table.seats().get(c);
            if (seat != null) {
                players.add(new Out(seat, outAt(game, c, outcome)));
            }
        }
        players.sort(Comparator.comparingInt(Out::at).reversed());
        List<Placing> placings = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            Out p = players.get(i);
            int place = i > 0 && players.get(i - 1).at() == p.at()
                    ? placings.get(i - 1).place()
                    : i + 1;
            placings.add(new Placing(
                    p.seat().userId(),
                    p.seat().name(),
                    p.seat().colour(),
                    place,
                    exit(game, p.seat().colour(), outcome, timedOut)));
        }
        List<Placing> all = new ArrayList<>(placings);
        for (SeatChange change : changes) {
            Seat left = change.left();
            boolean heldAgain =
                    table.seats().values().stream().anyMatch(s -> s.userId().equals(left.userId()));
            if (left.isAi() || heldAgain) {
                continue; // an AI that left counts for nobody; one who came back holds the seat's result
            }
            placings.stream()
                    .filter(p -> p.colour() == left.colour())
                    .findFirst()
                    .ifPresent(
                            p -> all.add(new Placing(left.userId(), left.name(), left.colour(), p.place(), Exit.LEFT)));
        }
        return new GameResult(table.id(), table.guildId(), finishedAt, all);
    }

    private record Out(Seat seat, int at) {}

    /** The index of the first position the colour is out in; the winner and the drawn stay in past the end. */
    private static int outAt(Game game, Colour c, Outcome outcome) {
        if (outcome instanceof Outcome.Won w && w.winner() == c) {
            return Integer.MAX_VALUE;
        }
        List<Position> positions = game.positions();
        for (int i = 0; i < positions.size(); i++) {
            if (!positions.get(i).isActive(c)) {
                return i;
            }
        }
        // Still in when the game ended: drawn, or (when someone else won) out with the end
        return outcome instanceof Outcome.Drawn ? Integer.MAX_VALUE : positions.size();
    }

    private static Exit exit(Game game, Colour c, Outcome outcome, Set<Colour> timedOut) {
        if (outcome instanceof Outcome.Won w && w.winner() == c) {
            return Exit.WON;
        }
        if (outcome instanceof Outcome.Drawn && game.position().isActive(c)) {
            return Exit.DRAWN;
        }
        boolean resigned = game.events().stream().anyMatch(e -> e instanceof GameEvent.Resign r && r.player() == c);
        if (resigned) {
            return timedOut.contains(c) ? Exit.TIMED_OUT : Exit.RESIGNED;
        }
        return Exit.LOST;
    }
}

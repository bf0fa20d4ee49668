package io.djambi.bot.game;

import io.djambi.engine.game.Game;
import io.djambi.engine.model.Colour;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One channel's game: the lobby's seats, then the engine game once started, and the draw offers. Immutable; every
 * change returns a new table, so a failed command leaves the old one untouched.
 *
 * @param game absent while the lobby is open
 */
public record Table(String channelId, String hostId, int players, Map<Colour, Seat> seats, Game game,
        Set<Colour> drawOffers, boolean aborted) {

    public Table {
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(hostId, "hostId");
        if (players != 3 && players != 4) {
            throw new IllegalArgumentException("a table seats 3 or 4 players, not " + players);
        }
        seats = Map.copyOf(seats);
        drawOffers = Set.copyOf(drawOffers);
    }

    public static Table lobby(String channelId, Seat host, int players) {
        return new Table(channelId, host.userId(), players, Map.of(host.colour(), host), null, Set.of(), false);
    }

    public Optional<Game> started() {
        return Optional.ofNullable(game);
    }

    /** Live: a lobby or a game not over and not aborted. */
    public boolean isLive() {
        return !aborted && (game == null || !game.position().isOver());
    }

    public Optional<Seat> seatOf(String userId) {
        return seats.values().stream().filter(s -> s.userId().equals(userId)).findFirst();
    }

    /** The first colour nobody sits on, in turn order. */
    public Optional<Colour> freeColour() {
        return List.of(Colour.values()).stream().filter(c -> !seats.containsKey(c)).findFirst();
    }

    public Table withSeats(Map<Colour, Seat> newSeats) {
        return new Table(channelId, hostId, players, newSeats, game, drawOffers, aborted);
    }

    public Table withSeat(Seat seat) {
        Map<Colour, Seat> s = new EnumMap<>(Colour.class);
        s.putAll(seats);
        s.put(seat.colour(), seat);
        return withSeats(s);
    }

    public Table withGame(Game newGame, Set<Colour> offers) {
        return new Table(channelId, hostId, players, seats, newGame, offers, aborted);
    }

    public Table abort() {
        return new Table(channelId, hostId, players, seats, game, drawOffers, true);
    }

    public String nameOf(Colour c) {
        Seat s = seats.get(c);
        return s == null ? c.displayName() : s.name() + " (" + c.displayName() + ")";
    }
}

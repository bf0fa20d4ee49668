package io.djambi.engine.game;

import io.djambi.engine.Phrase;
import io.djambi.engine.Result;
import io.djambi.engine.model.Position;
import io.djambi.engine.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A game: its start position and the events played since, with every position they lead to. The log and the start
 * are the game; the version (the number of events) lets callers refuse a stale action. Immutable.
 */
public final class Game {
    private final List<Position> positions;
    private final List<GameEvent> events;

    private Game(List<Position> positions, List<GameEvent> events) {
        this.positions = positions;
        this.events = events;
    }

    public static Game startingFrom(Position start) {
        return new Game(List.of(Objects.requireNonNull(start, "start")), List.of());
    }

    /** Replays {@code events} from {@code start}; the first event that is refused is reported with its number. */
    public static Result<Game> replay(Position start, List<GameEvent> events) {
        return switch (Replay.of(start, events)) {
            case Replay.Complete c -> Result.ok(c.game());
            case Replay.Stopped s ->
                Result.rejected(
                        Phrase.EVENT_REFUSED,
                        s.index() + 1,
                        events.get(s.index()).text(),
                        s.why());
        };
    }

    /** The game of these positions and the events between them, for {@link Replay}, which builds both lists once. */
    static Game of(List<Position> positions, List<GameEvent> events) {
        if (positions.size() != events.size() + 1) {
            throw new IllegalArgumentException(positions.size() + " positions for " + events.size() + " events");
        }
        return new Game(List.copyOf(positions), List.copyOf(events));
    }

    /** The game with {@code event} added, or why the event is refused; this game is unchanged either way. */
    public Result<Game> play(GameEvent event) {
        return switch (next(position(), event)) {
            case Result.Ok<Position> ok -> Result.ok(with(event, ok.value()));
            case Result.Rejected<Position> r -> Result.rejected(r.why());
        };
    }

    /** The position {@code event} leads to from {@code now}, or why the rules refuse it. */
    static Result<Position> next(Position now, GameEvent event) {
        return switch (event) {
            case GameEvent.Played p -> Rules.play(now, p.move());
            case GameEvent.Resign r -> Rules.resign(now, r.player());
            case GameEvent.Draw d -> Rules.draw(now);
            case GameEvent.Skip s -> Rules.skip(now);
        };
    }

    private Game with(GameEvent event, Position next) {
        List<Position> p = new ArrayList<>(positions);
        p.add(next);
        List<GameEvent> e = new ArrayList<>(events);
        e.add(event);
        return new Game(List.copyOf(p), List.copyOf(e));
    }

    /**
     * The game as it was after its first {@code version} events: the later ones are taken back (an agreed takeback).
     * The same as replaying those events from the start, without replaying them.
     */
    public Game upTo(int version) {
        if (version < 0 || version > version()) {
            throw new IllegalArgumentException("no version " + version + " in a game at version " + version());
        }
        return new Game(List.copyOf(positions.subList(0, version + 1)), List.copyOf(events.subList(0, version)));
    }

    public Position start() {
        return positions.get(0);
    }

    /** The current position. */
    public Position position() {
        return positions.get(positions.size() - 1);
    }

    /** Every position from the start to now: one more than there are events. */
    public List<Position> positions() {
        return positions;
    }

    public List<GameEvent> events() {
        return events;
    }

    /** How many events have been played: changes with every accepted action, so stale clicks can be refused. */
    public int version() {
        return events.size();
    }

    public GameRecord record() {
        return new GameRecord(start(), events, List.of());
    }
}

package io.djambi.engine.game;

import io.djambi.engine.Result;
import io.djambi.engine.Words;
import io.djambi.engine.model.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A record replayed: its start position and its events, each read and played in the position it comes to. This is
 * the project's one replay loop (records read from text, games loaded from the database, {@link Game#replay}), so
 * that they all accept the same records and report a bad one the same way: by the first event that does not play,
 * with its index and the reason. Values are immutable; {@link #of} is thread-safe.
 */
public sealed interface Replay permits Replay.Complete, Replay.Stopped {

    /** The game replayed: every event, or those before the bad one. */
    Game game();

    /** Every event was played. */
    record Complete(Game game) implements Replay {
        public Complete {
            Objects.requireNonNull(game, "game");
        }
    }

    /**
     * The event at {@code index} (from 0) could not be read or played, for {@code reason}; {@code game} holds the
     * events before it.
     */
    record Stopped(Game game, int index, Words why) implements Replay {
        public Stopped {
            Objects.requireNonNull(game, "game");
            Objects.requireNonNull(why, "why");
        }
    }

    /** Reads one stored event (a line of text, say) in the position where it is played: a move needs its position. */
    @FunctionalInterface
    interface EventReader<T> {
        Result<GameEvent> read(Position position, T stored);
    }

    /** Replays events that are already values. */
    static Replay of(Position start, List<GameEvent> events) {
        return of(start, events, (position, event) -> Result.ok(event));
    }

    /** Replays stored events, reading each with {@code reader} in the position it is played in. */
    static <T> Replay of(Position start, List<T> stored, EventReader<? super T> reader) {
        Objects.requireNonNull(start, "start");
        // Built once here rather than by Game.play, which copies both lists for every event.
        List<Position> positions = new ArrayList<>(stored.size() + 1);
        List<GameEvent> events = new ArrayList<>(stored.size());
        positions.add(start);
        for (int i = 0; i < stored.size(); i++) {
            Position now = positions.get(i);
            Result<GameEvent> read = reader.read(now, stored.get(i));
            if (read instanceof Result.Rejected<GameEvent> r) {
                return new Stopped(Game.of(positions, events), i, r.why());
            }
            GameEvent event = read.orThrow();
            Result<Position> next = Game.next(now, event);
            if (next instanceof Result.Rejected<Position> r) {
                return new Stopped(Game.of(positions, events), i, r.why());
            }
            positions.add(next.orThrow());
            events.add(event);
        }
        return new Complete(Game.of(positions, events));
    }
}

package io.djambi.engine.game;

import io.djambi.engine.model.Position;
import java.util.List;
import java.util.Objects;

/** A game record (NOTATION.md): a start position, the events in order, and comment lines such as player names. */
public record GameRecord(Position start, List<GameEvent> events, List<String> comments) {
    public GameRecord {
        Objects.requireNonNull(start, "start");
        events = List.copyOf(events);
        comments = List.copyOf(comments);
    }

    public GameRecord withComments(List<String> newComments) {
        return new GameRecord(start, events, newComments);
    }
}

package io.djambi.engine.review;

import java.util.List;

/**
 * A finished game told by the engine: the standings in every position, the moments to mark on their chart, and the
 * three to five moves that changed the standings most, in the order they were played.
 */
public record Review(List<Standing> standings, List<Mark> marks, List<TurningPoint> turningPoints) {
    public Review {
        standings = List.copyOf(standings);
        marks = List.copyOf(marks);
        turningPoints = List.copyOf(turningPoints);
    }
}

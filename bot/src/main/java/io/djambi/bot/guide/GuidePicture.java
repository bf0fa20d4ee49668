package io.djambi.bot.guide;

import io.djambi.engine.Result;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Rules;
import io.djambi.render.BoardRenderer;
import io.djambi.render.RenderOptions;
import java.util.List;
import java.util.Optional;

/**
 * A topic's picture, worked out from its data by the engine: the position read from notation, the example moves read
 * and checked legal in it, and the reach of the focus piece, which the renderer marks from the engine's own move
 * generation. A topic whose data the engine refuses is a programmer's error, caught by the guide's tests.
 *
 * @param position what the board shows: the topic's position, or the position after its example
 * @param focus the piece whose reach is marked, if any
 * @param examples the moves drawn as arrows
 */
record GuidePicture(Position position, Optional<Square> focus, List<Move> examples) {
    /** Wide enough to read on a phone, small enough to send quickly. */
    static final int WIDTH = 640;

    GuidePicture {
        examples = List.copyOf(examples);
    }

    /** The picture of {@code topic}, checked against the rules. */
    static GuidePicture of(GuideTopic topic) {
        Position start = read(PositionNotation.read(topic.position()), topic);
        List<Move> moves = topic.examples().stream()
                .map(text -> read(MoveNotation.read(start, text), topic))
                .toList();
        Optional<Square> focus = topic.focus().map(Square::parse);
        focus.ifPresent(square -> {
            if (Rules.legalMovesFrom(start, square).isEmpty()) {
                throw new IllegalStateException(topic + ": the piece on " + square + " has no legal move");
            }
        });
        if (topic.showsAfter()) {
            if (moves.size() != 1 || focus.isPresent()) {
                throw new IllegalStateException(topic + ": an outcome is shown for one example and no focus");
            }
            return new GuidePicture(Rules.applyLegal(start, moves.get(0)), Optional.empty(), moves);
        }
        return new GuidePicture(start, focus, moves);
    }

    /** The PNG of this picture. */
    byte[] png(BoardRenderer renderer) {
        RenderOptions options = RenderOptions.defaults().withWidth(WIDTH).withHeader(false);
        if (!examples.isEmpty()) {
            // One arrow a picture until the renderer draws several: the first example is the one the text names
            options = options.withLastMove(examples.get(0));
        }
        if (focus.isPresent()) {
            options = options.withSelection(focus.get(), null);
        }
        return renderer.png(position, options);
    }

    private static <T> T read(Result<T> result, GuideTopic topic) {
        if (result instanceof Result.Rejected<T> r) {
            throw new IllegalStateException(topic + ": " + r.reason());
        }
        return result.orThrow();
    }
}

package io.djambi.bot.guide;

import io.djambi.engine.Result;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Rules;
import io.djambi.render.BoardRenderer;
import io.djambi.render.DrawnMove;
import io.djambi.render.Marks;
import io.djambi.render.RenderOptions;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A topic's picture, worked out from its data by the engine: the position read from notation, the example moves read
 * and checked legal in it, and the reach of the focus piece, which the renderer marks from the engine's own move
 * generation. A topic whose data the engine refuses is a programmer's error, caught by the guide's tests.
 *
 * @param position what the board shows: the topic's position, or the position after its example
 * @param focus the piece whose reach is marked, if any
 * @param examples the moves drawn as arrows
 * @param mover the player who makes the examples, whose colour the arrows wear
 */
record GuidePicture(Position position, Optional<Square> focus, List<Move> examples, Colour mover) {
    private static final Comparator<Square> BY_INDEX = Comparator.comparingInt(Square::index);

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
        // A finished game has nobody to move; its picture draws no move
        Colour mover = start.toMove().orElse(Colour.RED);
        focus.ifPresent(square -> {
            if (Rules.legalMovesFrom(start, square).isEmpty()) {
                throw new IllegalStateException(topic + ": the piece on " + square + " has no legal move");
            }
        });
        if (topic.showsAfter()) {
            if (moves.size() != 1 || focus.isPresent()) {
                throw new IllegalStateException(topic + ": an outcome is shown for one example and no focus");
            }
            return new GuidePicture(Rules.applyLegal(start, moves.get(0)), Optional.empty(), moves, mover);
        }
        return new GuidePicture(start, focus, moves, mover);
    }

    /** The PNG of this picture. */
    byte[] png(BoardRenderer renderer) {
        return renderer.png(
                position,
                RenderOptions.defaults()
                        .withWidth(WIDTH)
                        .withHeader(false)
                        .withMarks(marks())
                        .withMoves(examples.stream()
                                .map(m -> new DrawnMove(m, mover))
                                .toList()));
    }

    /**
     * The focus piece, the empty squares it can reach and what it can act on, all read from the engine's legal
     * moves: the picture cannot show a move the rules refuse, nor miss one they allow.
     */
    Marks marks() {
        if (focus.isEmpty()) {
            return Marks.none();
        }
        Set<Square> reach = new TreeSet<>(BY_INDEX);
        Set<Square> take = new TreeSet<>(BY_INDEX);
        for (Move m : Rules.legalMovesFrom(position, focus.get())) {
            Square target = m.target();
            (position.board().isEmpty(target) ? reach : take).add(target);
            if (m instanceof Move.ReporterKill kill) {
                reach.add(kill.to());
                take.add(kill.victim());
            }
        }
        return new Marks(Set.of(focus.get()), reach, take, Set.of());
    }

    private static <T> T read(Result<T> result, GuideTopic topic) {
        if (result instanceof Result.Rejected<T> r) {
            throw new IllegalStateException(topic + ": " + r.reason());
        }
        return result.orThrow();
    }
}

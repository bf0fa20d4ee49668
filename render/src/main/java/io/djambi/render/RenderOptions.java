package io.djambi.render;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What to draw besides the position: size, orientation, overlays, the header's contents and its words. Immutable;
 * change it with the {@code with...} methods.
 */
public final class RenderOptions {
    /** About 1000 px wide: 9 squares and two coordinate bands. */
    public static final int DEFAULT_CELL = 102;

    /** The most moves drawn at once: what happened since a player's last turn in a four-player game. */
    public static final int MAX_MOVES = 4;

    /** Every field, copied and changed by one {@code with...} method before it builds the next options. */
    private static final class Fields implements Cloneable {
        int cell = DEFAULT_CELL;
        Colour bottom = Colour.RED;
        Move lastMove;
        List<DrawnMove> moves = List.of();
        Square selected;
        Square selectedTarget;
        Map<Colour, String> names = Map.of();
        Map<Colour, String> clocks = Map.of();
        boolean header = true;
        Marks marks = Marks.none();
        BoardWords words = BoardWords.english();

        Fields copy() {
            try {
                return (Fields) clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    private final Fields f;

    private RenderOptions(Fields fields) {
        if (fields.cell < 16 || fields.cell > 400) {
            throw new IllegalArgumentException("a square is drawn 16 to 400 px wide, not " + fields.cell);
        }
        this.f = fields;
    }

    public static RenderOptions defaults() {
        return new RenderOptions(new Fields());
    }

    private RenderOptions with(java.util.function.Consumer<Fields> change) {
        Fields next = f.copy();
        change.accept(next);
        return new RenderOptions(next);
    }

    /** Options for an image about {@code pixels} wide. */
    public RenderOptions withWidth(int pixels) {
        return with(n -> n.cell = Math.round(pixels / (9 + 2 * BoardGeometry.MARGIN_SHARE)));
    }

    public RenderOptions withBottom(Colour camp) {
        Objects.requireNonNull(camp, "camp");
        return with(n -> n.bottom = camp);
    }

    /**
     * Draws one move, in the colour of the player who controls the piece standing on its destination (or exit) in
     * the drawn position, or a neutral colour when no piece stands there. Replaces any {@link #withMoves} list.
     */
    public RenderOptions withLastMove(Move move) {
        return with(n -> {
            n.lastMove = move;
            n.moves = List.of();
        });
    }

    /**
     * Draws up to {@link #MAX_MOVES} moves, in order, each in its mover's colour; when there are several, each arrow
     * carries its number (1 for the first). Replaces any {@link #withLastMove} move.
     */
    public RenderOptions withMoves(List<DrawnMove> drawn) {
        if (drawn.size() > MAX_MOVES) {
            throw new IllegalArgumentException("at most " + MAX_MOVES + " moves are drawn, not " + drawn.size());
        }
        List<DrawnMove> copy = List.copyOf(drawn);
        return with(n -> {
            n.moves = copy;
            n.lastMove = null;
        });
    }

    /** Shows the legal targets of the piece on {@code square}, and for {@code target} (may be null) its placements. */
    public RenderOptions withSelection(Square square, Square target) {
        return with(n -> {
            n.selected = square;
            n.selectedTarget = target;
        });
    }

    /** Points out squares (pieces that can act, reachable squares, targets, placements); see {@link Marks}. */
    public RenderOptions withMarks(Marks marks) {
        Objects.requireNonNull(marks, "marks");
        return with(n -> n.marks = marks);
    }

    /** The words of the header, e.g. in French; {@link BoardWords#english()} by default. */
    public RenderOptions withWords(BoardWords words) {
        Objects.requireNonNull(words, "words");
        return with(n -> n.words = words);
    }

    public RenderOptions withNames(Map<Colour, String> playerNames) {
        Map<Colour, String> copy = Map.copyOf(new EnumMap<>(playerNames));
        return with(n -> n.names = copy);
    }

    /** Remaining time per player, as the text to show (e.g. "23h 10m"). */
    public RenderOptions withClocks(Map<Colour, String> remaining) {
        Map<Colour, String> copy = Map.copyOf(new EnumMap<>(remaining));
        return with(n -> n.clocks = copy);
    }

    public RenderOptions withHeader(boolean show) {
        return with(n -> n.header = show);
    }

    public int cell() {
        return f.cell;
    }

    public Colour bottom() {
        return f.bottom;
    }

    /** The move given to {@link #withLastMove}, if any. */
    public Optional<Move> lastMove() {
        return Optional.ofNullable(f.lastMove);
    }

    /** The moves given to {@link #withMoves}: empty when none, or when a last move was given instead. */
    public List<DrawnMove> moves() {
        return f.moves;
    }

    public Optional<Square> selected() {
        return Optional.ofNullable(f.selected);
    }

    public Optional<Square> selectedTarget() {
        return Optional.ofNullable(f.selectedTarget);
    }

    public Marks marks() {
        return f.marks;
    }

    public BoardWords words() {
        return f.words;
    }

    public Map<Colour, String> names() {
        return f.names;
    }

    public Map<Colour, String> clocks() {
        return f.clocks;
    }

    public boolean header() {
        return f.header;
    }

    BoardGeometry geometry() {
        return BoardGeometry.of(f.cell, f.header, f.bottom);
    }
}

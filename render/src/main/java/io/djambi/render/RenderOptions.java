package io.djambi.render;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What to draw besides the position: size, orientation, overlays and the header's contents. Immutable; change it
 * with the {@code with...} methods.
 */
public final class RenderOptions {
    /** About 1000 px wide: 9 squares of 104 px and two 32 px coordinate bands. */
    public static final int DEFAULT_CELL = 104;

    private final int cell;
    private final Colour bottom;
    private final Move lastMove;
    private final Square selected;
    private final Square selectedTarget;
    private final Map<Colour, String> names;
    private final Map<Colour, String> clocks;
    private final boolean header;

    private RenderOptions(
            int cell,
            Colour bottom,
            Move lastMove,
            Square selected,
            Square selectedTarget,
            Map<Colour, String> names,
            Map<Colour, String> clocks,
            boolean header) {
        if (cell < 16 || cell > 400) {
            throw new IllegalArgumentException("a square is drawn 16 to 400 px wide, not " + cell);
        }
        this.cell = cell;
        this.bottom = Objects.requireNonNull(bottom, "bottom");
        this.lastMove = lastMove;
        this.selected = selected;
        this.selectedTarget = selectedTarget;
        this.names = Map.copyOf(names);
        this.clocks = Map.copyOf(clocks);
        this.header = header;
    }

    public static RenderOptions defaults() {
        return new RenderOptions(DEFAULT_CELL, Colour.RED, null, null, null, Map.of(), Map.of(), true);
    }

    /** Options for an image about {@code pixels} wide. */
    public RenderOptions withWidth(int pixels) {
        int c = Math.round(pixels / (9 + 2 * 0.31f));
        return new RenderOptions(c, bottom, lastMove, selected, selectedTarget, names, clocks, header);
    }

    public RenderOptions withBottom(Colour camp) {
        return new RenderOptions(cell, camp, lastMove, selected, selectedTarget, names, clocks, header);
    }

    public RenderOptions withLastMove(Move move) {
        return new RenderOptions(cell, bottom, move, selected, selectedTarget, names, clocks, header);
    }

    /** Shows the legal targets of the piece on {@code square}, and for {@code target} (may be null) its placements. */
    public RenderOptions withSelection(Square square, Square target) {
        return new RenderOptions(cell, bottom, lastMove, square, target, names, clocks, header);
    }

    public RenderOptions withNames(Map<Colour, String> playerNames) {
        return new RenderOptions(
                cell, bottom, lastMove, selected, selectedTarget, new EnumMap<>(playerNames), clocks, header);
    }

    /** Remaining time per player, as the text to show (e.g. "23h 10m"). */
    public RenderOptions withClocks(Map<Colour, String> remaining) {
        return new RenderOptions(
                cell, bottom, lastMove, selected, selectedTarget, names, new EnumMap<>(remaining), header);
    }

    public RenderOptions withHeader(boolean show) {
        return new RenderOptions(cell, bottom, lastMove, selected, selectedTarget, names, clocks, show);
    }

    public int cell() {
        return cell;
    }

    public Colour bottom() {
        return bottom;
    }

    public Optional<Move> lastMove() {
        return Optional.ofNullable(lastMove);
    }

    public Optional<Square> selected() {
        return Optional.ofNullable(selected);
    }

    public Optional<Square> selectedTarget() {
        return Optional.ofNullable(selectedTarget);
    }

    public Map<Colour, String> names() {
        return names;
    }

    public Map<Colour, String> clocks() {
        return clocks;
    }

    public boolean header() {
        return header;
    }

    BoardGeometry geometry() {
        int margin = Math.max(12, Math.round(cell * 0.31f));
        int top = header ? Math.round(cell * 1.25f) : 0;
        return new BoardGeometry(cell, margin, top, bottom);
    }
}

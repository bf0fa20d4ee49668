package io.djambi.render;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Square;
import java.awt.Rectangle;
import java.util.Optional;

/**
 * Where each square is drawn: pure coordinate maths for a board seen from one camp's corner. The chosen camp's corner
 * is at the bottom left (Red's A1 in the usual view), so the board is turned by quarter-turns and the coordinates
 * on the edges follow it.
 *
 * @param cell the side of one square in pixels
 * @param margin the width of the coordinate band around the board
 * @param top the height of the header above the board
 * @param bottom the camp whose corner is drawn at the bottom left
 */
public record BoardGeometry(int cell, int margin, int top, Colour bottom) {
    /** The coordinate band's width, as a share of a square's side. */
    static final float MARGIN_SHARE = 0.40f;

    /** The header band's height, as a share of a square's side. */
    static final float HEADER_SHARE = 2.5f;

    public BoardGeometry {
        if (cell < 8 || margin < 0 || top < 0) {
            throw new IllegalArgumentException("cell must be at least 8 px and margin and top not negative");
        }
    }

    /** The geometry of squares {@code cell} pixels wide, with or without the header band. */
    static BoardGeometry of(int cell, boolean header, Colour bottom) {
        int margin = Math.max(12, Math.round(cell * MARGIN_SHARE));
        return new BoardGeometry(cell, margin, header ? Math.round(cell * HEADER_SHARE) : 0, bottom);
    }

    /** The coordinates' font size: 28 px on a 1000 px board, so about 10 px on a phone showing it 360 px wide. */
    float coordinateFontSize() {
        return Math.max(10f, margin * 0.68f);
    }

    public int boardSide() {
        return cell * 9;
    }

    public int width() {
        return boardSide() + 2 * margin;
    }

    public int height() {
        return top + boardSide() + 2 * margin;
    }

    /** The view column (0 left) of a square. */
    public int column(Square s) {
        return switch (bottom) {
            case RED -> s.file();
            case BLUE -> s.rank();
            case YELLOW -> 8 - s.file();
            case GREEN -> 8 - s.rank();
        };
    }

    /** The view row (0 top) of a square. */
    public int row(Square s) {
        return switch (bottom) {
            case RED -> 8 - s.rank();
            case BLUE -> s.file();
            case YELLOW -> s.rank();
            case GREEN -> 8 - s.file();
        };
    }

    /** The square drawn at a view column and row. */
    public Square squareAtCell(int column, int row) {
        return switch (bottom) {
            case RED -> Square.at(column, 8 - row);
            case BLUE -> Square.at(row, column);
            case YELLOW -> Square.at(8 - column, row);
            case GREEN -> Square.at(8 - row, 8 - column);
        };
    }

    public Rectangle bounds(Square s) {
        return new Rectangle(margin + column(s) * cell, top + margin + row(s) * cell, cell, cell);
    }

    public double centreX(Square s) {
        return margin + column(s) * cell + cell / 2.0;
    }

    public double centreY(Square s) {
        return top + margin + row(s) * cell + cell / 2.0;
    }

    /** The square under a pixel, if the pixel is on the board. */
    public Optional<Square> squareAt(int x, int y) {
        int column = Math.floorDiv(x - margin, cell);
        int row = Math.floorDiv(y - top - margin, cell);
        if (column < 0 || column > 8 || row < 0 || row > 8) {
            return Optional.empty();
        }
        return Optional.of(squareAtCell(column, row));
    }

    /** Whether the view's columns follow the files (so the bottom edge is labelled with letters). */
    public boolean columnsAreFiles() {
        return bottom == Colour.RED || bottom == Colour.YELLOW;
    }
}

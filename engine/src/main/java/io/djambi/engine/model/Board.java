package io.djambi.engine.model;

import java.util.Arrays;
import java.util.Optional;

/** The 81 squares and what stands on them. Immutable. */
public final class Board {
    private final byte[] cells;

    private Board(byte[] cells) {
        this.cells = cells;
    }

    /** A board from 81 cell codes ({@link Cell}); the array is copied. */
    public static Board ofCells(byte[] cells) {
        if (cells.length != Square.COUNT) {
            throw new IllegalArgumentException("a board has 81 squares, not " + cells.length);
        }
        for (byte c : cells) {
            if (c < 0 || c >= 2 + 4 * 6) {
                throw new IllegalArgumentException("not a cell code: " + c);
            }
        }
        return new Board(cells.clone());
    }

    /** A copy of the cell codes, for building the next board. */
    public byte[] cells() {
        return cells.clone();
    }

    /** The cell code of the square at {@code index} ({@link Square#index()}). */
    public int cell(int index) {
        return cells[index];
    }

    public Optional<Occupant> at(Square square) {
        return Optional.ofNullable(Cell.occupant(cells[square.index()]));
    }

    public boolean isEmpty(Square square) {
        return cells[square.index()] == Cell.EMPTY;
    }

    /** Where the living Chief of {@code camp} stands, if he is alive. */
    public Optional<Square> chiefOf(Colour camp) {
        int code = Cell.piece(camp.ordinal(), Cell.CHIEF);
        for (int i = 0; i < Square.COUNT; i++) {
            if (cells[i] == code) {
                return Optional.of(Square.of(i));
            }
        }
        return Optional.empty();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && Arrays.equals(cells, b.cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }
}

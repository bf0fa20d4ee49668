package io.djambi.engine.model;

import java.util.Objects;
import java.util.Optional;

/**
 * The whole state of a game (NOTATION.md's six fields): the board, who controls each camp, who moves next, the
 * turn-order cursor and bonus (R6), and the ply. Immutable; playing a move gives a new position.
 */
public final class Position {
    private final Board board;
    private final Camps camps;
    private final Colour toMove;
    private final Colour cursor;
    private final int bonus;
    private final int ply;

    /**
     * @param toMove the player who makes the next move, or {@code null} when the game is over
     * @param cursor the player whose regular move came last or is next (R6), {@code null} when the game is over
     */
    public Position(Board board, Camps camps, Colour toMove, Colour cursor, int bonus, int ply) {
        this.board = Objects.requireNonNull(board, "board");
        this.camps = Objects.requireNonNull(camps, "camps");
        if (bonus < 0 || bonus > 2) {
            throw new IllegalArgumentException("bonus must be 0, 1 or 2, not " + bonus);
        }
        if (ply < 0) {
            throw new IllegalArgumentException("ply must not be negative: " + ply);
        }
        if ((toMove == null) != (cursor == null)) {
            throw new IllegalArgumentException("to-move and cursor are both set or both absent (game over)");
        }
        if (toMove == null && bonus != 0) {
            throw new IllegalArgumentException("a finished game has bonus 0");
        }
        if (bonus == 0 && toMove != cursor) {
            throw new IllegalArgumentException("on a regular move the cursor is the player to move");
        }
        this.toMove = toMove;
        this.cursor = cursor;
        this.bonus = bonus;
        this.ply = ply;
    }

    public Board board() {
        return board;
    }

    public Camps camps() {
        return camps;
    }

    /** Who makes the next move; empty when the game is over. */
    public Optional<Colour> toMove() {
        return Optional.ofNullable(toMove);
    }

    public Optional<Colour> cursor() {
        return Optional.ofNullable(cursor);
    }

    /** 0 for a regular move next; 1 or 2 for the first or second bonus move of the player in power (R6). */
    public int bonus() {
        return bonus;
    }

    /** How many moves have been made since the start (passes, skips and resignations are not moves). */
    public int ply() {
        return ply;
    }

    public boolean isOver() {
        return toMove == null;
    }

    /** The player in power (R6): his living Chief stands on the maze. The hostage Chief gives nobody power (R27). */
    public Optional<Colour> inPower() {
        return inPower(board, camps);
    }

    /** {@link #inPower()} for a board and camps not yet made into a position. */
    public static Optional<Colour> inPower(Board board, Camps camps) {
        int cell = board.cell(Square.MAZE.index());
        if (Cell.isPiece(cell) && Cell.role(cell) == Cell.CHIEF) {
            Colour camp = Colour.of(Cell.camp(cell));
            if (camps.isActive(camp)) {
                return Optional.of(camp);
            }
        }
        return Optional.empty();
    }

    /** The player who moves the living piece of {@code camp}; empty for a frozen or hostage camp. */
    public Optional<Colour> controllerOf(Colour camp) {
        return camps.controller(camp);
    }

    public boolean isActive(Colour player) {
        return camps.isActive(player);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p
                && board.equals(p.board)
                && camps.equals(p.camps)
                && toMove == p.toMove
                && cursor == p.cursor
                && bonus == p.bonus
                && ply == p.ply;
    }

    @Override
    public int hashCode() {
        return Objects.hash(board, camps, toMove, cursor, bonus, ply);
    }
}

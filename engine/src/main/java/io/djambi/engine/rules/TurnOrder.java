package io.djambi.engine.rules;

import io.djambi.engine.model.Board;
import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.MoveGenerator;

/**
 * Who moves next (R5, R6), with automatic passes (R7) and the end of the game (R7, R22). Pure functions.
 */
final class TurnOrder {
    /** The next turn: {@code toMove} -1 when the game is over. */
    record Turn(int toMove, int cursor, int bonus) {
        static final Turn OVER = new Turn(-1, -1, 0);

        boolean isOver() {
            return toMove < 0;
        }
    }

    private TurnOrder() {}

    /**
     * The turn after {@code mover} used his turn (a move, a pass, a skip) of kind {@code bonus} (0 regular), with
     * {@code cursor} the cursor before it; passes on for players with no legal move (R7).
     */
    static Turn after(Board board, Camps camps, int mover, int bonus, int cursor) {
        Turn turn = next(board, camps, mover, bonus, cursor);
        // Each pass moves the turn on; a cycle through every active player's turn and bonus ends this.
        for (int passes = 0; !turn.isOver() && !MoveGenerator.hasMove(board, camps, Colour.of(turn.toMove)); passes++) {
            if (passes > 16 || !anyActivePlayerCanMove(board, camps)) {
                return Turn.OVER;
            }
            turn = next(board, camps, turn.toMove, turn.bonus, turn.cursor);
        }
        return turn;
    }

    /** R6 exactly, for one used-up turn; the game ends when at most one player is active (R22). */
    static Turn next(Board board, Camps camps, int mover, int bonus, int cursorBefore) {
        if (camps.activeCount() <= 1) {
            return Turn.OVER;
        }
        int inPower = Position.inPower(board, camps).map(Colour::ordinal).orElse(-1);
        int cursor = bonus == 0 ? mover : cursorBefore;
        if (bonus == 0 && inPower >= 0 && inPower != mover) {
            return new Turn(inPower, cursor, 1);
        }
        if (bonus == 1 && inPower == mover && camps.activeCount() == 2) {
            return new Turn(mover, cursor, 2);
        }
        for (int i = 1; i <= 4; i++) {
            int p = (cursor + i) % 4;
            if (camps.isActive(Colour.of(p)) && p != inPower && p != mover) {
                return new Turn(p, p, 0);
            }
        }
        throw new IllegalStateException("no player can take the turn, though two are active");
    }

    private static boolean anyActivePlayerCanMove(Board board, Camps camps) {
        for (Colour c : Colour.values()) {
            if (camps.isActive(c) && MoveGenerator.hasMove(board, camps, c)) {
                return true;
            }
        }
        return false;
    }
}

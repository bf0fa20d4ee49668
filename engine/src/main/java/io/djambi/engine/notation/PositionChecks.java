package io.djambi.engine.notation;

import io.djambi.engine.Phrase;
import io.djambi.engine.Words;
import io.djambi.engine.model.Board;
import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;

/** The facts every reachable position obeys; a position read from text that breaks one is refused. */
final class PositionChecks {
    private PositionChecks() {}

    /** What makes the position impossible, or {@code null} when it is possible. */
    static Words whyImpossible(Board board, Camps camps, Colour toMove, Colour cursor, int bonus) {
        int[][] count = new int[4][6];
        Words why = whyPiecesImpossible(board, count);
        if (why == null) {
            why = whyCampsImpossible(camps, count);
        }
        return why != null ? why : whyTurnImpossible(board, camps, toMove, cursor, bonus);
    }

    /** Counts the living pieces into {@code count} (by camp and role) and checks the board holds no more than a game. */
    private static Words whyPiecesImpossible(Board board, int[][] count) {
        int total = 0;
        for (int s = 0; s < Square.COUNT; s++) {
            int cell = board.cell(s);
            if (cell != Cell.EMPTY) {
                total++;
            }
            if (Cell.isPiece(cell)) {
                count[Cell.camp(cell)][Cell.role(cell)]++;
                if (s == Square.MAZE.index() && Cell.role(cell) != Cell.CHIEF) {
                    return Words.of(Phrase.MAZE_HOLDS_NON_CHIEF, MoveDiagnosis.piece(cell));
                }
            }
        }
        for (int camp = 0; camp < 4; camp++) {
            for (int role = 0; role < 6; role++) {
                Role r = Role.of(role);
                if (count[camp][role] > r.perCamp()) {
                    return Words.of(Phrase.TOO_MANY_PIECES, count[camp][role], Colour.of(camp), r, r.perCamp());
                }
            }
        }
        if (total > 36) {
            return Words.of(Phrase.TOO_MANY_ON_BOARD, total);
        }
        return null;
    }

    /** Who controls each camp agrees with whose Chief lives: active, hostage, or taken over. */
    private static Words whyCampsImpossible(Camps camps, int[][] count) {
        int hostages = 0;
        for (int camp = 0; camp < 4; camp++) {
            Colour name = Colour.of(camp);
            int code = camps.code(camp);
            boolean chiefAlive = count[camp][Cell.CHIEF] == 1;
            if (code == camp && !chiefAlive) {
                return Words.of(Phrase.ACTIVE_WITHOUT_CHIEF, name);
            }
            if (code != camp && code != Camps.HOSTAGE && chiefAlive) {
                return Words.of(Phrase.CHIEF_ALIVE_NOT_OWN, name);
            }
            if (code == Camps.HOSTAGE) {
                hostages++;
                if (!chiefAlive) {
                    return Words.of(Phrase.HOSTAGE_WITHOUT_CHIEF, name);
                }
            }
            if (code < 4 && code != camp && camps.code(code) != code) {
                return Words.of(Phrase.CONTROLLER_NOT_ACTIVE, name, Colour.of(code));
            }
        }
        return hostages > 1 ? Words.of(Phrase.ONE_HOSTAGE) : null;
    }

    /** The player to move, the turn cursor and the bonus moves agree with each other and with the camps. */
    private static Words whyTurnImpossible(Board board, Camps camps, Colour toMove, Colour cursor, int bonus) {
        if (toMove == null) {
            if (cursor != null || bonus != 0) {
                return Words.of(Phrase.OVER_CURSOR_BONUS);
            }
            return null;
        }
        if (cursor == null) {
            return Words.of(Phrase.CURSOR_DASH_ONLY_OVER);
        }
        if (camps.activeCount() < 2) {
            return Words.of(Phrase.OVER_FEW_ACTIVE);
        }
        if (!camps.isActive(toMove)) {
            return Words.of(Phrase.TO_MOVE_NOT_ACTIVE, toMove);
        }
        if (bonus == 0 && cursor != toMove) {
            return Words.of(Phrase.CURSOR_NOT_TO_MOVE);
        }
        if (bonus > 0) {
            int maze = board.cell(Square.MAZE.index());
            boolean inPower = maze == Cell.piece(toMove.ordinal(), Cell.CHIEF);
            if (!inPower) {
                return Words.of(Phrase.BONUS_NOT_IN_POWER, toMove);
            }
            if (bonus == 2 && camps.activeCount() != 2) {
                return Words.of(Phrase.SECOND_BONUS);
            }
        }
        return null;
    }
}

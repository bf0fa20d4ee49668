package io.djambi.engine.notation;

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
    static String whyImpossible(Board board, Camps camps, Colour toMove, Colour cursor, int bonus) {
        int[][] count = new int[4][6];
        String why = whyPiecesImpossible(board, count);
        if (why == null) {
            why = whyCampsImpossible(camps, count);
        }
        return why != null ? why : whyTurnImpossible(board, camps, toMove, cursor, bonus);
    }

    /** Counts the living pieces into {@code count} (by camp and role) and checks the board holds no more than a game. */
    private static String whyPiecesImpossible(Board board, int[][] count) {
        int total = 0;
        for (int s = 0; s < Square.COUNT; s++) {
            int cell = board.cell(s);
            if (cell != Cell.EMPTY) {
                total++;
            }
            if (Cell.isPiece(cell)) {
                count[Cell.camp(cell)][Cell.role(cell)]++;
                if (s == Square.MAZE.index() && Cell.role(cell) != Cell.CHIEF) {
                    return "only a Chief can stand on the maze, but E5 holds a " + describe(cell);
                }
            }
        }
        for (int camp = 0; camp < 4; camp++) {
            for (int role = 0; role < 6; role++) {
                Role r = Role.of(role);
                if (count[camp][role] > r.perCamp()) {
                    return "there are " + count[camp][role] + " "
                            + Colour.of(camp).displayName() + " " + r.displayName() + "s, but a camp has " + r.perCamp()
                            + "";
                }
            }
        }
        if (total > 36) {
            return "there are " + total + " pieces and corpses on the board, but the game has 36";
        }
        return null;
    }

    /** Who controls each camp agrees with whose Chief lives: active, hostage, or taken over. */
    private static String whyCampsImpossible(Camps camps, int[][] count) {
        int hostages = 0;
        for (int camp = 0; camp < 4; camp++) {
            String name = Colour.of(camp).displayName();
            int code = camps.code(camp);
            boolean chiefAlive = count[camp][Cell.CHIEF] == 1;
            if (code == camp && !chiefAlive) {
                return name + " is active but has no living Chief";
            }
            if (code != camp && code != Camps.HOSTAGE && chiefAlive) {
                return name + "'s Chief is alive, so " + name + " must control his own camp";
            }
            if (code == Camps.HOSTAGE) {
                hostages++;
                if (!chiefAlive) {
                    return "the hostage camp " + name
                            + " has no living Chief; a killed hostage Chief makes it a satellite";
                }
            }
            if (code < 4 && code != camp && camps.code(code) != code) {
                return name + "'s camp is controlled by " + Colour.of(code).displayName() + ", who is not active";
            }
        }
        return hostages > 1 ? "there is at most one hostage camp" : null;
    }

    /** The player to move, the turn cursor and the bonus moves agree with each other and with the camps. */
    private static String whyTurnImpossible(Board board, Camps camps, Colour toMove, Colour cursor, int bonus) {
        if (toMove == null) {
            if (cursor != null || bonus != 0) {
                return "when the game is over (to-move '-'), the cursor is '-' and the bonus 0";
            }
            return null;
        }
        if (cursor == null) {
            return "the cursor is '-' only when the game is over";
        }
        if (camps.activeCount() < 2) {
            return "the game is over with fewer than two active players: to-move must be '-'";
        }
        if (!camps.isActive(toMove)) {
            return toMove.displayName() + " is to move but is not active";
        }
        if (bonus == 0 && cursor != toMove) {
            return "with bonus 0 the cursor is the player to move";
        }
        if (bonus > 0) {
            int maze = board.cell(Square.MAZE.index());
            boolean inPower = maze == Cell.piece(toMove.ordinal(), Cell.CHIEF);
            if (!inPower) {
                return "a bonus move belongs to the player in power, and " + toMove.displayName() + " is not";
            }
            if (bonus == 2 && camps.activeCount() != 2) {
                return "a second bonus move happens only when two players are active";
            }
        }
        return null;
    }

    private static String describe(int cell) {
        return Colour.of(Cell.camp(cell)).displayName() + " "
                + Role.of(Cell.role(cell)).displayName();
    }
}

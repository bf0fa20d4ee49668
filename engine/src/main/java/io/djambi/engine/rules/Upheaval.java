package io.djambi.engine.rules;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Square;

/**
 * The working copy of a board and its camps while one move or event takes effect: kills credited (R17),
 * encirclements (R18), devolution and frozen camps (R19). Short-lived and confined to one thread.
 */
final class Upheaval {
    private static final int MAZE = Square.MAZE.index();

    final byte[] cells;
    final byte[] control;

    Upheaval(byte[] cells, byte[] control) {
        this.cells = cells;
        this.control = control;
    }

    /** The player in power (R6, R27), or -1. */
    int inPower() {
        int cell = cells[MAZE];
        if (Cell.isPiece(cell) && Cell.role(cell) == Cell.CHIEF) {
            int camp = Cell.camp(cell);
            if (control[camp] == camp) {
                return camp;
            }
        }
        return -1;
    }

    /** R17, R26: the killer's player takes every living piece the victim's player controlled. */
    void creditChiefKill(int victimCamp, int killer) {
        int victim = control[victimCamp];
        if (victim == Camps.HOSTAGE) {
            control[victimCamp] = (byte) killer;
            return;
        }
        for (int c = 0; c < 4; c++) {
            if (control[c] == victim) {
                control[c] = (byte) killer;
            }
        }
    }

    /** R19, R23: a player's Chief died other than by a kill; his pieces go to the player in power, or freeze. */
    void devolve(int player) {
        int heir = inPower();
        byte to = (byte) (heir >= 0 ? heir : Camps.FROZEN);
        for (int c = 0; c < 4; c++) {
            if (control[c] == player) {
                control[c] = to;
            }
        }
    }

    /** R19: frozen camps go to the first player whose Chief takes power, however he takes it. */
    void thawIntoPower() {
        int heir = inPower();
        if (heir < 0) {
            return;
        }
        for (int c = 0; c < 4; c++) {
            if (control[c] == Camps.FROZEN) {
                control[c] = (byte) heir;
            }
        }
    }

    /** R18: removes encircled Chiefs one at a time until none is left, since each death can wall in another. */
    void resolveEncirclements() {
        boolean again = true;
        while (again) {
            again = false;
            for (int camp = 0; camp < 4 && !again; camp++) {
                int chief = chiefSquare(camp);
                if (control[camp] == camp
                        && chief >= 0
                        && chief != MAZE
                        && !Pockets.rulesNecromobile(cells, control, camp)
                        && Pockets.waysOut(cells, control, chief, camp, 1) == 0) {
                    cells[chief] = Cell.CORPSE;
                    devolve(camp);
                    again = true;
                }
            }
        }
    }

    int chiefSquare(int camp) {
        int code = Cell.piece(camp, Cell.CHIEF);
        for (int s = 0; s < Square.COUNT; s++) {
            if (cells[s] == code) {
                return s;
            }
        }
        return -1;
    }
}

package io.djambi.engine.rules;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Lines;

/**
 * A Chief's pocket (R18): he and the living pieces of his player next to him, and next to them, and so on. Its ways
 * out are the squares next to it that are empty or hold a living piece neither his player's nor frozen (hostage
 * pieces count). A pocket with none walls him in; the rules ask whether there is one, the AI how many.
 */
public final class Pockets {
    private Pockets() {}

    /**
     * The ways out of the pocket of the Chief on {@code chief}, ruled by {@code player} ({@code control} as the camps'
     * codes), counted up to {@code atMost} (at least 1): most Chiefs have that many beside them, found without
     * following the pocket.
     */
    public static int waysOut(byte[] cells, byte[] control, int chief, int player, int atMost) {
        int beside = 0;
        for (int n : Lines.neighbours(chief)) {
            if (isWayOut(cells[n], control, player) && ++beside >= atMost) {
                return atMost;
            }
        }
        return waysOut(cells, control, chief, player, new int[atMost]);
    }

    /**
     * The ways out of the pocket of the Chief on {@code chief} (as {@link #waysOut(byte[], byte[], int, int, int)}
     * counts them), written to {@code ways} until it is full; returns how many were written, so a full array means
     * "that many or more". The same squares as the count, for the AI, which must know where a corpse would wall the
     * Chief in, not only whether one would.
     */
    public static int waysOut(byte[] cells, byte[] control, int chief, int player, int[] ways) {
        boolean[] seen = new boolean[Square.COUNT];
        int[] stack = new int[Square.COUNT];
        int top = 0;
        stack[top++] = chief;
        seen[chief] = true;
        int found = 0;
        while (top > 0) {
            int s = stack[--top];
            for (int n : Lines.neighbours(s)) {
                if (seen[n]) {
                    continue;
                }
                seen[n] = true;
                int cell = cells[n];
                if (isWayOut(cell, control, player)) {
                    ways[found++] = n;
                    if (found == ways.length) {
                        return found;
                    }
                } else if (Cell.isPiece(cell) && control[Cell.camp(cell)] == player) {
                    stack[top++] = n;
                }
            }
        }
        return found;
    }

    /** Whether {@code player} rules a living Necromobile: his Chief is then never walled in (R18). */
    public static boolean rulesNecromobile(byte[] cells, byte[] control, int player) {
        for (int cell : cells) {
            if (Cell.isPiece(cell) && Cell.role(cell) == Cell.NECROMOBILE && control[Cell.camp(cell)] == player) {
                return true;
            }
        }
        return false;
    }

    private static boolean isWayOut(int cell, byte[] control, int player) {
        if (cell == Cell.EMPTY) {
            return true;
        }
        if (!Cell.isPiece(cell)) {
            return false;
        }
        int ruler = control[Cell.camp(cell)];
        return ruler != player && ruler != Camps.FROZEN;
    }
}

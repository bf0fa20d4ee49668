package io.djambi.engine.ai;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Square;
import java.util.Arrays;

/**
 * Walls of corpses, and the games they make unwinnable. Corpses block every piece and only a Necromobile moves them,
 * so once they cut the board into regions and no Necromobile is left, a piece can only ever reach the squares of its
 * own region (a kill, a Reporter's victim and a Provocateur's target all stand next to or on a line the piece can
 * travel). A player whose pieces share no region with any rival's can then never be eliminated, and nobody can win:
 * the rules do not declare that draw, so the game would go on to the move cap. The AI values such a position as bad
 * for everyone, so that nobody puts down the corpse that closes the last gap.
 */
final class Walls {
    private Walls() {}

    /**
     * Whether some active player is walled off from all his rivals for good: no living Necromobile on the board (any
     * camp's: a frozen or hostage one may still change hands), and a region of the board, cut off by corpses and the
     * edge, for each of his pieces that holds no piece of a rival. A frozen piece (R19) goes to whoever next takes
     * power but stays where it stands, so it counts, in its own region, for each player who could take power
     * ({@link #mayTakePower}); before, any frozen piece anywhere kept the game open, and a player shut in by corpses
     * on one side of the board was not seen as walled in while a frozen piece stood on the other (seed 403, game 45,
     * a stall draw of 300 moves).
     */
    static boolean sealed(byte[] cells, Camps camps) {
        if (camps.activeCount() < 2) {
            return false;
        }
        boolean anyFrozen = false;
        for (int cell : cells) {
            if (Cell.isPiece(cell) && Cell.role(cell) == Cell.NECROMOBILE) {
                return false;
            }
            anyFrozen |= frozen(cell, camps);
        }
        int[] region = regions(cells);
        int heirs = anyFrozen ? mayTakePower(cells, camps, region) : 0;
        int[] holders = new int[Square.COUNT]; // by square: a bit for each player whose piece it is or may become
        int[] players = new int[Square.COUNT]; // by region: the same for all its squares
        for (int i = 0; i < Square.COUNT; i++) {
            int owner = owner(cells[i], camps);
            holders[i] = owner >= 0 ? 1 << owner : frozen(cells[i], camps) ? heirs : 0;
            if (holders[i] != 0) { // corpses hold nobody, and have no region
                players[region[i]] |= holders[i];
            }
        }
        int[] reach = new int[4]; // by player: the players he shares a region with, himself included
        for (int i = 0; i < Square.COUNT; i++) {
            for (int p = 0; p < 4; p++) {
                if ((holders[i] & 1 << p) != 0) {
                    reach[p] |= players[region[i]];
                }
            }
        }
        for (int p = 0; p < 4; p++) {
            if (camps.code(p) == p && (reach[p] & ~(1 << p)) == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * A bit for each active player who could take power, and so the frozen pieces: his Chief shares a region with the
     * maze (he may walk onto it, R9) or with a rival's Provocateur (who may put him down there, R15).
     */
    private static int mayTakePower(byte[] cells, Camps camps, int[] region) {
        int[] provocateurs = new int[Square.COUNT]; // by region: a bit for each active player with a Provocateur there
        for (int i = 0; i < Square.COUNT; i++) {
            int owner = owner(cells[i], camps);
            if (owner >= 0 && Cell.role(cells[i]) == Cell.PROVOCATEUR) {
                provocateurs[region[i]] |= 1 << owner;
            }
        }
        int maze = region[Square.MAZE.index()]; // -1 under a corpse (R21): nobody walks onto it
        int[] chief = Endgame.chiefs(cells, camps);
        int heirs = 0;
        for (int p = 0; p < 4; p++) {
            if (chief[p] >= 0 && (region[chief[p]] == maze || (provocateurs[region[chief[p]]] & ~(1 << p)) != 0)) {
                heirs |= 1 << p;
            }
        }
        return heirs;
    }

    /** Whether {@code cell} holds a frozen piece (R19). */
    private static boolean frozen(int cell, Camps camps) {
        return Cell.isPiece(cell) && camps.code(Cell.camp(cell)) == Camps.FROZEN;
    }

    /** The active player who moves the piece in {@code cell}, or -1. */
    private static int owner(int cell, Camps camps) {
        if (!Cell.isPiece(cell)) {
            return -1;
        }
        int ruler = camps.code(Cell.camp(cell));
        return ruler < 4 && camps.code(ruler) == ruler ? ruler : -1;
    }

    /** A region number for each square that is not a corpse (8-connected), numbered from 0; -1 on corpses. */
    static int[] regions(byte[] cells) {
        int[] region = new int[Square.COUNT];
        Arrays.fill(region, -1);
        int[] queue = new int[Square.COUNT];
        int count = 0;
        for (int start = 0; start < Square.COUNT; start++) {
            if (region[start] >= 0 || cells[start] == Cell.CORPSE) {
                continue;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            region[start] = count;
            while (head < tail) {
                int at = queue[head++];
                for (int next : Routes.around(at)) {
                    if (region[next] < 0 && cells[next] != Cell.CORPSE) {
                        region[next] = count;
                        queue[tail++] = next;
                    }
                }
            }
            count++;
        }
        return region;
    }
}

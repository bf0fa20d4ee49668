package io.djambi.engine.ai;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Lines;
import io.djambi.engine.rules.Pockets;

/**
 * What counts once the board has thinned out (two players left, or few pieces): finishing the game. A won position
 * is no use if nothing pulls the AI's pieces toward the last Chiefs, so each player scores for his pieces close to
 * the nearest rival Chief, for his own Chief's room to move (a Chief with no room is one that can be walled in and
 * encircled, R18) and his free squares around him, for a Necromobile (which breaks a wall of corpses), and for power, which is worth more with fewer players (two bonus
 * moves in a row when two are left, R6). The terms are small beside a piece, so a kill still comes first.
 */
final class Endgame {
    /** At most this many living pieces on the board, or two players left: the game is in its endgame. */
    static final int FEW_PIECES = 16;

    /** Per step closer to the nearest rival Chief (of {@link Routes#RANGE}, around the corpses), for a killer. */
    static final double HUNTER = 0.08;
    /** The same for a Provocateur or a Necromobile, which wall a Chief in and move him or the corpses. */
    static final double HELPER = 0.04;
    /** Per square a Chief could move to, up to {@link #ROOM_CAP}. */
    static final double ROOM = 0.06;

    static final int ROOM_CAP = 14;
    /** Per empty square next to the Chief, up to {@link #LIBERTY_CAP}: the squares that keep him from encirclement. */
    static final double LIBERTY = 0.3;

    static final int LIBERTY_CAP = 3;
    /**
     * A Necromobile, on top of the middle game's value: it alone can put a corpse on the last free square beside a
     * Chief walled in by corpses (R16, R18), and while his player has one his own Chief cannot be encircled.
     */
    static final double NECROMOBILE = 1.5;
    /**
     * Per way out of a Chief's pocket (R18), up to {@link #WAYS_CAP}: a pocket that walls of corpses have shrunk
     * to a few ways out is one Necromobile's or one kill's corpse from the end. Without it a player far ahead had no
     * reason to close a rival's fortress one corpse at a time, and the game stalled (seed 351, game 9: fifteen
     * pieces and a Necromobile against a Chief in a corner pocket, 300 moves without a kill). A player who rules a
     * Necromobile cannot be walled in: his pocket counts as wide open.
     */
    static final double WAY_OUT = 0.5;

    static final int WAYS_CAP = 4;
    /** Power, on top of the middle game's: with two players left it is two moves for one. */
    static final double POWER = 4;

    private Endgame() {}

    static boolean applies(Position position) {
        Camps camps = position.camps();
        if (camps.activeCount() <= 2) {
            return true;
        }
        int living = 0;
        for (byte cell : position.board().cells()) {
            living += Cell.isPiece(cell) ? 1 : 0;
        }
        return living <= FEW_PIECES;
    }

    /** Adds each active player's endgame terms to {@code strength} (by colour ordinal). */
    static void add(Position position, double[] strength) {
        byte[] cells = position.board().cells();
        Camps camps = position.camps();
        int[] chief = chiefs(cells, camps);
        int[][] steps = new int[4][]; // by ruler, the way to his rivals' Chiefs, worked out when first needed
        boolean[] necromobile = new boolean[4]; // by ruler
        for (int i = 0; i < Square.COUNT; i++) {
            int cell = cells[i];
            if (!Cell.isPiece(cell) || Cell.role(cell) == Cell.CHIEF) {
                continue;
            }
            int ruler = camps.code(Cell.camp(cell));
            if (ruler < 4 && camps.code(ruler) == ruler) {
                if (steps[ruler] == null) {
                    steps[ruler] = Routes.toRivalChiefs(cells, chief, ruler);
                }
                int role = Cell.role(cell);
                double w = role == Cell.PROVOCATEUR || role == Cell.NECROMOBILE ? HELPER : HUNTER;
                strength[ruler] += w * Routes.closeness(steps[ruler][i]);
                strength[ruler] += role == Cell.NECROMOBILE ? NECROMOBILE : 0;
                necromobile[ruler] |= role == Cell.NECROMOBILE;
            }
        }
        byte[] control = camps.codes();
        for (int c = 0; c < 4; c++) {
            if (chief[c] >= 0) {
                strength[c] += ROOM * Math.min(ROOM_CAP, room(cells, chief[c]));
                strength[c] += LIBERTY * Math.min(LIBERTY_CAP, liberties(cells, chief[c]));
                strength[c] += WAY_OUT * waysOut(cells, control, chief[c], c, necromobile[c]);
            }
        }
        position.inPower().ifPresent(c -> strength[c.ordinal()] += POWER);
    }

    /** The square of each active player's own living Chief, or -1. */
    static int[] chiefs(byte[] cells, Camps camps) {
        int[] chief = {-1, -1, -1, -1};
        for (int i = 0; i < Square.COUNT; i++) {
            int cell = cells[i];
            if (Cell.isPiece(cell) && Cell.role(cell) == Cell.CHIEF) {
                int camp = Cell.camp(cell);
                if (camps.code(camp) == camp) {
                    chief[camp] = i;
                }
            }
        }
        return chief;
    }

    /** The empty squares a queen's move from {@code at} reaches (the maze included: a Chief may stop there, R9). */
    static int room(byte[] cells, int at) {
        int n = 0;
        for (int d = 0; d < 8; d++) {
            for (int s : Lines.ray(at, d)) {
                if (cells[s] != Cell.EMPTY) {
                    break;
                }
                n++;
            }
        }
        return n;
    }

    /**
     * The ways out of the pocket of {@code player}'s Chief on {@code at}, up to {@link #WAYS_CAP}; {@code necromobile}:
     * whether the player rules one, as {@link #add} has seen while counting the pieces.
     */
    static int waysOut(byte[] cells, byte[] control, int at, int player, boolean necromobile) {
        if (at == Square.MAZE.index() || necromobile) {
            return WAYS_CAP; // never walled in: on the maze (R18), or a Necromobile of his own
        }
        return Pockets.waysOut(cells, control, at, player, WAYS_CAP);
    }

    /** The empty squares next to {@code at}. */
    static int liberties(byte[] cells, int at) {
        int n = 0;
        for (int s : Lines.neighbours(at)) {
            n += cells[s] == Cell.EMPTY ? 1 : 0;
        }
        return n;
    }
}

package io.djambi.engine.model;

/**
 * The compact code of a square's content, used by the move generator where speed matters: {@link #EMPTY},
 * {@link #CORPSE}, or a living piece {@code 2 + camp * 6 + role}.
 */
public final class Cell {
    public static final int EMPTY = 0;
    public static final int CORPSE = 1;
    // Role ordinals, as constants so that switches can use them; RoleTest holds them equal.
    public static final int CHIEF = 0;
    public static final int ASSASSIN = 1;
    public static final int REPORTER = 2;
    public static final int PROVOCATEUR = 3;
    public static final int NECROMOBILE = 4;
    public static final int MILITANT = 5;

    private Cell() {}

    public static int piece(int camp, int role) {
        return 2 + camp * 6 + role;
    }

    public static int piece(Piece p) {
        return piece(p.camp().ordinal(), p.role().ordinal());
    }

    public static boolean isPiece(int cell) {
        return cell >= 2;
    }

    public static int camp(int cell) {
        return (cell - 2) / 6;
    }

    public static int role(int cell) {
        return (cell - 2) % 6;
    }

    public static Occupant occupant(int cell) {
        if (cell == EMPTY) {
            return null;
        }
        if (cell == CORPSE) {
            return Corpse.INSTANCE;
        }
        return new Piece(Colour.of(camp(cell)), Role.of(role(cell)));
    }
}

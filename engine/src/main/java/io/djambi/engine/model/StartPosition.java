package io.djambi.engine.model;

/** The start positions (R3, R25). */
public final class StartPosition {
    /** R3's table, one row a camp in turn order: Chief, Assassin, Reporter, Provocateur, Necromobile, 4 Militants. */
    private static final String[][] CORNERS = {
        {"A1", "B1", "A2", "B2", "C3", "A3", "B3", "C1", "C2"},
        {"I1", "I2", "H1", "H2", "G3", "G1", "G2", "H3", "I3"},
        {"I9", "H9", "I8", "H8", "G7", "G8", "G9", "H7", "I7"},
        {"A9", "A8", "B9", "B8", "C7", "A7", "B7", "C8", "C9"},
    };

    private StartPosition() {}

    /** The 4-player start: Red to move. */
    public static Position fourPlayers() {
        return new Position(board(), Camps.allActive(), Colour.RED, Colour.RED, 0, 0);
    }

    /** The 3-player start with {@code hostage}'s camp as the hostage (R25); notation's {@code start3} uses Green. */
    public static Position threePlayers(Colour hostage) {
        byte[] control = {0, 1, 2, 3};
        control[hostage.ordinal()] = Camps.HOSTAGE;
        Colour first = hostage == Colour.RED ? Colour.BLUE : Colour.RED;
        return new Position(board(), Camps.ofCodes(control), first, first, 0, 0);
    }

    private static Board board() {
        byte[] cells = new byte[Square.COUNT];
        for (int camp = 0; camp < 4; camp++) {
            String[] squares = CORNERS[camp];
            for (int i = 0; i < squares.length; i++) {
                Role role = i < 5 ? Role.of(i) : Role.MILITANT;
                cells[Square.parse(squares[i]).index()] = (byte) Cell.piece(camp, role.ordinal());
            }
        }
        return Board.ofCells(cells);
    }
}

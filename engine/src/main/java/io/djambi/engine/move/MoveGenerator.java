package io.djambi.engine.move;

import io.djambi.engine.model.Board;
import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Square;

/**
 * Generates every complete legal move (R8-R16, R20) of one player: each distinct choice of piece, destination,
 * placement, exit and Reporter victim. Stateless and thread-safe; results go into a caller-owned {@link MoveList}.
 */
public final class MoveGenerator {
    private static final int MAZE = Lines.MAZE;

    private MoveGenerator() {}

    /** Appends every legal move of {@code player} to {@code out}. */
    public static void generate(Board board, Camps camps, Colour player, MoveList out) {
        Scan scan = new Scan(board, camps, player.ordinal(), out);
        for (int s = 0; s < Square.COUNT; s++) {
            if (scan.isMine(scan.cells[s])) {
                scan.piece(s);
            }
        }
    }

    /** Appends the legal moves of the piece on {@code from}, if {@code player} controls it. */
    public static void generateFrom(Board board, Camps camps, Colour player, Square from, MoveList out) {
        Scan scan = new Scan(board, camps, player.ordinal(), out);
        if (scan.isMine(scan.cells[from.index()])) {
            scan.piece(from.index());
        }
    }

    /** Whether {@code player} has at least one legal move (R7). */
    public static boolean hasMove(Board board, Camps camps, Colour player) {
        if (stepsAside(board, camps, player.ordinal())) {
            return true;
        }
        MoveList out = new MoveList();
        Scan scan = new Scan(board, camps, player.ordinal(), out);
        for (int s = 0; s < Square.COUNT && out.size() == 0; s++) {
            if (scan.isMine(scan.cells[s])) {
                scan.piece(s);
            }
        }
        return out.size() > 0;
    }

    /**
     * Whether a piece {@code me} controls has an empty square next to it off the maze: a step there is a legal move
     * for every piece (each moves along a line, a Militant up to two squares; none but a Chief stops on the maze). The
     * question is asked for every player after every move (R7, whose turn is next), and nearly always settled so,
     * without the generation pass that placing every kill's corpse makes dear.
     */
    private static boolean stepsAside(Board board, Camps camps, int me) {
        for (int s = 0; s < Square.COUNT; s++) {
            int cell = board.cell(s);
            if (cell >= 2 && camps.code((cell - 2) / 6) == me) {
                int file = s % Square.SIZE;
                int rank = s / Square.SIZE;
                for (int df = -1; df <= 1; df++) {
                    for (int dr = -1; dr <= 1; dr++) {
                        int f = file + df;
                        int r = rank + dr;
                        int to = r * Square.SIZE + f;
                        if ((df != 0 || dr != 0)
                                && Square.onBoard(f, r)
                                && to != MAZE
                                && board.cell(to) == Cell.EMPTY) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    /** One generation pass over one board: the facts every piece needs, computed once. */
    private static final class Scan {
        final byte[] cells;
        final byte[] control;
        final int me;
        final MoveList out;
        /** Empty squares of the field (the maze excluded), where a corpse or a lifted piece can be put (R10). */
        final int[] empties = new int[Square.COUNT];

        int emptyCount;

        Scan(Board board, Camps camps, int me, MoveList out) {
            this.cells = board.cells();
            this.control = camps.codes();
            this.me = me;
            this.out = out;
            for (int s = 0; s < Square.COUNT; s++) {
                if (cells[s] == Cell.EMPTY && s != MAZE) {
                    empties[emptyCount++] = s;
                }
            }
        }

        boolean isMine(int cell) {
            return cell >= 2 && control[(cell - 2) / 6] == me;
        }

        /** A living piece that is neither the mover's nor frozen: hostage pieces are fair game (R10, R19, R26). */
        boolean isEnemy(int cell) {
            if (cell < 2) {
                return false;
            }
            int c = control[(cell - 2) / 6];
            return c != me && c != Camps.FROZEN;
        }

        void piece(int from) {
            int role = Cell.role(cells[from]);
            if (role == Cell.MILITANT) {
                militant(from);
            } else {
                for (int d = 0; d < 8; d++) {
                    line(from, role, Lines.ray(from, d));
                }
            }
        }

        /** R11: one or two squares; never stops on or acts on the maze, may pass through it while empty. */
        void militant(int from) {
            for (int d = 0; d < 8; d++) {
                int[] ray = Lines.ray(from, d);
                for (int k = 0; k < ray.length && k < 2; k++) {
                    int to = ray[k];
                    int cell = cells[to];
                    if (cell == Cell.EMPTY) {
                        if (to != MAZE) {
                            out.add(MoveCode.pack(MoveCode.STEP, from, to, 0, 0));
                        }
                        continue;
                    }
                    if (to != MAZE && isEnemy(cell)) {
                        placeCorpse(from, to);
                    }
                    break;
                }
            }
        }

        /** Queen-like pieces (R8): slide over empty squares, then act on the first occupied one if the role allows. */
        void line(int from, int role, int[] ray) {
            for (int to : ray) {
                int cell = cells[to];
                if (cell == Cell.EMPTY) {
                    if (to == MAZE) {
                        if (role == Cell.CHIEF) {
                            out.add(MoveCode.pack(MoveCode.STEP, from, to, 0, 0));
                        }
                    } else if (role == Cell.REPORTER) {
                        reporter(from, to);
                    } else {
                        out.add(MoveCode.pack(MoveCode.STEP, from, to, 0, 0));
                    }
                    continue;
                }
                act(from, role, to, cell);
                return;
            }
        }

        void act(int from, int role, int to, int cell) {
            switch (role) {
                case Cell.CHIEF -> {
                    if (isEnemy(cell)) {
                        placeCorpse(from, to); // R12: on the maze too; the corpse then goes to the field
                    }
                }
                case Cell.ASSASSIN -> {
                    if (isEnemy(cell)) {
                        if (to == MAZE) {
                            exits(MoveCode.MAZE_ASSASSINATION, from);
                        } else {
                            out.add(MoveCode.pack(MoveCode.ASSASSINATION, from, to, 0, 0));
                        }
                    }
                }
                case Cell.PROVOCATEUR -> {
                    if (isEnemy(cell)) {
                        if (to == MAZE) {
                            exits(MoveCode.MAZE_ACTION, from);
                        } else {
                            placeLiving(from, to, Cell.role(cell) == Cell.CHIEF && cells[MAZE] == Cell.EMPTY);
                        }
                    }
                }
                case Cell.NECROMOBILE -> {
                    if (cell == Cell.CORPSE) {
                        if (to == MAZE) {
                            exits(MoveCode.MAZE_ACTION, from);
                        } else {
                            placeCorpse(from, to);
                        }
                    }
                }
                default -> {
                    // A Reporter never acts on the square he moves to (R14).
                }
            }
        }

        /** R14: the move alone, then one kill for each enemy orthogonally next to where he stopped. */
        void reporter(int from, int to) {
            out.add(MoveCode.pack(MoveCode.STEP, from, to, 0, 0));
            for (int victim : Lines.orthogonalNeighbours(to)) {
                if (isEnemy(cells[victim])) {
                    out.add(MoveCode.pack(MoveCode.REPORTER_KILL, from, to, victim, 0));
                }
            }
        }

        /**
         * R11, R12, R16: anywhere empty but the maze; the square just left counts as empty (R10), unless it is the
         * maze itself, which a Chief in power leaves when he kills.
         */
        void placeCorpse(int from, int to) {
            for (int i = 0; i < emptyCount; i++) {
                out.add(MoveCode.pack(MoveCode.DISPLACE, from, to, empties[i], 0));
            }
            if (from != MAZE) {
                out.add(MoveCode.pack(MoveCode.DISPLACE, from, to, from, 0));
            }
        }

        /** R15: a living piece goes anywhere empty; onto the maze only a Chief. */
        void placeLiving(int from, int to, boolean mazeAllowed) {
            placeCorpse(from, to);
            if (mazeAllowed) {
                out.add(MoveCode.pack(MoveCode.DISPLACE, from, to, MAZE, 0));
            }
        }

        /**
         * R20: leave the maze queen-like over empty squares (the square just left counts as empty), then, unless an
         * Assassin's victim goes back to his start square by itself, put the lifted Chief or corpse on the field.
         */
        void exits(int kind, int from) {
            for (int d = 0; d < 8; d++) {
                for (int exit : Lines.ray(MAZE, d)) {
                    if (cells[exit] != Cell.EMPTY && exit != from) {
                        break;
                    }
                    if (kind == MoveCode.MAZE_ASSASSINATION) {
                        if (exit != from) {
                            out.add(MoveCode.pack(kind, from, MAZE, exit, 0));
                        }
                        continue;
                    }
                    for (int i = 0; i < emptyCount; i++) {
                        if (empties[i] != exit) {
                            out.add(MoveCode.pack(kind, from, MAZE, exit, empties[i]));
                        }
                    }
                    if (exit != from) {
                        out.add(MoveCode.pack(kind, from, MAZE, exit, from));
                    }
                }
            }
        }
    }
}

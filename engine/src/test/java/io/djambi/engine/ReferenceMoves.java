package io.djambi.engine;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import java.util.Set;
import java.util.TreeSet;

/**
 * A slow, independent legal-move generator written only to check the real one: it asks, for every piece and every
 * square of the board, whether the rules allow the move, and tries every placement square by brute force, where the
 * real generator walks lines and keeps lists. It shares no code with the real generator but the model.
 */
public final class ReferenceMoves {
    private static final Square MAZE = Square.MAZE;

    private final Position position;
    private final int me;

    private ReferenceMoves(Position position) {
        this.position = position;
        this.me = position.toMove().orElseThrow().ordinal();
    }

    public static Set<String> of(Position position) {
        Set<String> out = new TreeSet<>();
        if (!position.isOver()) {
            new ReferenceMoves(position).all(out);
        }
        return out;
    }

    private int cell(Square s) {
        return position.board().cell(s.index());
    }

    private boolean empty(Square s) {
        return cell(s) == Cell.EMPTY;
    }

    private boolean enemy(Square s) {
        int c = cell(s);
        if (!Cell.isPiece(c)) {
            return false;
        }
        int control = position.camps().code(Cell.camp(c));
        return control != me && control != Camps.FROZEN;
    }

    /** Straight line from a to b with every square strictly between them empty or equal to {@code passable}. */
    private boolean clearLine(Square a, Square b, Square passable) {
        int df = b.file() - a.file();
        int dr = b.rank() - a.rank();
        if (df == 0 && dr == 0) {
            return false;
        }
        if (df != 0 && dr != 0 && Math.abs(df) != Math.abs(dr)) {
            return false;
        }
        int n = Math.max(Math.abs(df), Math.abs(dr));
        for (int k = 1; k < n; k++) {
            Square between = Square.at(a.file() + Integer.signum(df) * k, a.rank() + Integer.signum(dr) * k);
            if (!empty(between) && !between.equals(passable)) {
                return false;
            }
        }
        return true;
    }

    private void all(Set<String> out) {
        for (int i = 0; i < Square.COUNT; i++) {
            Square from = Square.of(i);
            int c = cell(from);
            if (Cell.isPiece(c) && position.camps().code(Cell.camp(c)) == me) {
                for (int j = 0; j < Square.COUNT; j++) {
                    Square to = Square.of(j);
                    int role = Cell.role(c);
                    int distance = Math.max(Math.abs(to.file() - from.file()), Math.abs(to.rank() - from.rank()));
                    if (clearLine(from, to, null) && (role != Cell.MILITANT || distance <= 2)) {
                        moves(from, to, role, out);
                    }
                }
            }
        }
    }

    private void moves(Square from, Square to, int role, Set<String> out) {
        String head = from.name();
        if (empty(to)) {
            if (to.equals(MAZE) && role != Cell.CHIEF) {
                return;
            }
            out.add(head + "-" + to);
            if (role == Cell.REPORTER) {
                for (Square v : orthogonal(to)) {
                    if (enemy(v)) {
                        out.add(head + "-" + to + "x" + v);
                    }
                }
            }
            return;
        }
        boolean onMaze = to.equals(MAZE);
        switch (role) {
            case Cell.MILITANT -> {
                if (enemy(to) && !onMaze) {
                    placements(head + "x" + to, from, null, false, out);
                }
            }
            case Cell.CHIEF -> {
                if (enemy(to)) {
                    placements(head + "x" + to, from, null, false, out);
                }
            }
            case Cell.ASSASSIN -> {
                if (enemy(to) && !onMaze) {
                    out.add(head + "x" + to);
                } else if (enemy(to)) {
                    for (Square exit : exits(from, false)) {
                        out.add(head + "xE5-" + exit);
                    }
                }
            }
            case Cell.PROVOCATEUR, Cell.NECROMOBILE -> {
                boolean target = role == Cell.PROVOCATEUR ? enemy(to) : cell(to) == Cell.CORPSE;
                if (!target) {
                    return;
                }
                if (!onMaze) {
                    boolean chief = Cell.isPiece(cell(to)) && Cell.role(cell(to)) == Cell.CHIEF;
                    placements(head + "x" + to, from, null, role == Cell.PROVOCATEUR && chief, out);
                } else {
                    for (Square exit : exits(from, true)) {
                        placements(head + "xE5-" + exit, from, exit, false, out);
                    }
                }
            }
            default -> {}
        }
    }

    /** Every square the piece leaving the maze may stop on (R20). */
    private Set<Square> exits(Square from, boolean mayEndOnStart) {
        Set<Square> exits = new TreeSet<>((a, b) -> a.index() - b.index());
        for (int j = 0; j < Square.COUNT; j++) {
            Square e = Square.of(j);
            boolean free = empty(e) || (mayEndOnStart && e.equals(from));
            if (!e.equals(MAZE) && free && clearLine(MAZE, e, from)) {
                exits.add(e);
            }
        }
        return exits;
    }

    private void placements(String prefix, Square from, Square exit, boolean mazeAllowed, Set<String> out) {
        for (int j = 0; j < Square.COUNT; j++) {
            Square p = Square.of(j);
            boolean free = (empty(p) || p.equals(from)) && !p.equals(exit);
            if (free && (!p.equals(MAZE) || mazeAllowed)) {
                out.add(prefix + ">" + p);
            }
        }
    }

    private static Set<Square> orthogonal(Square s) {
        Set<Square> out = new TreeSet<>((a, b) -> a.index() - b.index());
        int[][] d = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int[] x : d) {
            if (Square.onBoard(s.file() + x[0], s.rank() + x[1])) {
                out.add(Square.at(s.file() + x[0], s.rank() + x[1]));
            }
        }
        return out;
    }
}

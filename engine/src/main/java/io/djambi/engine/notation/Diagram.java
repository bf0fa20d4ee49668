package io.djambi.engine.notation;

import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;

/**
 * A board as nine lines of nine cells, rank 9 first: {@code .} empty, {@code X} a corpse, {@code rC} a living piece
 * (colour then role, as in notation). Meant for tests and terminals, where a picture reads better than a line.
 */
public final class Diagram {
    private Diagram() {}

    /** The board field of a position line for the diagram; an optional rank digit may start each line. */
    public static String boardField(String diagram) {
        String[] lines = diagram.strip().split("\\R");
        if (lines.length != 9) {
            throw new IllegalArgumentException("a diagram has 9 lines, not " + lines.length);
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 9; i++) {
            String[] cells = lines[i].strip().split("\\s+");
            int first = cells.length == 10 ? 1 : 0;
            if (cells.length - first != 9) {
                throw new IllegalArgumentException("diagram line " + (i + 1) + " has " + (cells.length - first)
                        + " cells, not 9: " + lines[i]);
            }
            int empty = 0;
            for (int c = first; c < cells.length; c++) {
                if (cells[c].equals(".")) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(cells[c]);
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (i < 8) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    /** The board as a diagram with rank numbers and file letters. */
    public static String write(Position position) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 8; rank >= 0; rank--) {
            sb.append(rank + 1);
            for (int file = 0; file < 9; file++) {
                int cell = position.board().cell(rank * 9 + file);
                sb.append(' ');
                if (cell == Cell.EMPTY) {
                    sb.append(rank == 4 && file == 4 ? "##" : "..");
                } else if (cell == Cell.CORPSE) {
                    sb.append("XX");
                } else {
                    sb.append(Colour.of(Cell.camp(cell)).letter()).append(Role.of(Cell.role(cell)).letter());
                }
            }
            sb.append('\n');
        }
        sb.append("  A  B  C  D  E  F  G  H  I\n");
        return sb.toString();
    }
}

package io.djambi.engine.notation;

import io.djambi.engine.Phrase;
import io.djambi.engine.Result;
import io.djambi.engine.model.Board;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import java.util.Locale;

/**
 * A board as nine lines of nine cells, rank 9 first: {@code .} or {@code ..} empty ({@code ##} for the empty maze),
 * {@code X} or {@code XX} a corpse, {@code rC} a living piece (colour then role, as in notation). Each line may start
 * with its rank digit, and a last line may name the files A to I, as {@link #write} puts them. Meant for tests and
 * terminals, where a picture reads better than a line; what {@link #write} gives, {@link #read} reads back.
 */
public final class Diagram {
    private static final String FILES = "ABCDEFGHI";

    private Diagram() {}

    /** The board a diagram shows, or what is wrong with it. */
    public static Result<Board> read(String diagram) {
        return switch (field(diagram)) {
            case Result.Ok<String> ok -> PositionNotation.readBoard(ok.value());
            case Result.Rejected<String> r -> Result.rejected(r.why());
        };
    }

    /**
     * The board field of a position line for the diagram: for tests that write a position as a picture.
     *
     * @throws IllegalArgumentException if the diagram cannot be read
     */
    public static String boardField(String diagram) {
        return field(diagram).orThrow();
    }

    private static Result<String> field(String diagram) {
        String[] lines = diagram.strip().split("\\R");
        int count = lines.length;
        if (count == 10 && isFileLine(lines[9])) {
            count = 9;
        }
        if (count != 9) {
            return Result.rejected(Phrase.DIAGRAM_LINES, count);
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 9; i++) {
            String rank = String.valueOf(9 - i);
            String[] cells = lines[i].strip().split("\\s+");
            int first = cells.length == 10 && cells[0].equals(rank) ? 1 : 0;
            if (cells.length - first != 9) {
                return Result.rejected(Phrase.DIAGRAM_CELLS, i + 1, cells.length - first, rank);
            }
            int empty = 0;
            for (int c = first; c < cells.length; c++) {
                String cell = cells[c];
                if (cell.equals(".") || cell.equals("..") || cell.equals("##")) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                String corpse = cell.toUpperCase(Locale.ROOT);
                if (corpse.equals("X") || corpse.equals("XX")) {
                    sb.append('X');
                } else if (cell.length() == 2
                        && Colour.fromLetter(cell.charAt(0)) != null
                        && Role.fromLetter(cell.charAt(1)) != null) {
                    sb.append(cell);
                } else {
                    return Result.rejected(Phrase.DIAGRAM_CELL, i + 1, c - first + 1, Echo.of(cell));
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (i < 8) {
                sb.append('/');
            }
        }
        return Result.ok(sb.toString());
    }

    private static boolean isFileLine(String line) {
        return line.replaceAll("\\s+", "").equals(FILES);
    }

    /** The board as a diagram with rank numbers and file letters; {@link #read} reads it back. */
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
                    sb.append(Colour.of(Cell.camp(cell)).letter())
                            .append(Role.of(Cell.role(cell)).letter());
                }
            }
            sb.append('\n');
        }
        sb.append("  A  B  C  D  E  F  G  H  I\n");
        return sb.toString();
    }
}

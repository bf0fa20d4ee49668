package io.djambi.engine.notation;

import io.djambi.engine.Phrase;
import io.djambi.engine.Result;
import io.djambi.engine.Words;
import io.djambi.engine.model.Board;
import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import io.djambi.engine.model.StartPosition;
import java.util.Optional;

/**
 * Reads and writes NOTATION.md's position line. Reading is case-insensitive, tolerates extra spaces, accepts
 * {@code start} and {@code start3}, and refuses impossible positions with a precise reason.
 */
public final class PositionNotation {
    private PositionNotation() {}

    public static String write(Position p) {
        StringBuilder sb = new StringBuilder(96);
        for (int rank = 8; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 9; file++) {
                int cell = p.board().cell(rank * 9 + file);
                if (cell == Cell.EMPTY) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                if (cell == Cell.CORPSE) {
                    sb.append('X');
                } else {
                    sb.append(Colour.of(Cell.camp(cell)).letter())
                            .append(Role.of(Cell.role(cell)).letter());
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(' ')
                .append(p.toMove().map(c -> String.valueOf(c.letter())).orElse("-"))
                .append(' ');
        for (int camp = 0; camp < 4; camp++) {
            int code = p.camps().code(camp);
            sb.append(
                    code == Camps.FROZEN
                            ? '-'
                            : code == Camps.HOSTAGE ? 'h' : Colour.of(code).letter());
        }
        sb.append(' ').append(p.cursor().map(c -> String.valueOf(c.letter())).orElse("-"));
        sb.append(' ').append(p.bonus()).append(' ').append(p.ply());
        return sb.toString();
    }

    public static Result<Position> read(String text) {
        String t = text.strip();
        if (t.equalsIgnoreCase("start")) {
            return Result.ok(StartPosition.fourPlayers());
        }
        if (t.equalsIgnoreCase("start3")) {
            return Result.ok(StartPosition.threePlayers(Colour.GREEN));
        }
        String[] f = t.isEmpty() ? new String[0] : t.split("\\s+");
        if (f.length != 6) {
            return Result.rejected(Phrase.POSITION_FIELDS, f.length);
        }
        // The fields are checked in this order, so a line with several faults is told the same first one every time
        Result<Board> board = readBoard(f[0]);
        if (board instanceof Result.Rejected<Board> r) {
            return Result.rejected(r.why());
        }
        Result<Camps> camps = readCamps(f[2]);
        if (camps instanceof Result.Rejected<Camps> r) {
            return Result.rejected(r.why());
        }
        Result<Optional<Colour>> toMove = readPlayer(f[1], Phrase.TO_MOVE_FIELD);
        if (toMove instanceof Result.Rejected<Optional<Colour>> r) {
            return Result.rejected(r.why());
        }
        Result<Optional<Colour>> cursor = readPlayer(f[3], Phrase.CURSOR_FIELD);
        if (cursor instanceof Result.Rejected<Optional<Colour>> r) {
            return Result.rejected(r.why());
        }
        if (!f[4].matches("[012]")) {
            return Result.rejected(Phrase.BONUS_FIELD, Echo.of(f[4]));
        }
        if (!f[5].matches("\\d{1,9}")) {
            return Result.rejected(Phrase.PLY_FIELD, Echo.of(f[5]));
        }
        return possible(
                board.orThrow(),
                camps.orThrow(),
                toMove.orThrow().orElse(null),
                cursor.orThrow().orElse(null),
                Integer.parseInt(f[4]),
                Integer.parseInt(f[5]));
    }

    /** The camps field: who controls each camp, in colour order ({@code -} frozen, {@code h} the hostage camp). */
    private static Result<Camps> readCamps(String field) {
        if (field.length() != 4) {
            return Result.rejected(Phrase.CAMPS_FIELD_LENGTH, Echo.of(field));
        }
        byte[] control = new byte[4];
        for (int i = 0; i < 4; i++) {
            char c = Character.toLowerCase(field.charAt(i));
            Colour colour = Colour.fromLetter(c);
            if (colour != null) {
                control[i] = (byte) colour.ordinal();
            } else if (c == '-') {
                control[i] = Camps.FROZEN;
            } else if (c == 'h') {
                control[i] = Camps.HOSTAGE;
            } else {
                return Result.rejected(Phrase.CAMPS_FIELD_LETTER, Echo.of(field.substring(i, i + 1)));
            }
        }
        return Result.ok(Camps.ofCodes(control));
    }

    /** The to-move or cursor field: a player's letter, or {@code -} for nobody (empty). */
    private static Result<Optional<Colour>> readPlayer(String field, Phrase mustBe) {
        if (field.equals("-")) {
            return Result.ok(Optional.empty());
        }
        Colour colour = field.length() == 1 ? Colour.fromLetter(field.charAt(0)) : null;
        return colour == null ? Result.rejected(mustBe, Echo.of(field)) : Result.ok(Optional.of(colour));
    }

    /** The position the fields describe, unless it is one no game can reach. */
    private static Result<Position> possible(
            Board board, Camps camps, Colour toMove, Colour cursor, int bonus, int ply) {
        Words impossible = PositionChecks.whyImpossible(board, camps, toMove, cursor, bonus);
        if (impossible != null) {
            return Result.rejected(impossible);
        }
        return Result.ok(new Position(board, camps, toMove, cursor, bonus, ply));
    }

    /** The board field read alone (no check that the position could happen), or what is wrong with it. */
    static Result<Board> readBoard(String field) {
        byte[] cells = new byte[Square.COUNT];
        Words error = fillBoard(field, cells);
        return error == null ? Result.ok(Board.ofCells(cells)) : Result.rejected(error);
    }

    /** Fills {@code cells}; returns what is wrong, or {@code null}. */
    private static Words fillBoard(String field, byte[] cells) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 9) {
            return Words.of(Phrase.BOARD_RANKS, ranks.length);
        }
        for (int r = 0; r < 9; r++) {
            int rank = 8 - r;
            String row = ranks[r];
            int file = 0;
            for (int i = 0; i < row.length(); i++) {
                char c = row.charAt(i);
                if (c >= '1' && c <= '9') {
                    file += c - '0';
                } else if (c == 'x' || c == 'X') {
                    if (file < 9) {
                        cells[rank * 9 + file] = Cell.CORPSE;
                    }
                    file++;
                } else {
                    Colour camp = Colour.fromLetter(c);
                    Role role = i + 1 < row.length() ? Role.fromLetter(row.charAt(i + 1)) : null;
                    if (camp == null || role == null) {
                        return Words.of(
                                Phrase.BOARD_CELL, Echo.of(row.substring(i, Math.min(row.length(), i + 2))), rank + 1);
                    }
                    if (file < 9) {
                        cells[rank * 9 + file] = (byte) Cell.piece(camp.ordinal(), role.ordinal());
                    }
                    file++;
                    i++;
                }
                if (file > 9) {
                    return Words.of(Phrase.RANK_TOO_LONG, rank + 1);
                }
            }
            if (file != 9) {
                return Words.of(Phrase.RANK_LENGTH, rank + 1, file);
            }
        }
        return null;
    }
}

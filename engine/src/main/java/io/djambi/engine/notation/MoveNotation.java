package io.djambi.engine.notation;

import io.djambi.engine.Result;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a move written in NOTATION.md's move format against a position (the piece on the first square says how the
 * rest is read) and writes moves canonically. Input is case-insensitive and may hold spaces anywhere.
 */
public final class MoveNotation {
    private static final String SQ = "([A-I][1-9])";
    private static final Pattern FORM =
            Pattern.compile(SQ + "(?:-" + SQ + "(?:X" + SQ + ")?|X" + SQ + "(?:-" + SQ + ")?(?:>" + SQ + ")?)");
    static final String EXAMPLES = "e.g. C3-E5, B2xD4>H8, A2xD5, C3-C6xC7 or B2xE5-A1";

    private MoveNotation() {}

    public static String write(Move move) {
        return move.text();
    }

    /** The legal move the text names in {@code position}, or a precise reason why there is none. */
    public static Result<Move> read(Position position, String text) {
        String t = text.replaceAll("\\s+", "").toUpperCase(Locale.ROOT);
        Matcher m = FORM.matcher(t);
        if (!m.matches()) {
            return Result.rejected("cannot read '" + Echo.of(text) + "' as a move: " + EXAMPLES);
        }
        if (position.isOver()) {
            return Result.rejected("the game is over");
        }
        Square from = Square.parse(m.group(1));
        String refusal = MoveDiagnosis.checkMover(position, from);
        if (refusal != null) {
            return Result.rejected(refusal);
        }
        Result<Move> candidate = m.group(2) != null
                ? dashForm(from, Square.parse(m.group(2)), square(m.group(3)))
                : crossForm(position, from, Square.parse(m.group(4)), square(m.group(5)), square(m.group(6)));
        if (candidate instanceof Result.Ok<Move> ok) {
            Move move = ok.value();
            return Rules.isLegal(position, move)
                    ? candidate
                    : Result.rejected(MoveDiagnosis.whyIllegal(position, move));
        }
        return candidate;
    }

    /**
     * The move a text names by its shape alone, without a position to check it against: for drawing a move already
     * played. {@code AxB} reads as an Assassin's kill and {@code AxE5-C} as an Assassin's maze kill.
     */
    public static Result<Move> readShape(String text) {
        String t = text.replaceAll("\\s+", "").toUpperCase(Locale.ROOT);
        Matcher m = FORM.matcher(t);
        if (!m.matches()) {
            return Result.rejected("cannot read '" + Echo.of(text) + "' as a move: " + EXAMPLES);
        }
        try {
            Square from = Square.parse(m.group(1));
            if (m.group(2) != null) {
                Square to = Square.parse(m.group(2));
                Square victim = square(m.group(3));
                return Result.ok(victim == null ? new Move.Step(from, to) : new Move.ReporterKill(from, to, victim));
            }
            Square to = Square.parse(m.group(4));
            Square exit = square(m.group(5));
            Square place = square(m.group(6));
            if (exit != null) {
                return Result.ok(
                        place == null
                                ? new Move.MazeAssassination(from, exit)
                                : new Move.MazeAction(from, exit, place));
            }
            return Result.ok(place == null ? new Move.Assassination(from, to) : new Move.Displace(from, to, place));
        } catch (IllegalArgumentException e) {
            return Result.rejected("'" + Echo.of(text) + "' is not a possible move: " + e.getMessage());
        }
    }

    private static Square square(String s) {
        return s == null ? null : Square.parse(s);
    }

    private static Result<Move> dashForm(Square from, Square to, Square victim) {
        if (from == to) {
            return Result.rejected("a move must leave " + from);
        }
        if (victim == null) {
            return Result.ok(new Move.Step(from, to));
        }
        if (Math.abs(to.file() - victim.file()) + Math.abs(to.rank() - victim.rank()) != 1) {
            return Result.rejected("a Reporter kills only on a square orthogonally next to where he stops: " + victim
                    + " is not next to " + to);
        }
        return Result.ok(new Move.ReporterKill(from, to, victim));
    }

    private static Result<Move> crossForm(Position position, Square from, Square to, Square exit, Square place) {
        if (from == to) {
            return Result.rejected("a move must leave " + from);
        }
        int cell = position.board().cell(from.index());
        int target = position.board().cell(to.index());
        if (target == Cell.EMPTY) {
            return Result.rejected(
                    to + " is empty: 'x' acts on an occupied square; to move there write " + from + "-" + to);
        }
        String own = MoveDiagnosis.ownTarget(position, to);
        if (own != null) {
            return Result.rejected(own);
        }
        boolean assassin = Cell.role(cell) == Cell.ASSASSIN;
        if (assassin && place != null && place != from) {
            return Result.rejected("an Assassin's victim always goes to the square he came from: write " + from + "x"
                    + to + (exit != null ? "-" + exit : "") + " with no '>' part");
        }
        if (exit != null && !to.isMaze()) {
            return Result.rejected(
                    "only a move onto the maze (E5) leaves by an exit square: " + to + " is not the maze");
        }
        if (exit != null && (exit.isMaze() || (assassin && exit == from))) {
            return Result.rejected("the exit square " + exit + " cannot be used: "
                    + (exit.isMaze() ? "the piece must leave the maze" : "the Assassin's victim goes to " + from + ""));
        }
        if (to.isMaze() && Cell.role(cell) != Cell.CHIEF && Cell.role(cell) != Cell.MILITANT && exit == null) {
            return Result.rejected("a piece acting on the maze must leave it at once: write " + from + "xE5-<exit>"
                    + (assassin ? "" : "><place>"));
        }
        if (assassin) {
            return Result.ok(exit != null ? new Move.MazeAssassination(from, exit) : new Move.Assassination(from, to));
        }
        if (place == null) {
            return Result.rejected("this move must say where the displaced piece or corpse goes: write " + from + "x"
                    + to + (exit != null ? "-" + exit : "") + ">" + "<square>");
        }
        if (exit != null) {
            if (place.isMaze()) {
                return Result.rejected(
                        "what is lifted off the maze goes to a square of the field, not back on the maze");
            }
            if (exit == place) {
                return Result.rejected("the lifted piece cannot be put on the exit square " + exit);
            }
            return Result.ok(new Move.MazeAction(from, exit, place));
        }
        if (place == to) {
            return Result.rejected("the displaced piece cannot be put back on " + to);
        }
        return Result.ok(new Move.Displace(from, to, place));
    }
}

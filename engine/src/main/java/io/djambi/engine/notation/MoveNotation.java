package io.djambi.engine.notation;

import io.djambi.engine.Phrase;
import io.djambi.engine.Result;
import io.djambi.engine.Words;
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

    private MoveNotation() {}

    public static String write(Move move) {
        return move.text();
    }

    /** The legal move the text names in {@code position}, or a precise reason why there is none. */
    public static Result<Move> read(Position position, String text) {
        String t = text.replaceAll("\\s+", "").toUpperCase(Locale.ROOT);
        Matcher m = FORM.matcher(t);
        if (!m.matches()) {
            return Result.rejected(Phrase.MOVE_UNREADABLE, Echo.of(text));
        }
        if (position.isOver()) {
            return Result.rejected(Phrase.GAME_OVER);
        }
        Square from = Square.parse(m.group(1));
        Words refusal = MoveDiagnosis.checkMover(position, from);
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
            return Result.rejected(Phrase.MOVE_UNREADABLE, Echo.of(text));
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
            return Result.rejected(Phrase.MOVE_IMPOSSIBLE, Echo.of(text));
        }
    }

    private static Square square(String s) {
        return s == null ? null : Square.parse(s);
    }

    private static Result<Move> dashForm(Square from, Square to, Square victim) {
        if (from == to) {
            return Result.rejected(Phrase.MOVE_MUST_LEAVE, from);
        }
        if (victim == null) {
            return Result.ok(new Move.Step(from, to));
        }
        if (Math.abs(to.file() - victim.file()) + Math.abs(to.rank() - victim.rank()) != 1) {
            return Result.rejected(Phrase.REPORTER_VICTIM_NOT_NEXT, victim, to);
        }
        return Result.ok(new Move.ReporterKill(from, to, victim));
    }

    private static Result<Move> crossForm(Position position, Square from, Square to, Square exit, Square place) {
        if (from == to) {
            return Result.rejected(Phrase.MOVE_MUST_LEAVE, from);
        }
        int cell = position.board().cell(from.index());
        int target = position.board().cell(to.index());
        if (target == Cell.EMPTY) {
            return Result.rejected(Phrase.CROSS_ON_EMPTY, to, from);
        }
        Words own = MoveDiagnosis.ownTarget(position, to);
        if (own != null) {
            return Result.rejected(own);
        }
        boolean assassin = Cell.role(cell) == Cell.ASSASSIN;
        if (assassin && place != null && place != from) {
            return Result.rejected(Phrase.ASSASSIN_NO_PLACE, from + "x" + to + (exit != null ? "-" + exit : ""));
        }
        if (exit != null && !to.isMaze()) {
            return Result.rejected(Phrase.EXIT_NOT_MAZE, to);
        }
        if (exit != null && (exit.isMaze() || (assassin && exit == from))) {
            return exit.isMaze()
                    ? Result.rejected(Phrase.EXIT_IS_MAZE, exit)
                    : Result.rejected(Phrase.EXIT_IS_ASSASSIN_ORIGIN, exit, from);
        }
        if (to.isMaze() && Cell.role(cell) != Cell.CHIEF && Cell.role(cell) != Cell.MILITANT && exit == null) {
            return Result.rejected(assassin ? Phrase.MAZE_NEEDS_EXIT : Phrase.MAZE_NEEDS_EXIT_AND_PLACE, from);
        }
        if (assassin) {
            return Result.ok(exit != null ? new Move.MazeAssassination(from, exit) : new Move.Assassination(from, to));
        }
        if (place == null) {
            return Result.rejected(Phrase.PLACE_MISSING, from + "x" + to + (exit != null ? "-" + exit : ""));
        }
        if (exit != null) {
            if (place.isMaze()) {
                return Result.rejected(Phrase.LIFTED_BACK_ON_MAZE);
            }
            if (exit == place) {
                return Result.rejected(Phrase.LIFTED_ON_EXIT, exit);
            }
            return Result.ok(new Move.MazeAction(from, exit, place));
        }
        if (place == to) {
            return Result.rejected(Phrase.PLACED_BACK, to);
        }
        return Result.ok(new Move.Displace(from, to, place));
    }
}

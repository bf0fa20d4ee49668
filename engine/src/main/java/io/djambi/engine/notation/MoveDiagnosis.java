package io.djambi.engine.notation;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.List;

/** Says, in a player's words, why a move is refused: the rule it breaks, with its R-number where one applies. */
final class MoveDiagnosis {
    private MoveDiagnosis() {}

    /** Why the player to move cannot move the piece on {@code from} at all, or {@code null} when he can. */
    static String checkMover(Position position, Square from) {
        int cell = position.board().cell(from.index());
        Colour player = position.toMove().orElseThrow();
        if (cell == Cell.EMPTY) {
            return "there is no piece on " + from;
        }
        if (cell == Cell.CORPSE) {
            return from + " holds a corpse, and corpses never act";
        }
        int control = position.camps().code(Cell.camp(cell));
        String piece = describe(cell) + " on " + from;
        if (control == Camps.FROZEN) {
            return "the " + piece + " is frozen: nobody can move it";
        }
        if (control == Camps.HOSTAGE) {
            return "the " + piece + " is a hostage: hostage pieces never act";
        }
        if (control != player.ordinal()) {
            return "the " + piece + " is " + Colour.of(control).displayName() + "'s, and " + player.displayName()
                    + " is to move";
        }
        if (Rules.legalMovesFrom(position, from).isEmpty()) {
            return "the " + piece + " has no legal move";
        }
        return null;
    }

    /** Why a well-formed move of a piece the player controls is not legal. */
    static String whyIllegal(Position position, Move move) {
        int cell = position.board().cell(move.from().index());
        int role = Cell.role(cell);
        String piece = "the " + Role.of(role).displayName();
        List<Move> legal = Rules.legalMovesFrom(position, move.from());
        Square target = move.target();
        boolean targetReachable = legal.stream().anyMatch(m -> m.target() == target && m.getClass() == move.getClass());
        if (targetReachable) {
            return whyNotThere(position, move, piece);
        }
        if (move instanceof Move.ReporterKill && role != Cell.REPORTER) {
            return "only a Reporter moves and then kills beside him; " + piece.replace("the ", "a ")
                    + " acts by moving onto its target, e.g. " + move.from() + "x<square>";
        }
        int t = position.board().cell(target.index());
        if (target.isMaze() && role != Cell.CHIEF && t == Cell.EMPTY) {
            return "only a Chief may end a move on the maze";
        }
        if (role == Cell.MILITANT && target.isMaze()) {
            return "a Militant never acts on the maze, and can never kill the Chief in power";
        }
        String path = pathProblem(position, move.from(), target, role);
        if (path != null) {
            return piece + " on " + move.from() + " cannot reach " + target + ": " + path;
        }
        String own = ownTarget(position, target);
        if (own != null) {
            return own;
        }
        if (Cell.isPiece(t) && position.camps().code(Cell.camp(t)) == Camps.FROZEN) {
            return "the " + describe(t) + " on " + target + " is frozen: nobody can kill or place it";
        }
        if (move instanceof Move.Step && t != Cell.EMPTY) {
            return target + " is not empty: to act on it write " + move.from() + "x" + target + "...";
        }
        if (!(move instanceof Move.Step) && !(move instanceof Move.ReporterKill) && t == Cell.EMPTY) {
            return target + " is empty: to move there write " + move.from() + "-" + target;
        }
        return switch (role) {
            case Cell.REPORTER ->
                "a Reporter moves onto an empty square, then may kill next to it: write e.g. " + move.from()
                        + "-<square>x<victim>";
            case Cell.NECROMOBILE -> "a Necromobile never kills; it only moves corpses";
            case Cell.PROVOCATEUR -> "a Provocateur never kills; it moves onto an enemy living piece and places it";
            case Cell.ASSASSIN, Cell.CHIEF, Cell.MILITANT -> "only an enemy living piece can be killed";
            default -> move.text() + " is not a legal move here";
        };
    }

    /** Why a move whose target the piece can reach still fails: its placement, exit or victim is wrong. */
    private static String whyNotThere(Position position, Move move, String piece) {
        return switch (move) {
            case Move.Displace d ->
                d.place() + " is not a square where " + what(position, d.to()) + " can be put: it must be empty"
                        + (d.place().isMaze() ? " and, but for a Chief, not the maze" : "");
            case Move.MazeAction m ->
                "the lifted " + what(position, Square.MAZE).replace("the ", "")
                        + " cannot go to " + m.place() + " after leaving for " + m.exit()
                        + ": the place must be an empty square of the field";
            case Move.MazeAssassination m ->
                piece + " cannot leave the maze for " + m.exit()
                        + ": the exit must be reached over empty squares and end on one";
            case Move.ReporterKill r ->
                piece + " cannot kill on " + r.victim() + " from " + r.to()
                        + ": only an enemy living piece, not frozen, can be killed";
            default -> move.text() + " is not a legal move here";
        };
    }

    /** The refusal when {@code target} holds a piece of the player to move (R10), or {@code null}. */
    static String ownTarget(Position position, Square target) {
        int t = position.board().cell(target.index());
        if (Cell.isPiece(t)
                && position.camps().code(Cell.camp(t))
                        == position.toMove().orElseThrow().ordinal()) {
            return target + " holds your own " + Role.of(Cell.role(t)).displayName() + ", which is never a target";
        }
        return null;
    }

    /** Why the piece cannot travel from {@code from} to {@code to} at all (R8), or {@code null}. */
    private static String pathProblem(Position position, Square from, Square to, int role) {
        int df = Integer.signum(to.file() - from.file());
        int dr = Integer.signum(to.rank() - from.rank());
        int distance = Math.max(Math.abs(to.file() - from.file()), Math.abs(to.rank() - from.rank()));
        boolean straight = from.file() == to.file()
                || from.rank() == to.rank()
                || Math.abs(to.file() - from.file()) == Math.abs(to.rank() - from.rank());
        if (!straight) {
            return "pieces move in straight lines or diagonals";
        }
        if (role == Cell.MILITANT && distance > 2) {
            return "a Militant moves 1 or 2 squares";
        }
        for (int k = 1; k < distance; k++) {
            Square s = Square.at(from.file() + df * k, from.rank() + dr * k);
            if (!position.board().isEmpty(s)) {
                return "the way is blocked on " + s + "; nothing jumps";
            }
        }
        return null;
    }

    private static String what(Position position, Square square) {
        int cell = position.board().cell(square.index());
        return cell == Cell.CORPSE ? "the corpse" : Cell.role(cell) == Cell.CHIEF ? "the Chief" : "the piece";
    }

    static String describe(int cell) {
        return Colour.of(Cell.camp(cell)).displayName() + " "
                + Role.of(Cell.role(cell)).displayName();
    }
}

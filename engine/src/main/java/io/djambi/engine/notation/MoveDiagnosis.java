package io.djambi.engine.notation;

import io.djambi.engine.Phrase;
import io.djambi.engine.Words;
import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.List;

/** Says, in a player's words, why a move is refused: the rule it breaks. */
final class MoveDiagnosis {
    private MoveDiagnosis() {}

    /** Why the player to move cannot move the piece on {@code from} at all, or {@code null} when he can. */
    static Words checkMover(Position position, Square from) {
        int cell = position.board().cell(from.index());
        Colour player = position.toMove().orElseThrow();
        if (cell == Cell.EMPTY) {
            return Words.of(Phrase.NO_PIECE, from);
        }
        if (cell == Cell.CORPSE) {
            return Words.of(Phrase.CORPSE_NEVER_ACTS, from);
        }
        int control = position.camps().code(Cell.camp(cell));
        Words piece = piece(cell);
        if (control == Camps.FROZEN) {
            return Words.of(Phrase.PIECE_FROZEN, piece, from);
        }
        if (control == Camps.HOSTAGE) {
            return Words.of(Phrase.PIECE_HOSTAGE, piece, from);
        }
        if (control != player.ordinal()) {
            return Words.of(Phrase.PIECE_NOT_YOURS, piece, from, Colour.of(control), player);
        }
        if (Rules.legalMovesFrom(position, from).isEmpty()) {
            return Words.of(Phrase.PIECE_NO_MOVE, piece, from);
        }
        return null;
    }

    /** Why a well-formed move of a piece the player controls is not legal. */
    static Words whyIllegal(Position position, Move move) {
        int cell = position.board().cell(move.from().index());
        int role = Cell.role(cell);
        Role piece = Role.of(role);
        List<Move> legal = Rules.legalMovesFrom(position, move.from());
        Square target = move.target();
        boolean targetReachable = legal.stream().anyMatch(m -> m.target() == target && m.getClass() == move.getClass());
        if (targetReachable) {
            return whyNotThere(position, move, piece);
        }
        if (move instanceof Move.ReporterKill && role != Cell.REPORTER) {
            return Words.of(Phrase.ONLY_REPORTER_KILLS_BESIDE, piece, move.from());
        }
        int t = position.board().cell(target.index());
        if (target.isMaze() && role != Cell.CHIEF && t == Cell.EMPTY) {
            return Words.of(Phrase.ONLY_CHIEF_ON_MAZE);
        }
        if (role == Cell.MILITANT && target.isMaze()) {
            return Words.of(Phrase.MILITANT_NEVER_ON_MAZE);
        }
        Words path = pathProblem(position, move.from(), target, role);
        if (path != null) {
            return Words.of(Phrase.CANNOT_REACH, piece, move.from(), target, path);
        }
        Words own = ownTarget(position, target);
        if (own != null) {
            return own;
        }
        if (Cell.isPiece(t) && position.camps().code(Cell.camp(t)) == Camps.FROZEN) {
            return Words.of(Phrase.TARGET_FROZEN, piece(t), target);
        }
        if (move instanceof Move.Step && t != Cell.EMPTY) {
            return Words.of(Phrase.STEP_ONTO_OCCUPIED, target, move.from());
        }
        if (!(move instanceof Move.Step) && !(move instanceof Move.ReporterKill) && t == Cell.EMPTY) {
            return Words.of(Phrase.ACT_ON_EMPTY, target, move.from());
        }
        return switch (role) {
            case Cell.REPORTER -> Words.of(Phrase.REPORTER_HOW, move.from());
            case Cell.NECROMOBILE -> Words.of(Phrase.NECROMOBILE_NEVER_KILLS);
            case Cell.PROVOCATEUR -> Words.of(Phrase.PROVOCATEUR_NEVER_KILLS);
            case Cell.ASSASSIN, Cell.CHIEF, Cell.MILITANT -> Words.of(Phrase.ONLY_ENEMY_LIVING);
            default -> Words.of(Phrase.NOT_LEGAL_HERE, move.text());
        };
    }

    /** Why a move whose target the piece can reach still fails: its placement, exit or victim is wrong. */
    private static Words whyNotThere(Position position, Move move, Role piece) {
        return switch (move) {
            case Move.Displace d ->
                Words.of(
                        d.place().isMaze() ? Phrase.PLACE_NOT_EMPTY_OR_MAZE : Phrase.PLACE_NOT_EMPTY,
                        d.place(),
                        what(position, d.to()));
            case Move.MazeAction m ->
                Words.of(Phrase.LIFTED_CANNOT_GO, what(position, Square.MAZE), m.place(), m.exit());
            case Move.MazeAssassination m -> Words.of(Phrase.MAZE_EXIT_BLOCKED, piece, m.exit());
            case Move.ReporterKill r -> Words.of(Phrase.REPORTER_CANNOT_KILL_THERE, piece, r.victim(), r.to());
            default -> Words.of(Phrase.NOT_LEGAL_HERE, move.text());
        };
    }

    /** The refusal when {@code target} holds a piece of the player to move (R10), or {@code null}. */
    static Words ownTarget(Position position, Square target) {
        int t = position.board().cell(target.index());
        if (Cell.isPiece(t)
                && position.camps().code(Cell.camp(t))
                        == position.toMove().orElseThrow().ordinal()) {
            return Words.of(Phrase.OWN_TARGET, target, Role.of(Cell.role(t)));
        }
        return null;
    }

    /** Why the piece cannot travel from {@code from} to {@code to} at all (R8), or {@code null}. */
    private static Words pathProblem(Position position, Square from, Square to, int role) {
        int df = Integer.signum(to.file() - from.file());
        int dr = Integer.signum(to.rank() - from.rank());
        int distance = Math.max(Math.abs(to.file() - from.file()), Math.abs(to.rank() - from.rank()));
        boolean straight = from.file() == to.file()
                || from.rank() == to.rank()
                || Math.abs(to.file() - from.file()) == Math.abs(to.rank() - from.rank());
        if (!straight) {
            return Words.of(Phrase.NOT_STRAIGHT);
        }
        if (role == Cell.MILITANT && distance > 2) {
            return Words.of(Phrase.MILITANT_RANGE);
        }
        for (int k = 1; k < distance; k++) {
            Square s = Square.at(from.file() + df * k, from.rank() + dr * k);
            if (!position.board().isEmpty(s)) {
                return Words.of(Phrase.WAY_BLOCKED, s);
            }
        }
        return null;
    }

    private static Words what(Position position, Square square) {
        int cell = position.board().cell(square.index());
        return Words.of(
                cell == Cell.CORPSE
                        ? Phrase.THE_CORPSE
                        : Cell.role(cell) == Cell.CHIEF ? Phrase.THE_CHIEF : Phrase.THE_PIECE);
    }

    /** The living piece a cell holds, e.g. "Red Militant". */
    static Words piece(int cell) {
        return Words.piece(Colour.of(Cell.camp(cell)), Role.of(Cell.role(cell)));
    }
}

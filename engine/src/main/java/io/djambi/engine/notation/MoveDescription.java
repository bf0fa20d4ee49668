package io.djambi.engine.notation;

import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import java.util.Optional;

/** A move told in words, e.g. "Red Militant C3 kills Blue Reporter on D4; the corpse is laid on H8". */
public final class MoveDescription {
    private MoveDescription() {}

    /** The move as played from {@code before}; the piece names are read off that position. */
    public static String describe(Position before, Move move) {
        String mover = name(before, move.from()) + " " + move.from();
        return switch (move) {
            case Move.Step s -> s.to().isMaze() ? mover + " takes the maze" : mover + " moves to " + s.to();
            case Move.Displace d -> displace(before, d, mover);
            case Move.Assassination a ->
                mover + " kills " + name(before, a.to()) + " on " + a.to() + "; the corpse goes to " + a.from();
            case Move.ReporterKill r ->
                mover + " moves to " + r.to() + " and kills " + name(before, r.victim()) + " on " + r.victim();
            case Move.MazeAssassination m ->
                mover + " kills " + name(before, Square.MAZE) + " on the maze and leaves for " + m.exit()
                        + "; the corpse goes to " + m.from();
            case Move.MazeAction m ->
                before.board().cell(Square.MAZE.index()) == Cell.CORPSE
                        ? mover + " carries the corpse off the maze, leaves for " + m.exit() + " and lays it on "
                                + m.place()
                        : mover + " lifts " + name(before, Square.MAZE) + " off the maze, leaves for " + m.exit()
                                + " and drops him on " + m.place();
        };
    }

    /** The move and what followed from it: eliminations and a change of power. */
    public static String describe(Position before, Move move, Position after) {
        return describe(before, move) + consequences(before, after);
    }

    /** What changed between two positions that players must not miss, as sentences starting with "; ". */
    public static String consequences(Position before, Position after) {
        StringBuilder sb = new StringBuilder();
        for (Colour c : Colour.values()) {
            if (before.isActive(c) && !after.isActive(c)) {
                sb.append("; ").append(c.displayName()).append(" is eliminated");
            }
        }
        Optional<Colour> power = after.inPower();
        if (power.isPresent() && !power.equals(before.inPower())) {
            sb.append("; ").append(power.get().displayName()).append(" is in power");
        }
        return sb.toString();
    }

    private static String displace(Position before, Move.Displace d, String mover) {
        int role = Cell.role(before.board().cell(d.from().index()));
        return switch (role) {
            case Cell.PROVOCATEUR ->
                mover + " moves onto " + name(before, d.to()) + " on " + d.to() + " and places it on " + d.place();
            case Cell.NECROMOBILE -> mover + " moves onto the corpse on " + d.to() + " and lays it on " + d.place();
            default ->
                mover + " kills " + name(before, d.to()) + " on " + d.to() + "; the corpse is laid on " + d.place();
        };
    }

    private static String name(Position position, Square square) {
        int cell = position.board().cell(square.index());
        if (!Cell.isPiece(cell)) {
            return cell == Cell.CORPSE ? "the corpse" : "nothing";
        }
        return Colour.of(Cell.camp(cell)).displayName() + " "
                + Role.of(Cell.role(cell)).displayName();
    }
}

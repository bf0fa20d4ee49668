package io.djambi.engine.notation;

import io.djambi.engine.Phrase;
import io.djambi.engine.Words;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A move told in words, e.g. "Red Militant C3 kills Blue Reporter on D4; the corpse is laid on H8". */
public final class MoveDescription {
    private MoveDescription() {}

    /** The move as played from {@code before}; the piece names are read off that position. */
    public static Words describe(Position before, Move move) {
        Words mover = name(before, move.from());
        Square from = move.from();
        return switch (move) {
            case Move.Step s ->
                s.to().isMaze()
                        ? Words.of(Phrase.TOLD_TAKES_MAZE, mover, from)
                        : Words.of(Phrase.TOLD_STEP, mover, from, s.to());
            case Move.Displace d -> displace(before, d, mover);
            case Move.Assassination a -> Words.of(Phrase.TOLD_ASSASSINATION, mover, from, name(before, a.to()), a.to());
            case Move.ReporterKill r ->
                Words.of(Phrase.TOLD_REPORTER_KILL, mover, from, r.to(), name(before, r.victim()), r.victim());
            case Move.MazeAssassination m ->
                Words.of(Phrase.TOLD_MAZE_ASSASSINATION, mover, from, name(before, Square.MAZE), m.exit());
            case Move.MazeAction m ->
                before.board().cell(Square.MAZE.index()) == Cell.CORPSE
                        ? Words.of(Phrase.TOLD_CORPSE_OFF_MAZE, mover, from, m.exit(), m.place())
                        : Words.of(
                                Phrase.TOLD_LIFTS_OFF_MAZE,
                                mover,
                                from,
                                name(before, Square.MAZE),
                                m.exit(),
                                m.place());
        };
    }

    /** The move and what followed from it: eliminations and a change of power. */
    public static Words describe(Position before, Move move, Position after) {
        Words told = describe(before, move);
        for (Words consequence : consequences(before, after)) {
            told = told.then(consequence);
        }
        return told;
    }

    /** What changed between two positions that players must not miss: eliminations, then a new player in power. */
    public static List<Words> consequences(Position before, Position after) {
        List<Words> said = new ArrayList<>();
        for (Colour c : Colour.values()) {
            if (before.isActive(c) && !after.isActive(c)) {
                said.add(Words.of(Phrase.TOLD_ELIMINATED, c));
            }
        }
        Optional<Colour> power = after.inPower();
        if (power.isPresent() && !power.equals(before.inPower())) {
            said.add(Words.of(Phrase.TOLD_IN_POWER, power.get()));
        }
        return said;
    }

    private static Words displace(Position before, Move.Displace d, Words mover) {
        int role = Cell.role(before.board().cell(d.from().index()));
        return switch (role) {
            case Cell.PROVOCATEUR ->
                Words.of(Phrase.TOLD_PROVOKES, mover, d.from(), name(before, d.to()), d.to(), d.place());
            case Cell.NECROMOBILE -> Words.of(Phrase.TOLD_MOVES_CORPSE, mover, d.from(), d.to(), d.place());
            default -> Words.of(Phrase.TOLD_KILLS_AND_LAYS, mover, d.from(), name(before, d.to()), d.to(), d.place());
        };
    }

    private static Words name(Position position, Square square) {
        int cell = position.board().cell(square.index());
        if (!Cell.isPiece(cell)) {
            return Words.of(cell == Cell.CORPSE ? Phrase.THE_CORPSE : Phrase.NOTHING);
        }
        return Words.piece(Colour.of(Cell.camp(cell)), Role.of(Cell.role(cell)));
    }
}

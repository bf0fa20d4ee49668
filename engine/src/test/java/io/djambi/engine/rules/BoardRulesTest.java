package io.djambi.engine.rules;

import static io.djambi.engine.Fixtures.moves;
import static io.djambi.engine.Fixtures.notation;
import static io.djambi.engine.Fixtures.play;
import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Corpse;
import io.djambi.engine.model.Occupant;
import io.djambi.engine.model.Piece;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** R1-R4: the board, the camps, the start and corpses. */
class BoardRulesTest {

    @Test
    @DisplayName("R1 files A-I run left to right, ranks 1-9 bottom to top, and E5 is the maze")
    void squaresAreNamedFromTheBottomLeftAndE5IsTheMaze() {
        assertEquals(new Square(0, 0), Square.parse("a1"));
        assertEquals(new Square(8, 8), Square.parse("I9"));
        assertTrue(Square.parse("E5").isMaze());
        assertEquals(Square.MAZE, Square.at(4, 4));
        assertNull(Square.parse("J1"));
        assertNull(Square.parse("A0"));
    }

    @Test
    @DisplayName("R2 each camp has a Chief, an Assassin, a Reporter, a Provocateur, a Necromobile and 4 Militants")
    void eachCampHasNinePieces() {
        Position start = read("start");
        for (Colour camp : Colour.values()) {
            Map<Role, Integer> count = new EnumMap<>(Role.class);
            for (int s = 0; s < Square.COUNT; s++) {
                Optional<Occupant> o = start.board().at(Square.of(s));
                if (o.isPresent() && o.get() instanceof Piece piece && piece.camp() == camp) {
                    count.merge(piece.role(), 1, Integer::sum);
                }
            }
            for (Role role : Role.values()) {
                assertEquals(role.perCamp(), count.getOrDefault(role, 0), camp + " " + role);
            }
        }
    }

    @Test
    @DisplayName("R3 each camp fills its corner; Red has 30 legal moves in the start position")
    void startPositionFillsTheCornersAndRedHasThirtyMoves() {
        Position start = read("start");
        assertEquals(
                "gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/9/9/9/rMrMrN3bNbMbM/rRrPrM3bMbPbA/rCrArM3bMbRbC r rbyg r 0 0",
                notation(start));
        assertEquals(
                new Piece(Colour.BLUE, Role.NECROMOBILE),
                start.board().at(Square.parse("G3")).orElseThrow());
        assertEquals(30, moves(start).size());
    }

    @Test
    @DisplayName("R4 a killed piece is never removed: it becomes a corpse that belongs to nobody")
    void killedPiecesBecomeCorpses() {
        Position p = read("gC7yC/9/9/9/9/9/2rMbM5/9/rC7bC r rbyg r 0 0");
        Position after = play(p, "C3xD3>C3");
        assertEquals(Corpse.INSTANCE, after.board().at(Square.parse("C3")).orElseThrow());
        assertEquals(
                new Piece(Colour.RED, Role.MILITANT),
                after.board().at(Square.parse("D3")).orElseThrow());
        assertEquals(
                notation(p).split(" ")[0].replace("2rMbM5", "2XrM5"),
                notation(after).split(" ")[0]);
    }
}

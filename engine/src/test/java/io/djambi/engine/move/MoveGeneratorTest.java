package io.djambi.engine.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.game.Playouts;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.notation.PositionNotation;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** Whether a player has a move (R7) is the same question as whether his moves are any, asked faster. */
class MoveGeneratorTest {
    @Provide
    Arbitrary<Position> positions() {
        return Playouts.positions(200);
    }

    @Property(tries = 300)
    void aPlayerHasAMoveExactlyWhenHisMovesAreAny(@ForAll("positions") Position p) {
        for (Colour c : Colour.values()) {
            MoveList moves = new MoveList();
            MoveGenerator.generate(p.board(), p.camps(), c, moves);
            assertEquals(moves.size() > 0, MoveGenerator.hasMove(p.board(), p.camps(), c), c + " in " + p);
        }
    }

    /**
     * Green's Chief on A9 walled in by corpses, his Necromobile on I1 hemmed in by pieces (the last position of seed
     * 402's game 7 in docs/ai-tournament.md): no step aside, and no move at all. Blue's Assassin on I2, ruled by Red,
     * has no empty square beside him either, but he can kill Green's Necromobile next to him (R13): a move all the same.
     */
    @Test
    void aPlayerWithNoEmptySquareBesideHisPiecesHasAMoveOnlyIfOneCanKill() {
        Position walled = PositionNotation.read(
                        "gCX5X1/XX1X2XyNyR/7XyM/3X5/1XrC2X1rNX/2XrPXrMX2/X1XX4bM/1XX3bMbNbA/XX3bM1bRgN r rrrg r 0 1200")
                .orThrow();
        assertFalse(MoveGenerator.hasMove(walled.board(), walled.camps(), Colour.GREEN));
        assertTrue(MoveGenerator.hasMove(walled.board(), walled.camps(), Colour.RED));
        Position killOnly = PositionNotation.read("8gC/9/9/9/9/9/9/XXX6/rCgMX6 r rrrg r 0 0")
                .orThrow();
        MoveList moves = new MoveList();
        MoveGenerator.generate(killOnly.board(), killOnly.camps(), Colour.RED, moves);
        assertTrue(moves.size() > 0, "Red's Chief on A1 can only kill Green's Militant on B1");
        assertTrue(MoveGenerator.hasMove(killOnly.board(), killOnly.camps(), Colour.RED));
    }
}

package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Walls of corpses that cut a player off from every rival for good, with no Necromobile left to open them: a game
 * nobody can win, which the evaluation scores as bad for all.
 */
class WallsTest {
    /**
     * A tournament game (hard against maxn, seed 22, game 8) at move 400: a row of corpses A3 to H3, closed on the
     * right by H2 and I2, keeps Red's Chief and Assassin (below) from Yellow's Chief, Assassin and Militant (above).
     */
    private static final String CUT_IN_TWO =
            "XX2gAX1XyM/1X2X1XXyA/X6XX/3X4X/2X3XX1/X3XyC3/XXXXXXXX1/2rA1X2XX/rC4X3 r rryy r 0 400";

    private static boolean sealed(Position p) {
        return Walls.sealed(p.board().cells(), p.camps());
    }

    @Test
    void aRowOfCorpsesWithNoNecromobileOnEitherSideSealsTheGame() {
        assertTrue(sealed(read(CUT_IN_TWO)));
    }

    /** R24: the active players may all agree to a draw; the AIs do once the walls leave nobody a way to win. */
    @Test
    void aisAgreeToADrawOnlyWhenTheWallsLeaveNobodyAWayToWin() {
        assertTrue(Ai.agreesToDraw(List.of(read(CUT_IN_TWO))));
        assertEquals(Agreement.WALLED_IN, Ai.agreement(List.of(read(CUT_IN_TWO))));
        assertFalse(Ai.agreesToDraw(List.of(read(CUT_IN_TWO.replace("2rA1X2XX", "2rA1X2X1")))), "a gap in the wall");
        assertFalse(Ai.agreesToDraw(List.of(read(CUT_IN_TWO.replace("XXyA/", "XXyN/")))), "a Necromobile to open it");
        assertFalse(Ai.agreesToDraw(List.of(StartPosition.fourPlayers())));
        Position drawn = Rules.draw(read(CUT_IN_TWO)).orThrow();
        assertFalse(Ai.agreesToDraw(List.of(drawn)), "a game already over has nothing left to agree");
        assertEquals(Agreement.WALLED_IN, Ai.agreement(List.of(drawn)), "but the final post can still say why");
    }

    @Test
    void aGapInTheWallKeepsTheGameOpen() {
        // I2 emptied: Red's Chief can go A1, ... H1, I2, I3, I4
        assertFalse(sealed(read(CUT_IN_TWO.replace("2rA1X2XX", "2rA1X2X1"))));
    }

    @Test
    void aNecromobileOnEitherSideCanOpenTheWall() {
        assertFalse(sealed(read(CUT_IN_TWO.replace("2rA1X2XX", "2rN1X2XX"))), "Red's, below the wall");
        assertFalse(sealed(read(CUT_IN_TWO.replace("XXyA/", "XXyN/"))), "Yellow's, above it");
    }

    @Test
    void aFrozenPieceKeepsTheGameOpenForItMayChangeHands() {
        // Blue's camp frozen instead of Red's (R19); a frozen Militant below the wall goes to whoever next takes
        // power: Yellow, whose Chief on F4 can walk onto the maze, would then have a killer on Red's side
        assertFalse(sealed(read(CUT_IN_TWO.replace("rryy", "r-yy").replace("2rA1X2XX", "2bM1X2XX"))));
    }

    @Test
    void aFrozenPieceOnTheSideOfTheOnlyPlayerWhoCanTakePowerChangesNothing() {
        // The frozen Militant above the wall, on D6: only Yellow can reach the maze and take him over (R19), and he
        // stays on D6, as far from Red as ever. Before, any frozen piece kept the game open (seed 403, game 45)
        Position frozenAbove = read(CUT_IN_TWO.replace("rryy", "r-yy").replace("/3X4X/", "/3bM4X/"));
        assertTrue(sealed(frozenAbove));
        assertEquals(Agreement.WALLED_IN, Ai.agreement(List.of(frozenAbove)));
    }

    @Test
    void aRivalProvocateurCanPutAChiefInPowerAndSoMakeHimTheFrozenPiecesHeir() {
        // Three players: Red and Green below the wall, Yellow alone above it with a frozen Militant of Blue's on E9.
        // Red's Chief on A1 cannot reach the maze, but Green's Provocateur on C2 can lift him onto it (R15): Red in
        // power takes the Militant over (R19), a killer on Yellow's side
        Position p = read(CUT_IN_TWO
                .replace("rryy", "r-yg")
                .replace("XX2gAX", "XX2bMX")
                .replace("2rA1X2XX", "2gP1X2XX")
                .replace("rC4X3", "rC4gC3"));
        assertFalse(sealed(p));
        // Without the Provocateur (a Militant of Green's instead) only Yellow can take power, and he is cut off
        assertTrue(sealed(read(PositionNotation.write(p).replace("2gP1X2XX", "2gM1X2XX"))));
    }

    @Test
    void oneRivalWithinReachIsEnoughToPlayOnButAPlayerCutOffFromAllIsNot() {
        // Green's Chief joins Red below the wall: Red and Green can fight, Yellow above is cut off from both
        String threePlayers = CUT_IN_TWO
                .replace("rryy", "rryg")
                .replace("2rA1X2XX", "2gC1X2XX")
                .replace("XX2gAX", "XX2yMX");
        assertTrue(sealed(read(threePlayers)), "nobody can ever take Yellow's Chief");
        assertFalse(sealed(StartPosition.fourPlayers()));
    }

    @Test
    void aSealedGameIsWorthTheSameLossToEveryPlayer() {
        Position p = read(CUT_IN_TWO);
        assertEquals(-Evaluation.SEALED, Evaluation.of(p, Colour.RED));
        assertEquals(-Evaluation.SEALED, Evaluation.of(p, Colour.YELLOW));
        Position open = read(CUT_IN_TWO.replace("2rA1X2XX", "2rA1X2X1"));
        assertTrue(Evaluation.of(open, Colour.RED) > -Evaluation.SEALED, "the same game with a gap is open");
    }
}

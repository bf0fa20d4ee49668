package io.djambi.engine.rules;

import static io.djambi.engine.Fixtures.assertMentions;
import static io.djambi.engine.Fixtures.notation;
import static io.djambi.engine.Fixtures.play;
import static io.djambi.engine.Fixtures.read;
import static io.djambi.engine.Fixtures.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** R22, R23, R24, R28: how a game ends, and the events that are not moves. */
class EndRulesTest {
    private static final String START = "gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/9/9/9/rMrMrN3bNbMbM/rRrPrM3bMbPbA/";

    @Test
    @DisplayName("R22 the last active player wins")
    void lastActivePlayerWins() {
        Position after = play(read("9/9/9/9/9/9/9/9/rC5rM1bC r rbrb r 0 0"), "G1xI1>G1");
        assertEquals("9/9/9/9/9/9/9/9/rC5X1rM - rrrr - 0 1", notation(after));
        assertEquals(new Outcome.Won(Colour.RED), Rules.outcome(after));
        assertMentions(refusal(after, "A1-A2"), "over");
    }

    @Test
    @DisplayName("R22 a move that kills the last rival and walls in the killer's own Chief is a draw (kill first)")
    void killAndEncirclementTogetherLeaveADraw() {
        Position after = play(read("9/9/5bC3/5rM3/9/9/9/X8/rCX7 r rbrb r 0 0"), "F6xF7>B2");
        assertEquals("9/9/5rM3/9/9/9/9/XX7/XX7 - ---- - 0 1", notation(after));
        assertEquals(new Outcome.Drawn(), Rules.outcome(after));
    }

    @Test
    @DisplayName("R23 a player may resign when it is not his turn: his Chief dies where he stands, his pieces freeze")
    void resigningOutOfTurnFreezesHisPieces() {
        Position after = play(read("start"), "resign b");
        assertEquals(START + "rCrArM3bMbRX r r-yg r 0 0", notation(after));
    }

    @Test
    @DisplayName("R23 a player in power who resigns dies on the maze and leaves his pieces frozen")
    void resigningInPowerLeavesTheCorpseOnTheMazeAndPiecesFrozen() {
        Position after = play(read("gC7yC/9/9/9/4bC4/9/1rM5bM1/9/rC8 r rbyg r 0 0"), "resign b");
        assertEquals("gC7yC/9/9/9/4X4/9/1rM5bM1/9/rC8 r r-yg r 0 0", notation(after));
        assertEquals(Optional.empty(), after.inPower());
    }

    @Test
    @DisplayName("R23 resigning on one's own turn uses the turn up like a pass, and is not a ply")
    void resigningOnOwnTurnPassesTheTurn() {
        Position after = play(read("start"), "resign r");
        assertEquals(START + "XrArM3bMbRbC b -byg b 0 0", notation(after));
    }

    @Test
    @DisplayName("R23 a resignation is followed by the encirclement check")
    void resignationCanWallInAnotherChief() {
        Position after = play(read("gC7yC/9/9/9/9/9/9/7XrM/rC6XbC b rbyg b 0 0"), "resign r");
        assertEquals("gC7yC/9/9/9/9/9/9/7XrM/X6XX y --yg y 0 0", notation(after));
        assertMentions(refusal(after, "resign r"), "not in the game");
    }

    @Test
    @DisplayName("R24 the active players may agree to a draw")
    void agreedDrawEndsTheGame() {
        Position after = play(read("start"), "C1-D1", "draw");
        assertEquals(Optional.empty(), after.toMove());
        assertEquals(new Outcome.Drawn(), Rules.outcome(after));
        assertEquals(1, after.ply());
    }

    @Test
    @DisplayName("R28 a skip loses the player to move his turn, like a move that changes nothing, and is not a ply")
    void skipPassesTheTurnWithoutAPly() {
        Position start = read("start");
        Position after = play(start, "skip");
        assertEquals(notation(start).replace(" r rbyg r 0 0", " b rbyg b 0 0"), notation(after));
    }
}

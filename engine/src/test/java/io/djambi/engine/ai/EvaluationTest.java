package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.play;
import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * The evaluation's figures, worked out by hand from its weights: 20 for being in the game, 4 for power, by role
 * Assassin 3.5, Reporter 3, Provocateur 2.5, Necromobile 3, Militant 1, and for the Chief's safety -0.2 a square
 * from the maze, -0.7 an enemy piece next to him, -0.25 a corpse next to him.
 */
class EvaluationTest {
    private static final double EXACT = 1e-9;

    /** The score by the middle game's terms alone: these boards are small enough to count as endgames. */
    private static double middleGame(Position p, Colour player) {
        return Evaluation.relative(Evaluation.strengths(p), p.camps(), player);
    }

    @Test
    void chiefsInTheirCornersAreEachFourSquaresFromTheMaze() {
        Position p = read("gC7yC/9/9/9/9/9/9/9/rC7bC r rbyg r 0 0");
        assertArrayEquals(new double[] {19.2, 19.2, 19.2, 19.2}, Evaluation.strengths(p), EXACT);
        assertEquals(0, middleGame(p, Colour.RED), EXACT);
    }

    @Test
    void enemiesAndCorpsesOnAnyOfTheEightSquaresAroundTheChiefCostHimAndHisOwnPiecesDoNot() {
        // Red's Chief on C3, two squares from the maze: Blue Militants on B2 and C4, a corpse on D4, his own on B3
        Position p = read("gC7yC/9/9/9/9/2bMX5/1rMrC6/1bM7/8bC r rbyg r 0 0");
        double red = 20 + 1 - 0.2 * 2 - 0.7 - 0.7 - 0.25;
        double blue = 20 + 1 + 1 - 0.2 * 4;
        assertArrayEquals(new double[] {red, blue, 19.2, 19.2}, Evaluation.strengths(p), EXACT);
        // his rivals: half their average, half the strongest (Blue)
        assertEquals(red - ((blue + 19.2 + 19.2) / 3 + blue) / 2, middleGame(p, Colour.RED), EXACT);
    }

    @Test
    void aCornerChiefCountsOnlyTheThreeSquaresOnTheBoard() {
        // Corpse on B1, Blue Militant on B2, nothing on A2
        Position p = read("gC7yC/9/9/9/9/9/9/1bM7/rCX6bC r rbyg r 0 0");
        assertArrayEquals(
                new double[] {20 - 0.8 - 0.25 - 0.7, 20 + 1 - 0.8, 19.2, 19.2}, Evaluation.strengths(p), EXACT);
    }

    @Test
    void theChiefInPowerIsWorthFourMore() {
        Position p = read("gC7yC/9/9/9/4rC4/9/9/9/8bC b rbyg b 0 0");
        assertArrayEquals(new double[] {24, 19.2, 19.2, 19.2}, Evaluation.strengths(p), EXACT);
        assertEquals(24 - 19.2, middleGame(p, Colour.RED), EXACT);
        assertEquals(19.2 - ((24 + 19.2 + 19.2) / 3 + 24) / 2, middleGame(p, Colour.BLUE), EXACT);
    }

    @Test
    void satellitesCountForTheirRulerAndHostagePiecesForNobody() {
        // Blue's Assassin on H1 is Red's satellite (R17); Green is the hostage camp (R25): only Yellow is a rival
        Position p = read("gC7yC/9/9/9/9/9/9/9/rC6bAX r rryh r 0 0");
        assertArrayEquals(new double[] {20 - 0.8 + 3.5, 0, 19.2, 0}, Evaluation.strengths(p), EXACT);
        assertEquals(20 - 0.8 + 3.5 - 19.2 + Evaluation.RIVAL_OUT, middleGame(p, Colour.RED), EXACT, "Blue is out");
    }

    @Test
    void killingALoneRivalChiefIsWorthSomethingThoughTheOthersAverageTheSame() {
        // Three lone Chiefs against Red's: Red's Militant on G1 takes Blue's Chief on I1 (R11, R17). Blue had nothing
        // else, so the average of Red's rivals stays 19.2, and only his being out of the game makes the kill worth it
        Position before = read("gC7yC/9/9/9/9/9/9/9/rC5rM1bC r rbyg r 0 0");
        Position after = play(before, "G1xI1>E6");
        assertEquals(Evaluation.RIVAL_OUT, middleGame(after, Colour.RED) - middleGame(before, Colour.RED), EXACT);
        assertTrue(Evaluation.of(after, Colour.RED) > Evaluation.of(before, Colour.RED));
    }

    @Test
    void aRivalWhoKillsAnotherAndTakesHisPiecesCostsThePlayerThoughTheAverageAndTheBonusCancelOut() {
        // Four players each worth 36 (20 in the game, 16 in pieces); Yellow kills Green's Chief and takes his pieces
        // (R17): Yellow is worth 52. By the average alone Red's rivals went from 36 to 44, which the 10 for Green's
        // being out more than makes up: Red would welcome one rival's swallowing another. Half the strongest (52)
        // makes it cost him
        Camps four = read("gC7yC/9/9/9/9/9/9/9/rC7bC y rbyg y 0 0").camps();
        Camps greenTaken = read("8yC/9/9/9/9/9/9/9/rC7bC y rbyy y 0 0").camps();
        double before = Evaluation.relative(new double[] {36, 36, 36, 36}, four, Colour.RED);
        double after = Evaluation.relative(new double[] {36, 36, 52, 0}, greenTaken, Colour.RED);
        assertEquals(0, before, EXACT);
        assertEquals(36 - ((36 + 52) / 2.0 + 52) / 2 + Evaluation.RIVAL_OUT, after, EXACT);
        assertTrue(after < before);
        assertTrue(36 - (36 + 52) / 2.0 + Evaluation.RIVAL_OUT > before, "by the average alone it would be a gain");
    }

    @Test
    void frozenPiecesCountForNobody() {
        Position p = read("gC7yC/9/9/9/9/9/2bM1rC4/9/8X r r-yg r 0 0");
        assertArrayEquals(new double[] {20 - 0.2 * 2, 0, 19.2, 19.2}, Evaluation.strengths(p), EXACT);
    }

    @Test
    void aWonGameIsWorthAWinToTheWinnerAndALossToTheLoserAndADrawNothing() {
        Position won = play(read("9/9/9/9/9/9/9/9/rC5rM1bC r rbrb r 0 0"), "G1xI1>G1");
        assertEquals(Evaluation.WIN, Evaluation.of(won, Colour.RED));
        assertEquals(-Evaluation.WIN, Evaluation.of(won, Colour.BLUE));
        Position drawn =
                Rules.draw(read("gC7yC/9/9/9/4rC4/9/9/9/8bC b rbyg b 0 0")).orThrow();
        assertEquals(0, Evaluation.of(drawn, Colour.RED), "power counts for nothing once the game is drawn");
    }
}

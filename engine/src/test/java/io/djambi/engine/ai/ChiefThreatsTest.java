package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import org.junit.jupiter.api.Test;

/** Which rival pieces can kill a Chief on their next move, by the rules of each piece. */
class ChiefThreatsTest {
    /** One of {@link ChiefThreats}' questions about Red's Chief on a square of a position. */
    private interface Question {
        boolean ask(Position p, int at, int red);
    }

    private static boolean askOfRedChief(Question question, String notation, String chief) {
        return question.ask(read(notation), Square.parse(chief).index(), Colour.RED.ordinal());
    }

    private static boolean redChiefAttacked(String notation, String chief) {
        return askOfRedChief(
                (p, at, red) -> ChiefThreats.attacked(p.board().cells(), p.camps(), at, red), notation, chief);
    }

    @Test
    void anAssassinOnAClearLineThreatensAtAnyDistanceAndNotBehindAPiece() {
        assertTrue(redChiefAttacked("9/9/9/9/9/9/9/9/rC6bAbC r rbrb r 0 0", "A1"), "R13: along the first rank");
        assertFalse(redChiefAttacked("9/9/9/9/9/9/9/9/rC2X3bAbC r rbrb r 0 0", "A1"), "a corpse on D1 blocks");
    }

    @Test
    void aMilitantThreatensFromOneOrTwoSquaresButNeverTheChiefInPower() {
        assertTrue(redChiefAttacked("7bC1/9/9/9/9/9/9/9/rC1bM6 r rbrb r 0 0", "A1"), "R11: two squares away");
        assertFalse(redChiefAttacked("7bC1/9/9/9/9/9/9/9/rC2bM5 r rbrb r 0 0", "A1"), "three squares away");
        assertFalse(redChiefAttacked("7bC1/9/9/9/4rC4/4bM4/9/9/9 r rbrb r 0 0", "E5"), "R11: the Chief in power");
    }

    @Test
    void aReporterThreatensWhenHeCanStopOrthogonallyNextToTheChief() {
        // Blue's Reporter on E4 can stop on B1 (diagonal E4-B1), next to Red's Chief on A1: R14
        assertTrue(redChiefAttacked("7bC1/9/9/9/9/4bR4/9/9/rC8 r rbrb r 0 0", "A1"));
        // On D6 he reaches no square next to A1 in one move
        assertFalse(redChiefAttacked("7bC1/9/9/3bR5/9/9/9/9/rC8 r rbrb r 0 0", "A1"));
    }

    @Test
    void ownSatellitesAndFrozenPiecesThreatenNobody() {
        // Blue's Assassin on H1: Red's satellite (R17) in the first position, frozen (R19) in the second; a corpse on
        // A5 stands between Red's Chief and Yellow's
        assertFalse(redChiefAttacked("yC8/9/9/9/X8/9/9/9/rC6bAX r rry- r 0 0", "A1"));
        assertFalse(redChiefAttacked("yC8/9/9/9/X8/9/9/9/rC6bAX r r-y- r 0 0", "A1"));
        assertTrue(redChiefAttacked("yC6bC1/9/9/9/X8/9/9/9/rC6bAX r rby- r 0 0", "A1"), "Blue's own, it does");
    }

    @Test
    void aThreatenedChiefCostsHisPlayerLessWhenHeIsToMove() {
        // A corpse on D4 keeps Red's Chief on A1 from Blue's on I9 (a Chief kills along a line too, R12)
        Position redToMove = read("8bC/9/9/9/9/3X5/9/9/rC6bA1 r rbrb r 0 0");
        Position blueToMove = read("8bC/9/9/9/9/3X5/9/9/rC6bA1 b rbrb b 0 0");
        double[] a = new double[4];
        double[] b = new double[4];
        Evaluation.threats(redToMove, a);
        Evaluation.threats(blueToMove, b);
        assertEquals(-Evaluation.THREATENED_TO_MOVE, a[0], 1e-9);
        assertEquals(-Evaluation.THREATENED, b[0], 1e-9);
        assertEquals(0, b[1], 1e-9, "nothing threatens Blue's Chief on I9");
    }

    private static boolean redChiefProvoked(String notation, String chief) {
        return askOfRedChief(
                (p, at, red) -> ChiefThreats.provoked(p.board().cells(), p.camps(), at, red), notation, chief);
    }

    private static boolean redChiefCornered(String notation, String chief) {
        return askOfRedChief(
                (p, at, red) ->
                        ChiefThreats.cornered(p.board().cells(), p.camps().codes(), at, red),
                notation,
                chief);
    }

    /** R15: a rival Provocateur on a clear line can move onto the Chief and put him down anywhere. */
    @Test
    void aRivalProvocateurOnAClearLineCanMoveTheChief() {
        assertTrue(redChiefProvoked("8bC/9/9/9/9/3bP5/9/9/rC8 r rbrb r 0 0", "A1"), "along the diagonal A1-D4");
        assertFalse(redChiefProvoked("8bC/9/9/9/9/3bP5/2X6/9/rC8 r rbrb r 0 0", "A1"), "a corpse on C3 blocks");
        // Yellow's camp is Red's (R17): its Provocateur is Red's own
        assertFalse(redChiefProvoked("8bC/9/9/9/9/3yP5/9/9/rC8 r rbrb r 0 0", "A1"), "a satellite is his own");
        assertFalse(redChiefAttacked("8bC/9/9/9/9/3bP5/9/9/rC8 r rbrb r 0 0", "A1"), "R15: he never kills");
    }

    /** R18: one corpse on the last empty square next to the Chief's pocket walls him in, unless he has a Necromobile. */
    @Test
    void aChiefWithOneWayOutLeftIsCorneredUnlessHisPlayerRulesANecromobile() {
        // Corpses on A2, B2 and C1: the Chief on A1 has B1 alone
        assertTrue(redChiefCornered("8bC/9/9/9/9/9/9/XX7/rC1X6 r rbrb r 0 0", "A1"));
        assertFalse(redChiefCornered("8bC/9/9/9/9/9/9/X8/rC1X6 r rbrb r 0 0", "A1"), "B1 and B2: two ways out");
        assertFalse(redChiefCornered("8bC/9/9/9/9/9/9/XX5rN1/rC1X6 r rbrb r 0 0", "A1"), "Red's Necromobile on H2");
        // His Militant on B1 widens the pocket: its neighbours C2 (empty) and C1 (a corpse) count
        assertTrue(redChiefCornered("8bC/9/9/9/9/9/9/XX7/rCrMX6 r rbrb r 0 0", "A1"), "only C2 is left");
        assertFalse(redChiefCornered("8bC/9/9/9/9/9/9/XX7/rCrM7 r rbrb r 0 0", "A1"), "C1 and C2 are left");
        // A rival's living piece next to the pocket sets him free now; one square is still one way out
        assertTrue(redChiefCornered("8bC/9/9/9/9/9/9/XX7/rCbMX6 r rbrb r 0 0", "A1"), "Blue's Militant on B1");
        assertFalse(redChiefCornered("8bC/9/9/9/9/9/9/XX7/rCX7 r rbrb r 0 0", "A1"), "walled in already: none");
    }

    @Test
    void aProvokedOrCorneredChiefCostsHisPlayerLessWhenHeIsToMove() {
        Position provoked = read("8bC/9/9/9/9/3bP5/9/9/rC8 b rbrb b 0 0");
        Position cornered = read("8bC/9/9/9/9/9/9/XX7/rC1X6 b rbrb b 0 0");
        Position corneredToMove = read("8bC/9/9/9/9/9/9/XX7/rC1X6 r rbrb r 0 0");
        double[] a = new double[4];
        double[] b = new double[4];
        double[] c = new double[4];
        Evaluation.threats(provoked, a);
        Evaluation.threats(cornered, b);
        Evaluation.threats(corneredToMove, c);
        assertEquals(-Evaluation.PROVOKED, a[0], 1e-9);
        assertEquals(0, a[1], 1e-9, "Blue's Chief is safe");
        assertEquals(-Evaluation.CORNERED, b[0], 1e-9);
        assertEquals(-Evaluation.CORNERED_TO_MOVE, c[0], 1e-9);
        double[] d = new double[4];
        Evaluation.threats(read("8bC/9/9/9/9/3bP5/9/9/rC8 r rbrb r 0 0"), d);
        assertEquals(-Evaluation.PROVOKED_TO_MOVE, d[0], 1e-9);
        // Blue's Militant on B1 threatens the Chief (R11) and is his one way out: both count
        double[] e = new double[4];
        Evaluation.threats(read("8bC/9/9/9/9/9/9/XX7/rCbMX6 b rbrb b 0 0"), e);
        assertEquals(-Evaluation.THREATENED - Evaluation.CORNERED, e[0], 1e-9);
    }
}

package io.djambi.engine.rules;

import static io.djambi.engine.Fixtures.assertHas;
import static io.djambi.engine.Fixtures.assertLacks;
import static io.djambi.engine.Fixtures.assertMentions;
import static io.djambi.engine.Fixtures.moves;
import static io.djambi.engine.Fixtures.notation;
import static io.djambi.engine.Fixtures.play;
import static io.djambi.engine.Fixtures.position;
import static io.djambi.engine.Fixtures.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Corpse;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** R8-R16: how each piece moves and acts away from the maze. */
class MovementRulesTest {

    private static Set<String> movesFrom(Position p, String square) {
        return moves(p).stream().filter(m -> m.startsWith(square)).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    @DisplayName("R8 a Militant moves one or two squares in each of the 8 directions")
    void militantMovesOneOrTwoSquaresInEightDirections() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  rM .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  .  .  .  .  .  bC
                """, "r rbyg r 0 0");
        assertEquals(
                new TreeSet<>(Set.of(
                        "C3-C4", "C3-C5", "C3-C2", "C3-C1", "C3-B3", "C3-A3", "C3-D3", "C3-E3", "C3-D4", "C3-B4",
                        "C3-A5", "C3-D2", "C3-E1", "C3-B2")),
                movesFrom(p, "C3"));
    }

    @Test
    @DisplayName("R8 nothing jumps: a corpse blocks a Militant and a queen-like Assassin")
    void corpsesAndPiecesBlockEveryLine() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  X  .  .  .  .  .  .
                .  .  rM .  .  .  X  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  .  rA .  .  .  bC
                """, "r rbyg r 0 0");
        assertLacks(movesFrom(p, "C3"), "C3-C4", "C3-C5");
        assertHas(movesFrom(p, "E1"), "E1-F2", "E1-E9", "E1-B1", "E1-H1");
        assertLacks(movesFrom(p, "E1"), "E1-G3", "E1-H4", "E1-I1", "E1-A1");
    }

    @Test
    @DisplayName("R9 any piece passes through the empty maze, only a Chief stops on it")
    void piecesPassThroughTheEmptyMazeButOnlyAChiefStopsThere() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  rM .  .  .  .  .
                .  .  .  .  rC .  .  .  .
                .  .  .  .  .  .  .  .  .
                X  .  .  .  rA .  .  .  bC
                """, "r rbyg r 0 0");
        assertHas(moves(p), "D4-F6", "E3-E5");
        assertLacks(moves(p), "D4-E5", "E1-E5");
        Position chiefOnMaze = play(p, "E3-E5", "I1-H1");
        assertLacks(moves(chiefOnMaze), "D4-F6"); // an occupied maze blocks
    }

    @Test
    @DisplayName("R10 own pieces, satellites included, are never targets")
    void ownPiecesAndSatellitesAreNeverTargets() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  bM rR .  .  .  .  .
                .  .  rM .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  .  .  .  .  .  X
                """, "r rryg r 0 0");
        assertTrue(moves(p).stream().noneMatch(m -> m.startsWith("C3xD4") || m.startsWith("C3xC4")));
        assertMentions(refusal(p, "C3xD4>H8"), "your own", "never a target");
    }

    @Test
    @DisplayName("R10 the square a killer has just left counts as empty for the corpse")
    void killerMayLayTheCorpseOnTheSquareItLeft() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  bM .  .  .  .  .
                .  .  rM .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  .  .  .  .  .  bC
                """, "r rbyg r 0 0");
        Position after = play(p, "C3xD4>C3");
        assertEquals(Corpse.INSTANCE, after.board().at(Square.parse("C3")).orElseThrow());
        assertEquals("gC7yC/9/9/9/9/3rM5/2X6/9/rC7bC b rbyg b 0 1", notation(after));
    }

    @Test
    @DisplayName("R11 a Militant kills by replacement and lays the corpse on any empty square but the maze")
    void militantKillsAndLaysTheCorpseAnywhereButTheMaze() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  bR .  .  .  .  .  .
                .  .  rM .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  .  .  .  .  .  bC
                """, "r rbyg r 0 0");
        long kills = moves(p).stream().filter(m -> m.startsWith("C3xC4>")).count();
        assertEquals(81 - 6 - 1 + 1, kills, "every empty square but the maze, plus C3 just left");
        assertMentions(refusal(p, "C3xC4>E5"), "maze");
        assertMentions(refusal(p, "C3xC4"), "where");
        assertEquals("gC7yC/7X1/9/9/9/2rM6/9/9/rC7bC b rbyg b 0 1", notation(play(p, "C3xC4>H8")));
    }

    @Test
    @DisplayName("R11 a Militant can never kill the Chief in power")
    void militantCannotKillChiefInPower() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  bC .  .  .  .
                .  .  .  rM .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  .  .  .  .  .  .
                """, "r rbyg r 0 0");
        assertTrue(moves(p).stream().noneMatch(m -> m.startsWith("D4xE5")));
        assertMentions(refusal(p, "D4xE5>A5"), "Militant", "never kill the Chief in power");
    }

    @Test
    @DisplayName("R12 a Chief kills like a Militant, over any distance")
    void chiefKillsLikeAMilitant() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  .  .  .  bM .  bC
                """, "r rbyg r 0 0");
        assertEquals("gC7yC/9/9/9/9/9/9/9/X5rC1bC b rbyg b 0 1", notation(play(p, "A1xG1>A1")));
        assertMentions(refusal(p, "A1xG1>E5"), "maze");
    }

    @Test
    @DisplayName("R12 a Chief who kills the Chief on the maze takes his place and is in power at once")
    void chiefKillingTheChiefInPowerTakesHisPlace() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  bC .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  rC .  .  .  bM
                """, "r rbyg r 0 0");
        Position after = play(p, "E1xE5>A5");
        assertEquals(Optional.of(Colour.RED), after.inPower());
        assertEquals("gC7yC/9/9/9/X3rC4/9/9/9/8bM y rryg y 0 1", notation(after));
    }

    @Test
    @DisplayName("R13 the Assassin's victim is laid on the square the Assassin came from")
    void assassinLeavesTheCorpseOnItsStartingSquare() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  bR .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC rA .  .  .  .  .  .  bC
                """, "r rbyg r 0 0");
        String expected = "gC7yC/9/9/9/1rA7/9/9/9/rCX6bC b rbyg b 0 1";
        assertEquals(expected, notation(play(p, "B1xB5")));
        assertEquals(expected, notation(play(p, "b1 x b5 > b1")), "the forced placement may be written");
        assertMentions(refusal(p, "B1xB5>H8"), "Assassin", "the square he came from");
    }

    @Test
    @DisplayName("R14 a Reporter moves, then may kill one enemy orthogonally next to where he stopped")
    void reporterKillsOrthogonallyAfterMovingOrKillsNobody() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  gN yM .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  rR .  .  .  .  .  .
                rC .  .  .  .  .  .  .  bC
                """, "r rbyg r 0 0");
        assertHas(moves(p), "C2-C6", "C2-C6xC7", "C2-C5");
        assertEquals("gC7yC/9/2XyM5/2rR6/9/9/9/9/rC7bC b rbyg b 0 1", notation(play(p, "C2-C6xC7")));
        assertMentions(refusal(p, "C2-C6xD7"), "orthogonally"); // never diagonally
    }

    @Test
    @DisplayName("R14 a Reporter never kills without moving: one placed next to an enemy must move first")
    void reporterNeverKillsWithoutMoving() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  X  bM X  .  .  .  .  .
                .  X  rR X  .  .  .  .  .
                rC X  X  X  .  .  .  .  bC
                """, "r rbyg r 0 0");
        assertTrue(movesFrom(p, "C2").isEmpty(), "boxed in, he cannot kill the Militant next to him");
        assertMentions(refusal(p, "C2xC3>H8"), "no legal move");
    }

    @Test
    @DisplayName("R15 a Provocateur moves onto an enemy and places it, alive, on any empty square")
    void provocateurPlacesTheEnemyAlive() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  bM .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  rP .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  .  .  .  .  .  bC
                """, "r rbyg r 0 0");
        assertEquals("gC7yC/7bM1/9/9/2rP6/9/9/9/rC7bC b rbyg b 0 1", notation(play(p, "C3xC5>H8")));
        assertMentions(refusal(p, "C3xC5>E5"), "maze"); // only a Chief goes onto the maze
    }

    @Test
    @DisplayName("R15 a Chief placed on the maze by a Provocateur is in power")
    void provocateurMayPutAChiefOnTheMaze() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  bC .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  rP .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  .  .  .  .  .  .
                """, "r rbyg r 0 0");
        Position after = play(p, "C3xC5>E5");
        assertEquals(Optional.of(Colour.BLUE), after.inPower());
        assertEquals(Optional.of(Colour.BLUE), after.toMove(), "Blue in power plays a bonus move at once");
        assertEquals(1, after.bonus());
    }

    @Test
    @DisplayName("R16 a Necromobile moves onto a corpse and lays it anywhere but the maze; it never kills")
    void necromobileMovesCorpsesAndNeverKills() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  X  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  rN bM .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  .  .  .  .  .  bC
                """, "r rbyg r 0 0");
        assertEquals("gC7yC/7X1/9/9/2rN6/9/3bM5/9/rC7bC b rbyg b 0 1", notation(play(p, "C3xC5>H8")));
        assertTrue(moves(p).stream().noneMatch(m -> m.startsWith("C3xD3")));
        assertMentions(refusal(p, "C3xC5>E5"), "maze");
        assertMentions(refusal(p, "C3xD3>H8"), "Necromobile never kills");
    }
}

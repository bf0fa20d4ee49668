package io.djambi.engine.rules;

import static io.djambi.engine.Fixtures.assertHas;
import static io.djambi.engine.Fixtures.assertLacks;
import static io.djambi.engine.Fixtures.assertMentions;
import static io.djambi.engine.Fixtures.moves;
import static io.djambi.engine.Fixtures.notation;
import static io.djambi.engine.Fixtures.play;
import static io.djambi.engine.Fixtures.position;
import static io.djambi.engine.Fixtures.read;
import static io.djambi.engine.Fixtures.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** R20, R21 and the maze cases of R12 and R14: acting on the seat of power. */
class MazeRulesTest {
    /** Blue in power on the maze; Red's Assassin, Provocateur, Necromobile, Reporter and Chief around it. */
    private static final String BLUE_IN_POWER = """
            gC .  .  .  .  .  .  .  yC
            .  .  .  .  .  .  .  .  .
            .  .  .  .  .  .  .  .  .
            .  .  .  .  .  .  .  .  .
            .  .  .  .  bC .  .  .  .
            .  .  .  .  .  .  .  .  .
            .  .  rA .  .  .  bM .  .
            .  .  .  .  .  .  .  .  .
            rC .  .  .  rP .  .  .  bN
            """;

    @Test
    @DisplayName("R20 an Assassin kills the Chief in power, leaves the maze, and the corpse goes to his start")
    void assassinKillsTheChiefInPowerAndLeavesTheMaze() {
        Position p = position(BLUE_IN_POWER, "r rbyg r 0 0");
        Position after = play(p, "C3xE5-B2");
        assertEquals("gC7yC/9/9/9/9/9/2X3bM2/1rA7/rC3rP3bN y rryg y 0 1", notation(after));
        assertEquals(Optional.empty(), after.inPower());
    }

    @Test
    @DisplayName("R20 the Assassin's exit may cross his start square but not end on it")
    void assassinExitMayCrossButNotEndOnHisStartSquare() {
        Position p = position(BLUE_IN_POWER, "r rbyg r 0 0");
        assertHas(moves(p), "C3xE5-D4", "C3xE5-B2", "C3xE5-E9", "C3xE5-F6");
        assertLacks(moves(p), "C3xE5-C3", "C3xE5-A1", "C3xE5-G3", "C3xE5-H2");
        assertMentions(refusal(p, "C3xE5-C3"), "C3");
        assertMentions(refusal(p, "C3xE5-G3"), "exit");
        assertMentions(refusal(p, "C3xE5"), "leave");
    }

    @Test
    @DisplayName("R20 a Provocateur lifts the Chief in power off the maze and drops him on the field")
    void provocateurLiftsTheChiefInPowerOntoTheField() {
        Position p = position(BLUE_IN_POWER, "r rbyg r 0 0");
        Position after = play(p, "E1xE5-H5>A5");
        assertEquals("gC7yC/9/9/9/bC6rP1/9/2rA3bM2/9/rC7bN b rbyg b 0 1", notation(after));
        assertEquals(Optional.empty(), after.inPower(), "Blue is out of power but alive");
        assertMentions(refusal(p, "E1xE5-H5>E5"), "field");
        assertMentions(refusal(p, "E1xE5-H5"), "where");
        assertHas(moves(p), "E1xE5-E1>A5"); // the square he left counts as empty (R10)
    }

    @Test
    @DisplayName("R20 a Necromobile clears a corpse off the maze onto the field")
    void necromobileClearsTheCorpseOffTheMaze() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  X  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  rN .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  .  .  .  .  .  bC
                """, "r rbyg r 0 0");
        assertEquals("gC7yC/9/9/9/9/3rN5/9/9/rC6XbC b rbyg b 0 1", notation(play(p, "C3xE5-D4>H1")));
        assertMentions(refusal(p, "C3xE5-D4>E5"), "field");
    }

    @Test
    @DisplayName("R20 no maze action when the Chief on it is the mover's own: own pieces are never targets")
    void nobodyActsOnHisOwnChiefInPower() {
        Position p = position(BLUE_IN_POWER, "b rbyg r 1 0");
        assertTrue(moves(p).stream().noneMatch(m -> m.contains("xE5")));
    }

    @Test
    @DisplayName("R12 a Chief kills the Chief in power, takes the maze and lays the corpse on the field")
    void chiefKillsTheChiefInPowerAndTakesTheMaze() {
        Position p = position("""
                gC .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  yC .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  .  .  .  .  .  bC
                """, "r rbyg r 0 0");
        assertLacks(moves(p), "A1xE5>E5");
        Position after = play(p, "A1xE5>A1");
        assertEquals(Optional.of(Colour.RED), after.inPower());
        assertEquals("gC8/9/9/9/4rC4/9/9/9/X7bC b rbrg b 0 1", notation(after));
    }

    @Test
    @DisplayName("R11 R12 a Chief in power who kills lays the corpse on the field, never back on the maze he left")
    void chiefInPowerKillingLaysTheCorpseOnTheField() {
        Position p = read("gC7yC/9/9/9/4rC4/4bM4/9/9/8bC r rbyg y 1 0");
        assertHas(moves(p), "E5xE4>A5", "E5xE4>E3");
        assertLacks(moves(p), "E5xE4>E5");
        assertMentions(refusal(p, "E5xE4>E5"), "E5");
    }

    @Test
    @DisplayName("R14 R21 a Reporter kills the Chief in power from D5, F5, E4 or E6 and the corpse stays on the maze")
    void reporterKillsTheChiefInPowerFromBesideTheMaze() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  bC .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  rR .  rN .  .  .
                """, "r rbyg r 0 0");
        assertHas(moves(p), "D1-D5xE5", "D1-E2", "D1-F3");
        Position after = play(p, "D1-D5xE5");
        assertEquals("gC7yC/9/9/9/3rRX4/9/9/9/rC4rN3 y rryg y 0 1", notation(after));
        assertEquals(Optional.empty(), after.inPower(), "R21 nobody is in power");
    }

    @Test
    @DisplayName("R21 a corpse on the maze blocks the seat: a Chief cannot take it, only a Necromobile clears it")
    void corpseOnTheMazeCanOnlyBeClearedByANecromobile() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  X  .  .  .  .
                .  .  .  rA .  .  .  .  .
                .  .  rC .  .  .  .  .  .
                .  .  .  .  rN .  .  .  .
                .  .  .  .  .  .  .  .  bC
                """, "r rbyg r 0 0");
        assertTrue(moves(p).stream().filter(m -> m.contains("E5")).allMatch(m -> m.startsWith("E2xE5-")));
        assertHas(moves(p), "E2xE5-E4>A1");
        assertMentions(refusal(p, "D4xE5-F6"), "enemy living piece");
    }

    @Test
    @DisplayName("R9 R20 a Militant never acts on the maze")
    void militantNeverActsOnTheMaze() {
        Position p = position("""
                gC .  .  .  .  .  .  .  yC
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  X  .  .  .  .
                .  .  .  rM .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rC .  .  .  .  .  .  .  bC
                """, "r rbyg r 0 0");
        assertTrue(moves(p).stream().noneMatch(m -> m.contains("E5")));
    }
}

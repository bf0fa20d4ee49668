package io.djambi.engine.rules;

import static io.djambi.engine.Fixtures.assertMentions;
import static io.djambi.engine.Fixtures.notation;
import static io.djambi.engine.Fixtures.play;
import static io.djambi.engine.Fixtures.read;
import static io.djambi.engine.Fixtures.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** R25, R26, R27: the three-player game and its hostage camp. */
class HostageRulesTest {

    @Test
    @DisplayName("R25 the hostage camp has no turn and its pieces never act")
    void hostageCampHasNoTurn() {
        Position p = read("start3");
        assertEquals(
                "gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/9/9/9/rMrMrN3bNbMbM/rRrPrM3bMbPbA/rCrArM3bMbRbC r rbyh r 0 0",
                notation(p));
        Position round = play(p, "C1-D1", "I3-I4", "G7-F6");
        assertEquals(Optional.of(Colour.RED), round.toMove(), "Green is skipped");
        assertMentions(refusal(p, "C7-C6"), "hostage", "never act");
    }

    @Test
    @DisplayName(
            "R26 hostage pieces can be killed, and killing the hostage Chief makes the camp the killer's satellites")
    void killingTheHostageChiefMakesItsCampSatellites() {
        Position p = read("gC7yC/1rM7/9/9/9/9/9/9/rC7bC r rbyh r 0 0");
        Position after = play(p, "B8xA9>B8");
        assertEquals("rM7yC/1X7/9/9/9/9/9/9/rC7bC b rbyr b 0 1", notation(after));
    }

    @Test
    @DisplayName(
            "R26 R18 a Provocateur may place hostage pieces, and the hostage Chief is never checked for encirclement")
    void hostagePiecesCanBePlacedAndTheHostageChiefIsNeverEncircled() {
        Position p = read("gCX7/XX6yC/9/9/9/9/2gM6/2rP6/rC7bC r rbyh r 0 0");
        Position after = play(p, "C2xC3>H5");
        assertEquals("gCX7/XX6yC/9/9/7gM1/9/2rP6/9/rC7bC b rbyh b 0 1", notation(after));
    }

    @Test
    @DisplayName("R27 a hostage Chief placed on the maze is a puppet: nobody is in power and no bonus follows")
    void hostageChiefOnTheMazeGivesNobodyPower() {
        Position p = read("8yC/9/9/9/9/2gC6/2rP6/9/rC7bC r rbyh r 0 0");
        Position after = play(p, "C3xC4>E5");
        assertEquals(Optional.empty(), after.inPower());
        assertEquals("8yC/9/9/9/4gC4/2rP6/9/9/rC7bC b rbyh b 0 1", notation(after));
        assertTrue(after.camps().isHostage(Colour.GREEN));
    }

    @Test
    @DisplayName("R26 R27 a Chief who kills the puppet takes the maze, power, and the hostage camp")
    void chiefKillingThePuppetTakesPowerAndTheHostages() {
        Position p = read("8yC/9/9/9/4gC4/9/9/9/rC7bC r rbyh r 0 0");
        Position after = play(p, "A1xE5>A1");
        assertEquals(Optional.of(Colour.RED), after.inPower());
        assertEquals("8yC/9/9/9/4rC4/9/9/9/X7bC b rbyr b 0 1", notation(after));
    }
}

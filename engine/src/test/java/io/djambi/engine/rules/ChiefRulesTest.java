package io.djambi.engine.rules;

import static io.djambi.engine.Fixtures.assertMentions;
import static io.djambi.engine.Fixtures.moves;
import static io.djambi.engine.Fixtures.notation;
import static io.djambi.engine.Fixtures.play;
import static io.djambi.engine.Fixtures.read;
import static io.djambi.engine.Fixtures.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** R17, R18, R19: killing Chiefs, encirclement and devolution. */
class ChiefRulesTest {

    @Test
    @DisplayName("R17 the killer's player takes every piece the victim's player controlled, satellites included")
    void killingAChiefMakesHisPiecesAndSatellitesTheKillers() {
        Position p = read("X7yC/9/1gM7/9/9/9/9/9/rC5rM1bC r rbyb r 0 0");
        Position after = play(p, "G1xI1>G1");
        assertEquals("X7yC/9/1gM7/9/9/9/9/9/rC5X1rM y rryr y 0 1", notation(after));
        assertEquals(Optional.of(Colour.RED), after.controllerOf(Colour.GREEN));
        assertFalse(after.isActive(Colour.BLUE));
    }

    @Test
    @DisplayName("R18 a player's own move can wall in his own Chief, who dies; with nobody in power his pieces freeze")
    void ownMoveCanEncircleOwnChief() {
        Position p = read("gC7yC/9/5bM3/5rM3/9/9/9/X8/rCX6bC r rbyg r 0 0");
        assertEquals("gC7yC/9/5rM3/9/9/9/9/XX7/XX6bC b -byg b 0 1", notation(play(p, "F6xF7>B2")));
    }

    @Test
    @DisplayName("R18 an empty maze next to the Chief sets him free; a corpse on it walls him in")
    void emptyMazeSetsTheChiefFreeButACorpseOnItWallsHimIn() {
        Position free = read("gC7yC/9/9/9/2XX5/2XrCX4/2XXX4/9/8bC b rbyg b 0 0");
        assertTrue(play(free, "I1-H1").isActive(Colour.RED));
        Position walled = read("gC7yC/9/9/9/2XXX4/2XrCX4/2XXX4/9/8bC b rbyg b 0 0");
        Position after = play(walled, "I1-H1");
        assertFalse(after.isActive(Colour.RED), "checked after every move, whoever made it");
        assertEquals("gC7yC/9/9/9/2XXX4/2XXX4/2XXX4/9/7bC1 y -byg y 0 1", notation(after));
    }

    @Test
    @DisplayName("R18 an enemy living piece next to his pocket sets him free; a frozen one does not")
    void enemyNextToThePocketSetsHimFreeButFrozenPiecesWallHimIn() {
        Position enemy = read("gC7yC/9/9/9/9/9/XXbM6/XrMX6/rCXX5bC g rbyg g 0 0");
        assertTrue(play(enemy, "A9-A8").isActive(Colour.RED));
        Position frozen = read("X7yC/9/9/9/9/9/XXgM6/XrMX6/rCXX5bC b rby- b 0 0");
        assertFalse(play(frozen, "I1-H1").isActive(Colour.RED));
    }

    @Test
    @DisplayName("R18 a player who controls a living Necromobile is never encircled")
    void necromobileSparesItsPlayerFromEncirclement() {
        Position p = read("gC7yC/9/9/9/9/9/XXX6/XX7/rCX3rN2bC b rbyg b 0 0");
        assertTrue(play(p, "I1-H1").isActive(Colour.RED));
    }

    @Test
    @DisplayName("R18 the check repeats: one Chief's death can wall in another")
    void oneEncirclementCanCauseAnother() {
        Position p = read("gC7yC/9/5bM3/5rM3/9/9/9/X6XrM/rCX5XbC r rbyg r 0 0");
        assertEquals("gC7yC/9/5rM3/9/9/9/9/XX5XrM/XX5XX y --yg y 0 1", notation(play(p, "F6xF7>B2")));
    }

    @Test
    @DisplayName("R19 an encircled Chief's pieces go to the player in power")
    void encircledPlayersPiecesGoToThePlayerInPower() {
        Position p = read("gC8/9/5bM3/5rM3/4yC4/9/9/X8/rCX6bC r rbyg r 0 0");
        Position after = play(p, "F6xF7>B2");
        assertEquals("gC8/9/5rM3/9/4yC4/9/9/XX7/XX6bC y ybyg r 1 1", notation(after));
    }

    @Test
    @DisplayName("R19 frozen pieces go to the first player whose Chief takes power")
    void frozenPiecesGoToTheNextChiefWhoTakesPower() {
        Position p = read("gC7yC/9/9/9/9/9/2rM1bC4/9/X8 b -byg b 0 0");
        assertEquals("gC7yC/9/9/9/4bC4/9/2rM6/9/X8 y bbyg y 0 1", notation(play(p, "E3-E5")));
    }

    @Test
    @DisplayName("R19 nobody can move, kill or place a frozen piece")
    void frozenPiecesCannotBeMovedKilledOrPlaced() {
        Position p = read("gC7yC/9/9/9/9/3bP5/2rMbM5/9/X7bC b -byg b 0 0");
        assertTrue(moves(p).stream().noneMatch(m -> m.contains("xC3")));
        assertMentions(refusal(p, "D3xC3>H8"), "frozen", "nobody can kill or place it");
        assertMentions(refusal(p, "C3-C4"), "frozen");
    }
}

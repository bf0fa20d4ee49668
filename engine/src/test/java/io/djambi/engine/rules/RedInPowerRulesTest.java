package io.djambi.engine.rules;

import static io.djambi.engine.Fixtures.notation;
import static io.djambi.engine.Fixtures.play;
import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * R19 with Red in power. Red is player 0, the edge of every "is anybody in power" test (-1 means nobody), so a rule
 * that works for Blue, Yellow and Green can still miss Red.
 */
class RedInPowerRulesTest {

    @Test
    @DisplayName("R19 an encircled Chief's pieces go to Red when Red is in power")
    void encircledPlayersPiecesGoToRedInPower() {
        // Blue's own kill puts the corpse on H2, the last open square next to his Chief on I1 (R18)
        Position p = read("gC7yC/9/9/9/4rC4/6yM2/6bM2/8X/7XbC b rbyg b 0 0");
        Position after = play(p, "G3xG4>H2");
        assertEquals(Optional.of(Colour.RED), after.controllerOf(Colour.BLUE), notation(after));
        assertEquals(false, after.isActive(Colour.BLUE));
    }

    @Test
    @DisplayName("R19 frozen pieces go to Red when Red's Chief takes power")
    void frozenPiecesGoToRedWhenHeTakesPower() {
        Position p = read("gC7yC/9/9/9/9/9/2bM1rC4/9/8X r r-yg r 0 0");
        Position after = play(p, "E3-E5");
        assertEquals(Optional.of(Colour.RED), after.inPower());
        assertEquals(Optional.of(Colour.RED), after.controllerOf(Colour.BLUE), notation(after));
    }
}

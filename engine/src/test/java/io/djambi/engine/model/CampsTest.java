package io.djambi.engine.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Who controls each camp: a player, nobody because it is frozen (R19), or nobody because it is the hostage (R25). */
class CampsTest {
    /** Red rules Blue's camp as satellites, Yellow is frozen, Green is the hostage. */
    private static final Camps MIXED = Camps.ofCodes(new byte[] {0, 0, Camps.FROZEN, Camps.HOSTAGE});

    @Test
    void aFrozenOrHostageCampHasNoController() {
        assertEquals(Optional.of(Colour.RED), MIXED.controller(Colour.BLUE));
        assertEquals(Optional.empty(), MIXED.controller(Colour.YELLOW));
        assertEquals(Optional.empty(), MIXED.controller(Colour.GREEN));
    }

    @Test
    void frozenAndHostageAreTwoDifferentStates() {
        assertTrue(MIXED.isFrozen(Colour.YELLOW));
        assertFalse(MIXED.isFrozen(Colour.GREEN));
        assertFalse(MIXED.isFrozen(Colour.RED));
        assertTrue(MIXED.isHostage(Colour.GREEN));
        assertFalse(MIXED.isHostage(Colour.YELLOW));
        assertFalse(MIXED.isHostage(Colour.BLUE));
    }

    @Test
    void onlyAPlayerWhoControlsHisOwnCampIsActive() {
        assertTrue(MIXED.isActive(Colour.RED));
        assertFalse(MIXED.isActive(Colour.BLUE), "his camp is Red's satellite: he was killed (R17)");
        assertEquals(1, MIXED.activeCount());
        assertEquals(4, Camps.allActive().activeCount());
    }

    @Test
    void campsWithTheSameControlAreEqualAndOthersAreNot() {
        Camps same = Camps.ofCodes(new byte[] {0, 0, Camps.FROZEN, Camps.HOSTAGE});
        assertEquals(MIXED, same);
        assertEquals(MIXED.hashCode(), same.hashCode());
        assertNotEquals(MIXED, Camps.allActive());
        assertNotEquals(MIXED.hashCode(), Camps.allActive().hashCode());
        assertNotEquals(MIXED, "0045");
    }

    @Test
    void controlCodesAreCheckedAndCopied() {
        assertThrows(IllegalArgumentException.class, () -> Camps.ofCodes(new byte[] {0, 1, 2}));
        assertThrows(IllegalArgumentException.class, () -> Camps.ofCodes(new byte[] {0, 1, 2, 6}));
        assertThrows(IllegalArgumentException.class, () -> Camps.ofCodes(new byte[] {0, 1, -1, 3}));
        byte[] codes = {0, 1, 2, Camps.HOSTAGE};
        Camps camps = Camps.ofCodes(codes);
        codes[3] = 3;
        assertTrue(camps.isHostage(Colour.GREEN), "changing the array afterwards changes nothing");
        camps.codes()[3] = 3;
        assertTrue(camps.isHostage(Colour.GREEN));
    }
}

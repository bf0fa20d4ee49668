package io.djambi.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The tournament's entrants: every level, and the {@code maxn} yardstick that is not one. */
class ContenderTest {
    @Test
    void maxnSitsAtATournamentTableButIsNoLevelAPlayerCanChoose() {
        assertEquals(Optional.of(Contender.MAXN), Contender.parse(" MaxN "));
        assertEquals(Optional.empty(), Level.parse("maxn"));
        assertEquals(Optional.empty(), Contender.MAXN.level());
        assertInstanceOf(MaxNPlayer.class, Contender.MAXN.player(1, new SearchLimits(10, Duration.ofSeconds(1))));
    }

    @Test
    void everyLevelIsAContenderOfTheSameName() {
        for (Level l : Level.values()) {
            assertEquals(Optional.of(l), Contender.of(l).level());
            assertEquals(l.text(), Contender.of(l).text());
        }
    }
}

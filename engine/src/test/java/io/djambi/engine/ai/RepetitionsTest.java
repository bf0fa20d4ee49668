package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which positions count as already seen: all but the ply count must agree. */
class RepetitionsTest {
    @Test
    void aPositionCountsAsSeenWhateverItsPlyAndAsOftenAsItStood() {
        Repetitions seen = new Repetitions(
                List.of(read("8bC/9/9/9/9/9/9/9/rC8 r rbrb r 0 10"), read("8bC/9/9/9/9/9/9/9/rC8 r rbrb r 0 14")));
        assertEquals(2, seen.count(read("8bC/9/9/9/9/9/9/9/rC8 r rbrb r 0 18")));
    }

    @Test
    void anotherPlayerToMoveAnotherBonusOrAnotherBoardIsAnotherPosition() {
        Repetitions seen = new Repetitions(List.of(read("8bC/9/9/9/9/9/9/9/rC8 r rbrb r 0 10")));
        assertEquals(0, seen.count(read("8bC/9/9/9/9/9/9/9/rC8 b rbrb b 0 10")), "Blue to move");
        assertEquals(0, seen.count(read("8bC/9/9/9/9/9/9/9/1rC7 r rbrb r 0 10")), "the Chief on B1");
        assertEquals(0, Repetitions.NONE.count(read("8bC/9/9/9/9/9/9/9/rC8 r rbrb r 0 10")));
    }
}

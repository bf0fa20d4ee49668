package io.djambi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.model.Position;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Perft;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/**
 * Perft counts kept as data ({@code perft.csv}). Each shallow count is also recomputed with the independent
 * {@link ReferenceMoves} generator, so the data file is not just the engine agreeing with itself.
 */
class PerftTest {

    @ParameterizedTest(name = "{0}: depth {2} = {3}")
    @CsvFileSource(resources = "/perft.csv", delimiter = ';', numLinesToSkip = 1)
    void perftMatchesTheRecordedCount(String name, String position, int depth, long expected) {
        Position p = PositionNotation.read(position).orThrow();
        assertEquals(expected, Perft.count(p, depth));
        if (expected <= 300_000) { // the slow generator checks every count it can finish in a second or so
            assertEquals(expected, referencePerft(p, depth), "the independent generator agrees");
        }
    }

    private static long referencePerft(Position p, int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (String text : ReferenceMoves.of(p)) {
            total += referencePerft(Fixtures.play(p, text), depth - 1);
        }
        return total;
    }
}

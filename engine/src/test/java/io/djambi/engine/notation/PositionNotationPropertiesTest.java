package io.djambi.engine.notation;

import static io.djambi.engine.notation.Texts.assertCleanRefusal;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.Result;
import io.djambi.engine.game.Playouts;
import io.djambi.engine.model.Position;
import java.util.Locale;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Position lines: any string is a possible position or a clean refusal; every reachable position reads back. */
class PositionNotationPropertiesTest {

    @Provide
    Arbitrary<Position> positions() {
        return Playouts.positions(200);
    }

    /** Texts near the line of a reachable position: a character or a few changed. */
    @Provide
    Arbitrary<String> lines() {
        return positions().flatMap(p -> Texts.near(PositionNotation.write(p), 90));
    }

    @Property(tries = 300)
    void everyReachablePositionReadsBackEqual(@ForAll("positions") Position position) {
        String text = PositionNotation.write(position);
        assertEquals(position, PositionNotation.read(text).orThrow(), text);
        assertEquals(
                position, PositionNotation.read(text.toUpperCase(Locale.ROOT)).orThrow(), "upper case: " + text);
        assertEquals(
                position, PositionNotation.read(text.toLowerCase(Locale.ROOT)).orThrow(), "lower case: " + text);
        assertEquals(
                position,
                PositionNotation.read("  " + text.replace(" ", " \t ") + "\n").orThrow(),
                "extra spaces: " + text);
    }

    @Property(tries = 1000)
    void anyTextIsAPossiblePositionOrACleanRefusal(@ForAll("lines") String text) {
        Result<Position> read = PositionNotation.read(text);
        assertCleanRefusal(read);
        if (read instanceof Result.Ok<Position> ok) {
            String canonical = PositionNotation.write(ok.value());
            assertEquals(
                    ok.value(),
                    PositionNotation.read(canonical).orThrow(),
                    "a position read writes back: " + canonical);
        }
    }
}

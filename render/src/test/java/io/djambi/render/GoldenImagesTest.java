package io.djambi.render;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Rules;
import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole boards against the golden images in {@code src/test/resources/golden/}, within the tolerance of
 * {@link ImageComparison}. A failure leaves the rendered image and a diff (differing pixels in magenta) in
 * {@code target/golden-failures/}.
 *
 * <p>After an intended change of the picture, regenerate the goldens and look at every one before committing it:
 * <pre>
 * mvn -B -pl render -am test -Dtest=GoldenImagesTest -Dsurefire.failIfNoSpecifiedTests=false -Dgolden.update=true
 * </pre>
 * Without {@code -Dgolden.update=true} the goldens are only read, never written.
 */
class GoldenImagesTest {
    private static final String MIDGAME =
            "gCgR2yM2yAyC/gA4XyMyP1/gMX3yMX2/2XXyR3X/2rM1X3gM/2gNrN5/2X4rM1/rRrPrM2XbM1bA/rCrArMX2bMbR1 r ryyh r 0 30";
    private static final String FROZEN =
            "2XXX2XX/X2gA2XXX/6X1yM/XXXgCXXX1X/3X3XbM/rM1XyM3XX/rM6X1/rR5rA2/XXrC5X r rg-g r 0 76";
    /** Blue's Chief in power on the maze; Red's Provocateur on E1 can lift him off it. */
    private static final String BLUE_IN_POWER = "gC7yC/9/9/9/4bC4/9/2rA3bM2/9/rC3rP3bN r rbyg r 0 0";

    private final BoardRenderer renderer = new BoardRenderer();

    /** One golden image: what is drawn, and the file it must look like. */
    record Golden(String file, Position position, RenderOptions options) {
        @Override
        public String toString() {
            return file;
        }
    }

    static Stream<Golden> goldens() {
        RenderOptions plain = RenderOptions.defaults();
        return Stream.of(
                new Golden("start.png", read("start"), plain),
                new Golden("hostage-start.png", read("start3"), plain),
                afterMove("maze-action.png", read(BLUE_IN_POWER), "E1xE5-H5>A5", plain),
                afterMove("last-move-arrow.png", read("start"), "C3-F6", plain.withBottom(Colour.BLUE)),
                new Golden("midgame.png", read(MIDGAME), plain.withBottom(Colour.BLUE)),
                new Golden("frozen.png", read(FROZEN), plain.withBottom(Colour.YELLOW)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldens")
    void theBoardLooksLikeItsGoldenImage(Golden golden) throws IOException {
        Goldens.check(golden.file(), renderer.render(golden.position(), golden.options()));
    }

    private static Golden afterMove(String file, Position before, String move, RenderOptions options) {
        Move played = MoveNotation.read(before, move).orThrow();
        return new Golden(file, Rules.applyLegal(before, played), options.withLastMove(played));
    }

    private static Position read(String text) {
        return PositionNotation.read(text).orThrow();
    }
}

package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;

/**
 * A picture against its golden image in {@code src/test/resources/golden/}, within the tolerance of
 * {@link ImageComparison}: a failure leaves the rendered image and a diff (differing pixels in magenta) in
 * {@code target/golden-failures/}. With {@code -Dgolden.update=true} the golden is written instead, and nothing
 * compared: look at it before committing it. Public for the bot's tests, which draw boards in each language.
 */
public final class Goldens {
    private static final boolean UPDATE = Boolean.getBoolean("golden.update");

    private Goldens() {}

    public static void check(String file, BufferedImage actual) throws IOException {
        if (UPDATE) {
            Path dir = moduleDir().resolve("src/test/resources/golden");
            Files.createDirectories(dir);
            ImageIO.write(actual, "png", dir.resolve(file).toFile());
            Assumptions.abort("golden.update: wrote " + dir.resolve(file) + ", compared nothing");
        }
        BufferedImage expected;
        try (InputStream in = Goldens.class.getResourceAsStream("/golden/" + file)) {
            assertNotNull(in, "no golden image " + file + ": run with -Dgolden.update=true to create it");
            expected = ImageIO.read(in);
        }
        ImageComparison comparison = ImageComparison.of(expected, actual);
        if (!comparison.acceptable()) {
            Path dir = moduleDir().resolve("target/golden-failures");
            Files.createDirectories(dir);
            ImageIO.write(actual, "png", dir.resolve(file).toFile());
            ImageIO.write(
                    ImageComparison.diff(expected, actual),
                    "png",
                    dir.resolve(file.replace(".png", "-diff.png")).toFile());
        }
        assertTrue(comparison.acceptable(), file + ": " + comparison + "; see target/golden-failures/");
    }

    /** Surefire runs in the module's directory and names it in {@code basedir}; an IDE usually does the first. */
    private static Path moduleDir() {
        return Path.of(System.getProperty("basedir", ""));
    }
}

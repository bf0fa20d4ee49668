package io.djambi.bot.console;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console example the README shows a newcomer runs as written, and every move in it is legal. */
class ReadmeConsoleExampleTest {
    private static final Path README = Path.of("../README.md");

    @TempDir
    Path dir;

    /** The first code block after the "The console mode" heading. */
    private static String example() throws IOException {
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        int section = readme.indexOf("### The console mode");
        int open = readme.indexOf("```\n", section) + 4;
        return readme.substring(open, readme.indexOf("```", open));
    }

    @Test
    void theReadmesConsoleExampleRunsWithoutARefusalAndPlaysItsMove() throws IOException {
        String script = example();
        assertTrue(script.contains("/move"), script);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        new ConsoleMode(ConsoleMode.layer(Clock.systemUTC(), print), dir, print)
                .run(new BufferedReader(new StringReader(script)));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertFalse(out.contains("  ! "), "a line the console could not read:\n" + out);
        assertFalse(out.contains("Not played"), "an illegal move:\n" + out);
        assertTrue(out.contains("ann (Red): C3-D4 — "), out);
        assertTrue(Files.list(dir).findAny().isPresent(), "boards were written");
    }
}

package io.djambi.bot;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code Main --console} reads and writes UTF-8 whatever the platform says: in a POSIX locale (a container's, a CI
 * runner's) Java's default, stdin and stdout charsets are ASCII, and an accent typed came back as "?".
 */
class ConsoleEncodingTest {
    @TempDir
    Path dir;

    @Test
    void theConsoleEchoesAnAccentTypedOnAnAsciiPlatform() throws IOException, InterruptedException {
        // GIVEN the console in a JVM whose platform charsets are all ASCII
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(List.of(
                        java,
                        "-Xmx256m",
                        "-XX:+UseSerialGC",
                        "-XX:TieredStopAtLevel=1",
                        "-Dfile.encoding=COMPAT",
                        "-Dstdout.encoding=US-ASCII",
                        "-Dstderr.encoding=US-ASCII",
                        "-Dstdin.encoding=US-ASCII",
                        "-Dlogback.configurationFile="
                                + Main.class.getResource("/logback.xml").toExternalForm(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        Main.class.getName(),
                        "--console"))
                .directory(dir.toFile())
                .redirectErrorStream(true);
        builder.environment().put("LC_ALL", "C");
        builder.environment().put("LANG", "C");
        Process console = builder.start();
        // WHEN a player types a move in German, in UTF-8 as a terminal sends it
        try (OutputStream in = console.getOutputStream()) {
            in.write("""
                    @ann /djambi new players:4
                    @bob /djambi join
                    @cy /djambi join
                    @di /djambi join
                    @ann /djambi start
                    @ann /move häuptling
                    quit
                    """.getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(console.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(console.waitFor(60, TimeUnit.SECONDS), "the console ends at quit");
        // THEN the refusal quotes it with its accent, in UTF-8
        assertTrue(out.contains("cannot read 'häuptling'"), out);
    }
}

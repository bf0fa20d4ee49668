package io.djambi.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.text.Catalogue;
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

/** The guide in the console: the page's words, its picture as a file, and how to turn to another page. */
class ConsoleGuideTest {
    @TempDir
    Path dir;

    @Test
    void theConsoleShowsAPageOfTheRulesWithItsPictureAndTheOtherPages() throws IOException {
        // GIVEN a player who asks for the Militant's page
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        new ConsoleMode(ConsoleMode.layer(Clock.systemUTC(), print), dir, print)
                .run(new BufferedReader(new StringReader("@ann /djambi rules topic:militant\nquit\n")));
        String out = bytes.toString(StandardCharsets.UTF_8);
        // THEN he alone reads it, with its picture written as a file and the way to every other page
        Catalogue text = Catalogue.english();
        assertTrue(out.contains("[only @ann sees] **" + text.get("guide.militant.title") + "** (8/16)"), out);
        assertTrue(out.contains("Page 8 of 16"), out);
        assertTrue(out.contains("/djambi rules topic:<page>") && out.contains("encirclement"), out);
        assertTrue(Files.exists(dir.resolve("board-001.png")), out);
    }

    @Test
    void aPlayersFirstMovePointsHimToTheRulesOnceAndOnlyHim() throws IOException {
        String script = """
                @ann /djambi new players:4
                @bob /djambi join
                @cy /djambi join
                @di /djambi join
                @ann /djambi start
                @ann /move move:C3-D4
                @bob /move I3-I4
                @cy /move G7-F6
                @di /move C7-D6
                @ann /move move:C2-C3
                quit
                """;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        new ConsoleMode(ConsoleMode.layer(Clock.systemUTC(), print), dir, print)
                .run(new BufferedReader(new StringReader(script)));
        String out = bytes.toString(StandardCharsets.UTF_8);
        String hint =
                Catalogue.english().get("guide.first-move", "", "Make a move").strip();
        assertTrue(out.contains("[only @ann sees] You played **C3-D4**: Red Necromobile C3 moves to D4. " + hint), out);
        assertTrue(out.contains("[only @bob sees] You played **I3-I4**: Blue Militant I3 moves to I4. " + hint), out);
        assertEquals(4, out.split(java.util.regex.Pattern.quote(hint), -1).length - 1, "once for each of the four");
    }
}

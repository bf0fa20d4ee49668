package io.djambi.bot.console;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.text.Catalogue;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --console --locale fr}: a game played in French, from the lobby to the moves, with no English sentence. */
class ConsoleFrenchTest {
    private static final Catalogue FRENCH = Catalogue.english().forLocale(Locale.FRENCH);

    @TempDir
    Path dir;

    @Test
    void aConsoleGameInFrenchIsWordedInFrenchThroughout() throws IOException {
        String script = """
                @anne /djambi new
                @anne /djambi add-ai level:easy
                @anne /djambi add-ai level:easy
                @anne /djambi add-ai level:easy
                @anne /djambi start
                @anne /move move:C3-D4
                @anne /move move:Z9
                quit
                """;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        new ConsoleMode(ConsoleMode.layer(Clock.systemUTC(), print, Locale.FRENCH), dir, print)
                .run(new BufferedReader(new StringReader(script)));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.startsWith(FRENCH.get("console.welcome")), out);
        assertTrue(out.contains("**Salle d'attente Djambi**"), out);
        assertTrue(out.contains("anne (Rouge) : C3-D4") || out.contains("anne (Rouge)\u00a0: C3-D4"), out);
        assertTrue(out.contains("IA Bleu"), "the AIs are named in French: " + out);
        for (String english : new String[] {" to move", "Djambi lobby", "Posted below", " moves to ", "Not played"}) {
            assertFalse(out.contains(english), "English left: " + english + "\n" + out);
        }
    }
}

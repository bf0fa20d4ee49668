package io.djambi.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
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

/** The console reads a command by the name its language's texts tell ({@code /djambi neu}), and by its English one. */
class ConsoleCommandNamesTest {
    private static final Catalogue GERMAN = Catalogue.english().forLocale(Locale.GERMAN);

    @TempDir
    Path dir;

    @Test
    void aGermanLineNamesTheCommandInGermanOrInEnglish() {
        CommandRequest created =
                ConsoleLine.parse("@ann /djambi neu players:4", "you", GERMAN).orThrow();
        assertEquals("djambi new", created.fullName());
        assertEquals("4", created.option("players").orElseThrow());
        assertEquals(
                "move", ConsoleLine.parse("/Zug C3-D4", "you", GERMAN).orThrow().fullName());
        assertEquals(
                "djambi new",
                ConsoleLine.parse("/djambi new", "you", GERMAN).orThrow().fullName());
        assertEquals(
                "takeback",
                ConsoleLine.parse("/zurücknehmen", "you", GERMAN).orThrow().fullName());
    }

    @Test
    void aNameOfAnotherLanguageIsNotACommand() {
        // GIVEN French's name of /move, typed in an English console
        Result<CommandRequest> read = ConsoleLine.parse("/jouer C3-D4", "you", Catalogue.english());
        // THEN it is refused as any unknown command
        assertTrue(read instanceof Result.Rejected<CommandRequest>, read.toString());
        // AND a word without its slash is never a command, whatever it reads
        assertTrue(ConsoleLine.parse("zug C3-D4", "you", GERMAN) instanceof Result.Rejected<CommandRequest>);
    }

    @Test
    void aCzechGameIsPlayedWithTheNamesItsTextsTell() throws IOException {
        Catalogue czech = Catalogue.english().forLocale(Locale.forLanguageTag("cs"));
        String script = """
                @anna /djambi nová
                @anna /djambi přidej-ai level:easy
                @anna /djambi přidej-ai level:easy
                @anna /djambi přidej-ai level:easy
                @anna /djambi začni
                @anna /tah move:C3-D4
                quit
                """;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        new ConsoleMode(ConsoleMode.layer(Clock.systemUTC(), print, Locale.forLanguageTag("cs")), dir, print)
                .run(new BufferedReader(new StringReader(script)));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("C3-D4"), out);
        assertTrue(!out.contains(czech.get("console.line.unknown-command", "").split(":")[0]), out);
        assertTrue(!out.contains("  ! "), "every line was read: " + out);
    }
}

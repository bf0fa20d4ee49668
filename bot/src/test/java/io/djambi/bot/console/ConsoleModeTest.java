package io.djambi.bot.console;

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

class ConsoleModeTest {
    @TempDir
    Path dir;

    /** What the console prints for {@code script}, its boards written in {@code dir}. */
    private String console(String script) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        new ConsoleMode(ConsoleMode.layer(Clock.systemUTC(), print), dir, print)
                .run(new BufferedReader(new StringReader(script)));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void hotSeatScriptPlaysAndWritesBoards() throws IOException {
        String script = """
                @ann /djambi new players:4
                @bob /djambi join colour:blue
                @cy /djambi join
                @di /djambi join
                @ann /djambi start
                @ann /move move:C3-D4
                @ann /move move:C2-C3
                /djambi fly
                hello
                @bob /move I3-I4
                quit
                """;
        String out = console(script);
        assertTrue(out.contains("Red Necromobile C3 moves to D4"), out);
        assertTrue(out.contains("[only @ann sees] It is bob (Blue)'s move, not yours."), out);
        assertTrue(out.contains("Unknown command /djambi fly"), out);
        // every command there is, not only some (/follow and /review were left out)
        assertTrue(
                out.contains("commands start with one of /djambi, /move, /follow, /unfollow, /replace, /takeback"),
                out);
        assertTrue(out.contains("/review") && out.contains("/takeback") && out.contains("/replace"), out);
        assertTrue(out.contains(", /dm; try /djambi help"), out);
        assertTrue(out.contains("Blue Militant I3 moves to I4"), out);
        assertTrue(Files.exists(dir.resolve("board-003.png")), "start, and two moves");
    }

    @Test
    void aRefusedMoveIsEchoedAsTyped() throws IOException {
        // GIVEN a game where Ann names her piece in German, which the English bot does not read
        String script = """
                @ann /djambi new players:4
                @bob /djambi join
                @cy /djambi join
                @di /djambi join
                @ann /djambi start
                @ann /move häuptling c3
                quit
                """;
        // THEN the refusal quotes her whole move with its accent (it said 'h?uptling c3')
        String out = console(script);
        assertTrue(out.contains("cannot read 'häuptling c3'"), out);
    }

    @Test
    void oneHumanAndThreeAisPlayAWholeGameInTheConsole() throws IOException {
        // ai-finish:true: once Ann is out the AIs play the game out (by default it would end there, drawn)
        String script = """
                @ann /djambi new ai-finish:true
                @ann /djambi add-ai level:easy
                @ann /djambi add-ai level:easy
                @ann /djambi add-ai level:normal
                @ann /djambi start
                @ann /move move:C3-D4
                @ann /djambi resign
                @ann /djambi resign-confirm
                quit
                """;
        String out = console(script);
        assertTrue(out.contains("ann (Red): C3-D4"), out);
        assertTrue(out.contains("AI Blue (easy): "), "the AIs answer at once in the console");
        assertTrue(
                out.contains("[buttons: Confirm | Cancel] (here: /djambi resign-confirm)"),
                "the console says how to answer the question: " + out);
        int afterResign = out.indexOf("ann (Red) resigns.");
        assertTrue(afterResign > 0, out);
        String end = out.substring(afterResign);
        // With Ann out, the three AIs play on among themselves to the end of the game
        assertTrue(
                end.contains("wins the game") || end.contains("The game is drawn"),
                end.substring(Math.max(0, end.length() - 400)));
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0} players")
    @org.junit.jupiter.params.provider.ValueSource(ints = {4, 3})
    void aWholeGameIsPlayedToItsEndAndItsRecordWritten(int players) throws IOException {
        String[] names = {"ann", "bob", "cy", "di"};
        StringBuilder script = new StringBuilder("@ann /djambi new players:" + players + "\n");
        for (int i = 1; i < players; i++) {
            script.append('@').append(names[i]).append(" /djambi join\n");
        }
        script.append("@ann /djambi start\n");
        // seats fill in turn order: ann Red, bob Blue, cy Yellow, di Green; with 3, Green is the hostage (R25)
        var steps = io.djambi.bot.game.RandomGames.play(players == 3 ? io.djambi.engine.model.Colour.GREEN : null, 17);
        for (var step : steps) {
            script.append('@')
                    .append(names[step.player().ordinal()])
                    .append(" /move move:")
                    .append(step.move())
                    .append('\n');
        }
        String out = console(script.toString());
        assertTrue(
                out.contains("wins the game") || out.contains("drawn"), out.substring(Math.max(0, out.length() - 500)));
        assertTrue(!out.contains("Not played"), "every move was accepted");
        try (var files = Files.list(dir)) {
            assertTrue(files.anyMatch(f -> f.getFileName().toString().endsWith(".txt")), "the game record is written");
        }
    }
}

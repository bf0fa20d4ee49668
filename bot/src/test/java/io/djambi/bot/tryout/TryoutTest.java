package io.djambi.bot.tryout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The tryout of docs/tryout/README.md runs as documented: the real bot on the fake Discord plays the whole scripted
 * session, every line answered as a player would see it, and the page shows the command and the session it runs.
 */
class TryoutTest {
    private static final Path PAGE = Path.of("../docs/tryout/README.md");

    @Test
    void theScriptedSessionPlaysThroughAndShowsWhatThePlayersSee() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int status;
        try (TryoutSession session = TryoutSession.start(out, null, Optional.empty())) {
            status = session.run(new BufferedReader(new StringReader(Tryout.SESSION)), false);
        }
        String shown = bytes.toString(StandardCharsets.UTF_8);

        assertEquals(0, status, "a line was not played, or the fake was asked what it does not serve:\n" + shown);
        assertEquals(
                List.of(), shown.lines().filter(l -> l.startsWith("!")).toList(), "every line is played:\n" + shown);
        for (String seen : List.of(
                // the lobby, for all to see, with its buttons; ann's own answer only she sees
                "buttons: [Join] [Leave] [Add AI] [Start]",
                "[only ann sees]",
                "Yellow: AI Yellow (easy)",
                // the start: a board as a PNG, pinging ann, with the picker's button
                "pings @ann",
                "file: djambi-board.png (PNG ",
                "buttons: [Make a move]",
                // autocomplete, and ann's move pinging bob
                "suggestions for move: ",
                "ann (Red): C3-D4",
                "pings @bob",
                // the two wrong moves, each answered to its player alone
                "[only cy sees]",
                "It is bob (Blue)'s move, not yours.",
                "[only bob sees]",
                "Not played: ",
                // the picker, then the AI's answer and cy pinged
                "menu \"Choose\": ",
                "bob (Blue): G2-F3",
                "AI Yellow (easy): ",
                "pings @cy")) {
            assertTrue(shown.contains(seen), "\"" + seen + "\" is not in:\n" + shown);
        }
    }

    @Test
    void thePageShowsTheCommandAndTheSessionItRuns() throws IOException {
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        assertTrue(page.contains("io.djambi.bot.tryout.Tryout"), "the command");
        for (String line : Tryout.SESSION.strip().lines().toList()) {
            assertTrue(page.contains(line), "the session's line \"" + line + "\"");
        }
    }
}

package io.djambi.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameThreads;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console's threads, simulated as channels: each new game gets one, its card stays in the console's channel, and
 * every post is printed with the place it goes to; a line typed in a thread acts on its game, one typed in the
 * console's channel is placed as the bot places it beside the cards.
 */
class ConsoleThreadsTest {
    @TempDir
    Path dir;

    private String play(String script, boolean threads) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        new ConsoleMode(ConsoleMode.layer(Clock.systemUTC(), print, Locale.ENGLISH, threads), dir, print)
                .run(new BufferedReader(new StringReader(script)));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aThreadIsOpenedFromTheConsolesChannelOnly() {
        ConsoleThreads threads = new ConsoleThreads("console");
        Reply.Public card = Reply.Public.text("ann is opening a game of Djambi…");
        GameThreads.Opening.Opened first =
                assertInstanceOf(GameThreads.Opening.Opened.class, threads.open("", "console", "Djambi · ann", card));
        assertEquals(new GameThreads.Opening.Opened("1001", "console"), first);
        assertEquals(
                new GameThreads.Opening.Opened("1002", "console"), threads.open("", "console", "Djambi · bob", card));
        assertEquals(
                new GameThreads.Opening.InChannel(GameThreads.Opening.Why.NOT_HERE),
                threads.open("", "1001", "Djambi · cy", card),
                "no thread in a thread");
        assertEquals(List.of("console", "1001", "1002"), threads.channels());
        threads.renamed("1001", "Djambi 1 · ann, bob");
        threads.renamed("999", "Djambi 9 · nobody");
        assertEquals("Djambi 1 · ann, bob", threads.nameOf("1001").orElseThrow());
        assertTrue(threads.nameOf("999").isEmpty(), "only its own threads are renamed");
    }

    @Test
    void eachGameIsPrintedInItsThreadAndItsCardInTheConsolesChannel() throws IOException {
        String out = play("""
                @ann /djambi new
                @bob /djambi new
                @cy /djambi join
                @cy #1002 /djambi join
                @di #1001 /djambi join
                @ann /djambi add-ai level:easy
                @ann /djambi add-ai level:easy
                @ann /djambi start
                @ann /move move:C3-D4
                @zed #42 /djambi status
                quit
                """, true);
        // the two lobbies, each welcomed in its thread, each card beside the other in the console's channel
        assertTrue(out.contains("[thread #1001: Djambi · ann] @ann, this thread is the game's place"), out);
        assertTrue(out.contains("[thread #1002: Djambi · bob] @bob, this thread is the game's place"), out);
        assertTrue(out.contains("[#console: card] **Djambi 1**: the lobby is open. The game is played in #1001"), out);
        // with two games beside each other, Cy is asked which, the threads named as the console names them
        assertTrue(out.contains("This channel holds several games. Which one?"), out);
        assertTrue(out.contains("**Djambi 2** · bob · lobby · #1002 (Djambi · bob)"), out);
        // typed in a thread, a line acts on its game
        assertTrue(out.contains("[thread #1002: Djambi · bob] cy sits as Blue. @cy"), out);
        assertTrue(out.contains("[thread #1001: Djambi · ann] di sits as Blue. @di"), out);
        // Ann's lines go to her only game; the start renames the thread; a card in play is told in one line
        assertTrue(out.contains("[#console: card] **Djambi 1** · in play, 0 moves made"), out);
        assertTrue(out.contains("[thread #1001: Djambi 1 · ann, di, AI, AI] ann (Red): C3-D4"), out);
        assertTrue(out.contains("[#console: card] **Djambi 1** · in play, 1 move made"), out);
        assertFalse(out.contains("[thread #1002: Djambi · bob] ann (Red)"), "nothing of game 1 in game 2's thread");
        // a place the console does not have is refused
        assertTrue(out.contains("  ! there is no channel #42 here; a line may be typed in #console, #1001"), out);
    }

    @Test
    void theAisOfAGameInAThreadMoveAtOnce() throws IOException {
        String out = play("""
                @ann /djambi new
                @ann /djambi add-ai level:easy
                @ann /djambi add-ai level:easy
                @ann /djambi add-ai level:easy
                @ann /djambi start
                @ann /move move:C3-D4
                quit
                """, true);
        int move = out.indexOf("ann (Red): C3-D4");
        assertTrue(move > 0, out);
        assertTrue(out.indexOf("AI Blue (easy): ", move) > 0, "the AIs played in the thread: " + out);
        assertTrue(out.contains("[#console: card] **Djambi 1** · in play, 4 moves made"), out);
    }

    @Test
    void withoutThreadsEveryGameIsPlayedInTheConsolesChannelAsBefore() throws IOException {
        String out = play("""
                @ann /djambi new
                @bob /djambi new
                @bob /djambi join
                quit
                """, false);
        assertFalse(out.contains("[thread"), out);
        assertFalse(out.contains("[#console: card]"), out);
        assertTrue(out.contains("already has a live game"), out);
        assertTrue(out.contains("  bob sits as Blue."), out);
    }
}

package io.djambi.bot.game;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.engine.rules.Rules;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;

class RecordCommandsTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());

    private void playRandomly(int moves) {
        String[] players = {"ann", "bob", "cy", "di"};
        java.util.Random random = new java.util.Random(3);
        for (int i = 0; i < moves; i++) {
            var position = t.table().game().position();
            var legal = Rules.legalMoves(position);
            t.run(
                    players[position.toMove().orElseThrow().ordinal()],
                    "move",
                    "move:" + legal.get(random.nextInt(legal.size())).text());
        }
    }

    private static Reply.Attachment file(List<Reply> replies) {
        return ((Reply.Private) replies.get(0)).files().get(0);
    }

    @Test
    void anExportReadsBackToTheSamePositionAndNamesWhereWhenAndWho() {
        t.started();
        playRandomly(30);
        t.run("bob", "resign-confirm");
        Reply.Attachment exported = file(t.run("cy", "export"));
        assertEquals("djambi-game-1.txt", exported.fileName());
        String text = new String(exported.bytes(), StandardCharsets.UTF_8);
        GameRecord read = RecordNotation.read(text).orThrow();
        Game replayed = Game.replay(read.start(), read.events()).orThrow();
        assertEquals(PositionNotation.write(t.table().game().position()), PositionNotation.write(replayed.position()));
        assertEquals(t.table().game().events(), read.events());
        assertEquals(
                List.of(
                        "Djambi game 1 on Test Server, channel chan",
                        "Exported 2026-11-22 14:03 UTC; " + t.table().settings().summary(TestGames.TEXT),
                        "Red: ann (Discord user ann)",
                        "Blue: bob (Discord user bob)",
                        "Yellow: cy (Discord user cy)",
                        "Green: di (Discord user di)"),
                read.comments());
    }

    @Test
    void aThreePlayerGamesFreeColourIsNamedItsHostageCamp() {
        // Found by the play-test: "; Green: -", as if a seat were left empty
        t.run("ann", "new", "players:3");
        t.run("bob", "join");
        t.run("cy", "join");
        t.run("ann", "start");
        String text = new String(file(t.run("ann", "export")).bytes(), StandardCharsets.UTF_8);
        assertTrue(text.contains("; Green: the hostage camp\n"), text);
        assertTrue(RecordNotation.read(text) instanceof io.djambi.engine.Result.Ok<?>, "it still reads");
    }

    @Test
    void theRecordAttachedAtTheEndOfTheGameOpensWithTheSameHeaderAsAnExport() {
        // GIVEN a game that ends when three players resign
        t.started();
        playRandomly(8);
        t.run("bob", "resign-confirm");
        t.run("cy", "resign-confirm");
        List<Reply> end = t.run("di", "resign-confirm");
        Reply.Attachment attached = end.stream()
                .filter(Reply.Public.class::isInstance)
                .flatMap(r -> ((Reply.Public) r).files().stream())
                .filter(f -> f.fileName().equals("djambi-game-1.txt"))
                .findFirst()
                .orElseThrow();
        // THEN its comments are an export's: the game, the server and channel, the settings and the seats
        List<String> atTheEnd = RecordNotation.read(new String(attached.bytes(), StandardCharsets.UTF_8))
                .orThrow()
                .comments();
        List<String> exported = RecordNotation.read(
                        new String(file(t.run("ann", "export")).bytes(), StandardCharsets.UTF_8))
                .orThrow()
                .comments();
        assertEquals(exported, atTheEnd);
        assertEquals("Djambi game 1 on Test Server, channel chan", atTheEnd.get(0));
    }

    @Test
    void aReplayIsAGifWithAFrameForEachPositionOrForTheLastMoves() throws IOException {
        assertTrue(text(t.run("ann", "replay")).contains("no game here"));
        t.started();
        playRandomly(12);
        Reply.Attachment whole = file(t.run("di", "replay"));
        assertEquals("djambi-replay-1.gif", whole.fileName());
        assertEquals(13, frames(whole.bytes()), "the start and 12 moves");
        assertEquals(6, frames(file(t.run("di", "replay", "last:5")).bytes()));
        assertTrue(text(t.run("di", "replay", "last:0")).contains("1 or more"));
        assertTrue(text(t.run("di", "replay", "last:many")).contains("1 or more"));
    }

    @Test
    void aReplaySaysHowManyMovesAndFramesItShowsInTheirSingularOrPlural() throws IOException {
        t.started();
        playRandomly(12);
        // GIVEN the last move, the last 5 and the whole game
        List<Reply> last = t.run("di", "replay", "last:1");
        List<Reply> five = t.run("di", "replay", "last:5");
        List<Reply> whole = t.run("di", "replay");
        // THEN each says the frames its GIF has: the position before the first move shown is one of them
        assertEquals("Game 1: the last move, 2 frames.", text(last));
        assertEquals(2, frames(file(last).bytes()));
        assertEquals("Game 1: the last 5 moves, 6 frames.", text(five));
        assertEquals(6, frames(file(five).bytes()));
        assertEquals("Game 1: the whole game so far, 13 frames.", text(whole));
        assertEquals(13, frames(file(whole).bytes()));
    }

    private static int frames(byte[] gif) throws IOException {
        assertEquals("GIF89a", new String(gif, 0, 6, StandardCharsets.US_ASCII));
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            return reader.getNumImages(true);
        }
    }
}

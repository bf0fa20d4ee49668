package io.djambi.engine.cli;

import static io.djambi.engine.Fixtures.assertMentions;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.notation.RecordNotation;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EngineCliTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) throws IOException {
        return EngineCli.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void movesPrintsOneLegalMoveALine() throws IOException {
        assertEquals(0, run("moves", "start"));
        assertEquals(30, out().lines().count());
    }

    @Test
    void applyPrintsThePositionAfterMovesAndEvents() throws IOException {
        assertEquals(0, run("apply", "start", "C1-D1", "resign y", "skip"));
        // Yellow resigns out of turn; Blue skips; Yellow is out, so Green moves.
        assertEquals(
                "gCgRgM3yMyAX/gAgPgM3yMyPyR/gMgMgN3yNyMyM/9/9/9/rMrMrN3bNbMbM/rRrPrM3bMbPbA/rCrA1rM2bMbRbC"
                        + " g rb-g g 0 1",
                out().strip());
    }

    @Test
    void perftCountsMoveSequences() throws IOException {
        assertEquals(0, run("perft", "start", "2"));
        assertEquals("1205", out().strip());
    }

    @Test
    void solveSaysWhoWinsWithBestPlayAndRefusesABadLimit() throws IOException {
        // Red's Chief on D6 next to Yellow's on C5 (a standoff of seed 412's game 18, the Chiefs moved): Red takes him
        String position = "XgRX1X2X1/gAXX1X1X2/XXX2X1X1/3rCXXXXX/X1yC4X1/4XXXX1/3XX3X/1X2X1X2/4X1X2 r rryr r 0 0";
        assertEquals(0, run("solve", position));
        assertTrue(out().startsWith("Red wins with best play, playing D6xC5"), out());
        assertEquals(0, run("solve", "start"));
        assertTrue(out().contains("unsolved: 4 players are in the game"), out());
        assertEquals(2, run("solve", position, "3000000"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("at most 2000000"));
    }

    /** A tournament without agreed draws says so, and writes each game's record where it is asked to. */
    @Test
    void aTournamentWritesEachGamesRecordAndCanPlayWithoutAgreedDraws(@TempDir Path dir) throws IOException {
        Path records = dir.resolve("records");
        assertEquals(
                0,
                run(
                        "tournament",
                        "--players",
                        "random,random,random,random",
                        "--games",
                        "2",
                        "--seed",
                        "3",
                        "--threads",
                        "1",
                        "--agreement",
                        "off",
                        "--records",
                        records.toString()));
        assertMentions(out(), "no agreed draws", "capped in");
        for (int g = 0; g < 2; g++) {
            String record = Files.readString(records.resolve("game-" + g + ".txt"));
            assertTrue(RecordNotation.read(record) instanceof io.djambi.engine.Result.Ok, record);
        }
        assertEquals(2, run("tournament", "--players", "random,random,random,random", "--agreement", "maybe"));
        assertMentions(err.toString(StandardCharsets.UTF_8), "--agreement", "on or off", "maybe");
        // --only plays those games alone, and names them
        Path some = dir.resolve("some");
        out.reset();
        assertEquals(
                0,
                run(
                        "tournament",
                        "--players",
                        "random,random,random,random",
                        "--only",
                        "3,1",
                        "--seed",
                        "3",
                        "--threads",
                        "1",
                        "--records",
                        some.toString()));
        assertMentions(out(), "2 games (games [3, 1])");
        try (var files = Files.list(some)) {
            assertEquals(
                    List.of("game-1.txt", "game-3.txt"),
                    files.map(f -> f.getFileName().toString()).sorted().toList());
        }
        assertEquals(2, run("tournament", "--players", "random,random,random,random", "--only", "4", "--games", "9"));
        assertMentions(err.toString(StandardCharsets.UTF_8), "--only", "--games");
        assertEquals(2, run("tournament", "--players", "random,random,random,random", "--only", "4,x"));
        assertMentions(err.toString(StandardCharsets.UTF_8), "--only", "'x'");
        assertEquals(2, run("tournament", "--players", "random,random,random,random", "--only", "4,4"));
        assertMentions(err.toString(StandardCharsets.UTF_8), "--only", "game 4 twice");
    }

    @Test
    void badInputExitsWithStatusTwoAndAMessage() throws IOException {
        assertEquals(2, run("apply", "start", "C3-E5"));
        assertMentions(err.toString(StandardCharsets.UTF_8), "C3-E5", "maze");
        assertEquals(2, run("moves", "nonsense"));
        assertEquals(2, run("fly"));
        assertEquals("", out());
    }

    @Test
    void batchAnswersEveryLineAndGoesOnAfterErrors() throws IOException {
        String input = String.join(
                "\n",
                "moves start",
                "perft start 1",
                "apply gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/9/9/9/rMrMrN3bNbMbM/rRrPrM3bMbPbA/rCrArM3bMbRbC r rbyg r 0 0 C1-D1 resign b",
                "apply start Z9-Z8",
                "",
                "moves 9/9/9/9/9/9/9/9/rC5X1rM - rrrr - 0 1",
                "perft start 1");
        EngineCli.batch(
                new BufferedReader(new StringReader(input)), new PrintStream(out, true, StandardCharsets.UTF_8));
        List<String> lines = out().lines().toList();
        assertEquals(7, lines.size());
        assertEquals(30, lines.get(0).split(" ").length);
        assertEquals("30", lines.get(1));
        assertEquals(
                "gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/9/9/9/rMrMrN3bNbMbM/rRrPrM3bMbPbA/rCrA1rM2bMbRX y r-yg y 0 1",
                lines.get(2));
        assertMentions(lines.get(3), "error: ");
        assertMentions(lines.get(4), "error: ");
        assertEquals("", lines.get(5));
        assertEquals("30", lines.get(6));
    }

    @Test
    void thinkPrintsALegalMoveAndTheSameSeedGivesTheSameMove() throws IOException {
        assertEquals(0, run("think", "start", "--level", "normal", "--seed", "7"));
        String chosen = out().strip();
        out.reset();
        assertEquals(0, run("moves", "start"));
        assertEquals(true, out().lines().toList().contains(chosen), chosen + " is not a legal move at the start");
        out.reset();
        assertEquals(0, run("think", "start", "--seed", "7", "--millis", "5000", "--level", "normal"));
        assertEquals(chosen, out().strip(), "the node budget, not the clock, decides: the same seed, the same move");
    }

    @Test
    void thinkRefusesBadOptionsAndAFinishedGameWithStatusTwo() throws IOException {
        assertEquals(2, run("think", "start", "--level", "grandmaster"));
        assertMentions(err.toString(StandardCharsets.UTF_8), "--level is easy, normal, hard or random");
        assertEquals(2, run("think", "start", "--millis", "0"));
        assertEquals(2, run("think", "start", "--seed"));
        assertEquals(2, run("think", "start", "--depth", "3"));
        String over = io.djambi.engine.notation.PositionNotation.write(
                io.djambi.engine.game.Game.startingFrom(io.djambi.engine.model.StartPosition.fourPlayers())
                        .play(new io.djambi.engine.game.GameEvent.Draw())
                        .orThrow()
                        .position());
        assertEquals(2, run("think", over));
        assertMentions(err.toString(StandardCharsets.UTF_8), "the game is over");
        assertEquals("", out());
    }

    @Test
    void thinkWorksInBatchToo() throws IOException {
        ByteArrayOutputStream batch = new ByteArrayOutputStream();
        EngineCli.batch(
                new BufferedReader(new StringReader("think start --level easy --seed 3\nthink start --level nope\n")),
                new PrintStream(batch, true, StandardCharsets.UTF_8));
        List<String> answers = batch.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(0, run("moves", "start"));
        assertEquals(true, out().lines().toList().contains(answers.get(0)), answers.toString());
        assertEquals(true, answers.get(1).startsWith("error: --level"), answers.toString());
    }
}

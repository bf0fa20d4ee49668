package io.djambi.engine.cli;

import static io.djambi.engine.Fixtures.assertMentions;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Colour;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.engine.review.Review;
import io.djambi.engine.review.Reviewer;
import io.djambi.engine.review.Standing;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReviewCommandTest {
    /** Red leaves his Chief on A1 to Blue's Militant on A3 (R11) with C3-C4; Blue kills him (R17). */
    private static final String RECORD = """
            ; a blunder
            gC7yC/9/X8/9/5bC3/9/bM1rM6/6rA2/rC3rR4 r rbyg r 0 20
            C3-C4
            A3xA1>B1
            """;

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) throws IOException {
        return EngineCli.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void reviewPrintsTheReviewersNumbers() throws IOException {
        Path file = dir.resolve("game.txt");
        Files.writeString(file, RECORD);
        assertEquals(0, run("review", file.toString()));
        GameRecord record = RecordNotation.read(RECORD).orThrow();
        Game game = Game.replay(record.start(), record.events()).orThrow();
        Review review = new Reviewer().review(game);
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals("standings", lines.get(0));
        for (Standing s : review.standings()) {
            String line = lines.get(1 + s.index());
            assertTrue(line.startsWith(s.index() + " "), line);
            for (Colour c : Colour.values()) {
                if (game.positions().get(s.index()).isActive(c)) {
                    assertMentions(line, String.format(Locale.ROOT, "%s %.1f%%", c.displayName(), 100 * s.share(c)));
                }
            }
        }
        // The mean of Red's turn before the blunder and Blue's after it (docs/review.md): half the drop at once, all of
        // it at the kill; the turning point says what the move cost
        assertEquals("1 C3-C4: Red 48.9% Blue 50.8% Yellow 0.2% Green 0.1%", lines.get(2));
        assertEquals("2 A3xA1>B1: Blue 99.8% Yellow 0.2% Green 0.0%", lines.get(3));
        assertEquals("marks", lines.get(4));
        assertEquals("2 Red out", lines.get(5));
        assertEquals("turning points", lines.get(6));
        assertEquals("Move 1, Red: C3-C4 lost 98% — A1xA3>C5 kept 97%", lines.get(7));
        assertEquals(8, lines.size());
    }

    @Test
    void aMissingFileOrABadRecordExitsWithStatusTwoAndAMessage() throws IOException {
        assertEquals(2, run("review", dir.resolve("nothing.txt").toString()));
        assertMentions(err.toString(StandardCharsets.UTF_8), "no such file", "nothing.txt");
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "start\nC3-E5\n");
        assertEquals(2, run("review", bad.toString()));
        assertMentions(err.toString(StandardCharsets.UTF_8), "bad record", "line 2");
        assertEquals(2, run("review"));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }
}

package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RenderCliTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) throws IOException {
        return RenderCli.run(args, new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void writesAPngWithEveryOption() throws IOException {
        Path out = dir.resolve("board.png");
        assertEquals(
                0,
                run(
                        "start",
                        out.toString(),
                        "--last-move",
                        "C3-D4",
                        "--select",
                        "C2",
                        "--size",
                        "600",
                        "--bottom",
                        "blue",
                        "--names",
                        "Ann,Bob,Cy,Di"));
        assertEquals(600, ImageIO.read(out.toFile()).getWidth(), 6); // whole squares: within 1%
    }

    @Test
    void writesAGifOfARecord() throws IOException {
        Path record = Files.writeString(dir.resolve("game.txt"), "start\nC3-D4\nI3-I4\n");
        Path out = dir.resolve("game.gif");
        assertEquals(0, run("--gif", record.toString(), out.toString(), "--size", "300"));
        assertTrue(Files.size(out) > 1000);
    }

    @Test
    void badInputExitsWithTwoAndSaysWhy() throws IOException {
        assertEquals(2, run("nonsense", dir.resolve("x.png").toString()));
        assertEquals(2, run("start", dir.resolve("x.png").toString(), "--bottom", "purple"));
        assertEquals(2, run("start", dir.resolve("x.png").toString(), "--last-move", "Q9"));
        assertEquals(2, run("start"));
        String message = err.toString(StandardCharsets.UTF_8);
        assertTrue(
                message.contains("bad position") && message.contains("purple") && message.contains("usage"), message);
        assertTrue(Files.notExists(dir.resolve("x.png")));
    }

    @Test
    void movesArePlayedFromThePositionAndDrawnNumberedOnTheResult() throws IOException {
        // GIVEN the start and two moves, Red's then Blue's
        Path out = dir.resolve("moves.png");
        // WHEN they are given with --moves
        assertEquals(0, run("start", out.toString(), "--moves", "C3-D4, G3-F4"), err.toString(StandardCharsets.UTF_8));
        // THEN the image is the board after both, with the two moves drawn: the same pixels as the renderer's own
        io.djambi.engine.model.Position start =
                io.djambi.engine.notation.PositionNotation.read("start").orThrow();
        var first = io.djambi.engine.notation.MoveNotation.read(start, "C3-D4").orThrow();
        var afterFirst = io.djambi.engine.rules.Rules.applyLegal(start, first);
        var second =
                io.djambi.engine.notation.MoveNotation.read(afterFirst, "G3-F4").orThrow();
        var after = io.djambi.engine.rules.Rules.applyLegal(afterFirst, second);
        RenderOptions o = RenderOptions.defaults()
                .withMoves(java.util.List.of(
                        new DrawnMove(first, io.djambi.engine.model.Colour.RED),
                        new DrawnMove(second, io.djambi.engine.model.Colour.BLUE)));
        var expected = new BoardRenderer().render(after, o);
        var actual = ImageIO.read(out.toFile());
        assertEquals(expected.getRGB(500, 700), actual.getRGB(500, 700));
        assertTrue(ImageComparison.of(expected, actual).acceptable());
        var plain = new BoardRenderer().render(after, RenderOptions.defaults());
        java.awt.Rectangle c3 = o.geometry().bounds(io.djambi.engine.model.Square.parse("C3"));
        assertTrue(plain.getRGB(c3.x + 4, c3.y + 4) != actual.getRGB(c3.x + 4, c3.y + 4), "C3 is marked as left");
    }

    @Test
    void lastMoveDrawsOneMoveOnTheGivenPosition() throws IOException {
        Path with = dir.resolve("with.png");
        Path without = dir.resolve("without.png");
        assertEquals(0, run("start", with.toString(), "--last-move", "C3-D4"));
        assertEquals(0, run("start", without.toString()));
        assertTrue(!java.util.Arrays.equals(Files.readAllBytes(with), Files.readAllBytes(without)));
    }

    @Test
    void badMovesAreRefusedWithTheirReason() throws IOException {
        Path out = dir.resolve("x.png");
        assertEquals(2, run("start", out.toString(), "--moves", "C3-D4,C3-D4"));
        assertEquals(2, run("start", out.toString(), "--moves", "C3-D4,G3-F4,G7-F6,C7-D6,D4-D5"));
        assertEquals(2, run("start", out.toString(), "--moves", "C3-D4", "--last-move", "C3-D4"));
        String message = err.toString(StandardCharsets.UTF_8);
        assertTrue(message.contains("C3-D4") && message.contains("at most 4") && message.contains("not both"), message);
        assertTrue(Files.notExists(out));
    }
}

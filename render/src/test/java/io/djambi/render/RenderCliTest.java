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
}

package io.djambi.render.bench;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Colour;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.render.BoardRenderer;
import io.djambi.render.DrawnMove;
import io.djambi.render.RenderOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The size of the bot's typical board post: 1000 px wide, four players' names, the last move drawn, for every tenth
 * position of a 200-move game from move 20 on (the opening's boards are the smallest). Prints the mean and the
 * largest; Discord shows a post sooner the smaller it is.
 *
 * <pre>
 * java -cp bench/target/classes:render/target/classes:engine/target/classes io.djambi.render.bench.BoardPngSize
 * </pre>
 */
public final class BoardPngSize {
    private BoardPngSize() {}

    public static void main(String[] args) throws IOException {
        System.setProperty("java.awt.headless", "true");
        GameRecord record;
        try (InputStream in = BoardPngSize.class.getResourceAsStream("/game-200-moves.txt")) {
            record = RecordNotation.read(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .orThrow();
        }
        Game game = Game.replay(record.start(), record.events()).orThrow();
        BoardRenderer renderer = new BoardRenderer();
        RenderOptions base = RenderOptions.defaults()
                .withWidth(1000)
                .withNames(Map.of(
                        Colour.RED,
                        "Alexandrine",
                        Colour.BLUE,
                        "Bob",
                        Colour.YELLOW,
                        "Cyrille",
                        Colour.GREEN,
                        "Dimitri"));
        for (int warm = 0; warm < 30; warm++) { // let the JIT compile the encoder before the clock counts
            renderer.png(game.positions().get(100), base);
        }
        long started = System.nanoTime();
        long total = 0;
        int count = 0;
        int largest = 0;
        for (int i = 20; i < game.positions().size(); i += 10) {
            RenderOptions options = base;
            if (game.events().get(i - 1) instanceof GameEvent.Played played) {
                Colour mover = game.positions().get(i - 1).toMove().orElseThrow();
                options = base.withMoves(List.of(new DrawnMove(played.move(), mover)));
            }
            int size = renderer.png(game.positions().get(i), options).length;
            total += size;
            count++;
            largest = Math.max(largest, size);
        }
        double millis = (System.nanoTime() - started) / 1e6 / count;
        System.out.printf(
                "%d boards, 1000 px wide, one move drawn: mean %.1f KB, largest %.1f KB, %.0f ms a board%n",
                count, total / 1024.0 / count, largest / 1024.0, millis);
    }
}

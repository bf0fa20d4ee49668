package io.djambi.render;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.GameRecord;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;

/**
 * An animated GIF of a game: one frame a position, the last move highlighted, looping. Each frame after the first
 * holds only the area that changed, with unchanged pixels transparent, so a 200-move game stays small, and has its
 * own palette chosen from the colours it shows ({@link Quantizer}), so every flat colour of the board (squares, camp
 * and last-move tints, maze, text) is exactly the PNG's. Thread-safe.
 */
public final class GifRenderer {
    private final BoardRenderer boards;

    public GifRenderer(BoardRenderer boards) {
        this.boards = boards;
    }

    /** The whole game, or only its last {@code lastMoves} events when that is smaller (0 or less: all). */
    public byte[] gif(GameRecord record, RenderOptions options, int frameMillis, int lastMoves) {
        Game game = Game.replay(record.start(), record.events()).orThrow();
        int last = game.positions().size() - 1;
        int first = lastMoves > 0 ? Math.max(0, last - lastMoves) : 0;
        BufferedImage start = image(game, first, options);
        Quantizer quantizer = new Quantizer(start.getWidth(), start.getHeight());
        GifEncoder encoder = GifEncoder.start(
                start.getWidth(), start.getHeight(), quantizer.next(pixels(start)), delay(first, last, frameMillis));
        for (int i = first + 1; i <= last; i++) {
            encoder.frame(quantizer.next(pixels(image(game, i, options))), delay(i, last, frameMillis));
        }
        return encoder.finish();
    }

    /** The {@code i}th position, with the move that led to it. */
    private BufferedImage image(Game game, int i, RenderOptions options) {
        RenderOptions frame = options;
        if (i > 0 && game.events().get(i - 1) instanceof GameEvent.Played played) {
            frame = options.withLastMove(played.move());
        }
        return boards.render(game.positions().get(i), frame);
    }

    private static int[] pixels(BufferedImage rgb) {
        return ((DataBufferInt) rgb.getRaster().getDataBuffer()).getData();
    }

    /** The last frame stays four times as long, so the final position can be read before the loop starts again. */
    private static int delay(int i, int last, int frameMillis) {
        return i == last ? frameMillis * 4 : frameMillis;
    }
}

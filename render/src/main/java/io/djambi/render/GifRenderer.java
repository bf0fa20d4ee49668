package io.djambi.render;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Position;
import java.awt.Color;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.awt.image.DataBuffer;
import java.awt.image.DataBufferInt;
import java.awt.image.IndexColorModel;
import java.util.Arrays;
import java.util.List;

/**
 * An animated GIF of a game: one frame a position, the last move highlighted, looping. Frames share one fixed
 * palette (the theme's colours, greys and a colour cube), and each frame after the first holds only the area that
 * changed, with unchanged pixels transparent, so a 200-move game stays small. Thread-safe.
 */
public final class GifRenderer {
    private final BoardRenderer boards;
    private final IndexColorModel palette;
    private final int[] paletteColours;

    public GifRenderer(BoardRenderer boards, Theme theme) {
        this.boards = boards;
        this.palette = palette(theme);
        this.paletteColours = new int[256];
        palette.getRGBs(paletteColours);
    }

    /** The whole game, or only its last {@code lastMoves} events when that is smaller (0 or less: all). */
    public byte[] gif(GameRecord record, RenderOptions options, int frameMillis, int lastMoves) {
        Game game = Game.replay(record.start(), record.events()).orThrow();
        List<Position> positions = game.positions();
        List<GameEvent> events = game.events();
        int first = lastMoves > 0 ? Math.max(0, events.size() - lastMoves) : 0;
        Quantizer quantizer = new Quantizer(palette);
        GifEncoder encoder = null;
        int[] previous = null;
        for (int i = first; i < positions.size(); i++) {
            RenderOptions frame = options;
            if (i > 0 && events.get(i - 1) instanceof GameEvent.Played played) {
                frame = options.withLastMove(played.move());
            }
            BufferedImage rgb = boards.render(positions.get(i), frame);
            int w = rgb.getWidth();
            int h = rgb.getHeight();
            int[] current = ((DataBufferInt) rgb.getRaster().getDataBuffer()).getData();
            if (encoder == null) {
                encoder = new GifEncoder(w, h, paletteColours);
            }
            Rectangle changed = previous == null ? new Rectangle(0, 0, w, h) : changedArea(previous, current, w, h);
            byte[] indices = quantizer.indices(current, previous, w, changed);
            int delay = i == positions.size() - 1 ? frameMillis * 4 : frameMillis;
            encoder.frame(indices, changed, delay, previous == null ? -1 : Quantizer.TRANSPARENT);
            previous = current;
        }
        return encoder.finish();
    }

    /** The smallest rectangle holding every pixel that differs (one pixel when none does: a frame is never empty). */
    private static Rectangle changedArea(int[] previous, int[] current, int w, int h) {
        int minX = w;
        int minY = h;
        int maxX = -1;
        int maxY = -1;
        for (int y = 0; y < h; y++) {
            int row = y * w;
            int left = Arrays.mismatch(previous, row, row + w, current, row, row + w);
            if (left < 0) {
                continue;
            }
            int right = w - 1;
            while (previous[row + right] == current[row + right]) {
                right--;
            }
            minX = Math.min(minX, left);
            maxX = Math.max(maxX, right);
            minY = Math.min(minY, y);
            maxY = y;
        }
        return maxX < 0 ? new Rectangle(0, 0, 1, 1) : new Rectangle(minX, minY, maxX - minX + 1, maxY - minY + 1);
    }

    /**
     * The theme's colours first, so flat areas (squares, the camps' tokens) keep their exact colours, then 16 greys and a
     * 6x6x6 cube; 255 is transparent.
     */
    private static IndexColorModel palette(Theme theme) {
        int[] rgb = new int[256];
        int n = 0;
        Color[] exact = {
            theme.background(),
            theme.lightSquare(),
            theme.darkSquare(),
            theme.gridLine(),
            theme.coordinates(),
            theme.mazeFill(),
            theme.mazeLines(),
            theme.corpse(),
            theme.corpseMark(),
            theme.frozen(),
            theme.hostage(),
            theme.power(),
            theme.lastMove(),
            theme.placement(),
            theme.selection(),
            theme.take(),
            theme.outline(),
            theme.neutralMove(),
            theme.text(),
            theme.mutedText(),
            theme.red(),
            theme.blue(),
            theme.yellow(),
            theme.green(),
            Header.cardColour(false),
            Header.cardColour(true),
            PieceArt.inkOn(theme.yellow()),
            PieceArt.inkOn(theme.green())
        };
        for (Color c : exact) {
            rgb[n++] = c.getRGB() & 0xFFFFFF;
        }
        for (int k = 0; k < 16; k++) {
            int v = k * 17;
            rgb[n++] = v << 16 | v << 8 | v;
        }
        for (int r = 0; r < 6; r++) {
            for (int g = 0; g < 6; g++) {
                for (int b = 0; b < 6 && n < Quantizer.TRANSPARENT; b++) {
                    rgb[n++] = (r * 51) << 16 | (g * 51) << 8 | b * 51;
                }
            }
        }
        return new IndexColorModel(8, 256, rgb, 0, false, -1, DataBuffer.TYPE_BYTE);
    }
}

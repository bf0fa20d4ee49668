package io.djambi.render;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Position;
import java.awt.Color;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.awt.image.DataBuffer;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/**
 * An animated GIF of a game: one frame a position, the last move highlighted, looping. Frames share one fixed
 * palette (the theme's colours, greys and a colour cube), and each frame after the first holds only the area that
 * changed, with unchanged pixels transparent, so a 200-move game stays small. Thread-safe.
 */
public final class GifRenderer {
    private final BoardRenderer boards;
    private final IndexColorModel palette;

    public GifRenderer(BoardRenderer boards, Theme theme) {
        this.boards = boards;
        this.palette = palette(theme);
    }

    /** The whole game, or only its last {@code lastMoves} events when that is smaller (0 or less: all). */
    public byte[] gif(GameRecord record, RenderOptions options, int frameMillis, int lastMoves) {
        Game game = Game.replay(record.start(), record.events()).orThrow();
        List<Position> positions = game.positions();
        List<GameEvent> events = game.events();
        int first = lastMoves > 0 ? Math.max(0, events.size() - lastMoves) : 0;
        ImageWriter writer = ImageIO.getImageWritersByFormatName("gif").next();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 20);
        Quantizer quantizer = new Quantizer(palette);
        try (MemoryCacheImageOutputStream out = new MemoryCacheImageOutputStream(bytes)) {
            writer.setOutput(out);
            writer.prepareWriteSequence(null);
            byte[] previous = null;
            for (int i = first; i < positions.size(); i++) {
                RenderOptions frame = options;
                if (i > 0 && events.get(i - 1) instanceof GameEvent.Played played) {
                    frame = options.withLastMove(played.move());
                }
                BufferedImage rgb = boards.render(positions.get(i), frame);
                int w = rgb.getWidth();
                byte[] current = quantizer.indices(rgb);
                Rectangle changed = previous == null ? new Rectangle(0, 0, w, rgb.getHeight())
                        : changedArea(previous, current, w, rgb.getHeight());
                BufferedImage indexed = frameImage(previous, current, w, changed);
                int delay = i == positions.size() - 1 ? frameMillis * 4 : frameMillis;
                IIOMetadata meta = frameMetadata(writer, indexed, changed, delay, previous == null);
                writer.writeToSequence(new IIOImage(indexed, null, meta), null);
                previous = current;
            }
            writer.endWriteSequence();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            writer.dispose();
        }
        return bytes.toByteArray();
    }

    /** The smallest rectangle holding every pixel that differs (one pixel when none does: a frame is never empty). */
    private static Rectangle changedArea(byte[] previous, byte[] current, int w, int h) {
        int minX = w;
        int minY = h;
        int maxX = -1;
        int maxY = -1;
        for (int y = 0; y < h; y++) {
            int row = y * w;
            for (int x = 0; x < w; x++) {
                if (previous[row + x] != current[row + x]) {
                    minX = Math.min(minX, x);
                    maxX = Math.max(maxX, x);
                    minY = Math.min(minY, y);
                    maxY = y;
                }
            }
        }
        return maxX < 0 ? new Rectangle(0, 0, 1, 1) : new Rectangle(minX, minY, maxX - minX + 1, maxY - minY + 1);
    }

    /** The changed area; pixels equal to the previous frame become transparent, long runs that LZW packs away. */
    private BufferedImage frameImage(byte[] previous, byte[] current, int width, Rectangle area) {
        BufferedImage image = new BufferedImage(area.width, area.height, BufferedImage.TYPE_BYTE_INDEXED, palette);
        byte[] out = ((DataBufferByte) image.getRaster().getDataBuffer()).getData();
        for (int y = 0; y < area.height; y++) {
            int src = (area.y + y) * width + area.x;
            int dst = y * area.width;
            for (int x = 0; x < area.width; x++) {
                byte c = current[src + x];
                out[dst + x] = previous != null && previous[src + x] == c ? (byte) Quantizer.TRANSPARENT : c;
            }
        }
        return image;
    }

    private static IIOMetadata frameMetadata(ImageWriter writer, BufferedImage image, Rectangle area, int millis,
            boolean first) throws IOException {
        IIOMetadata meta = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(image), null);
        String format = meta.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode descriptor = child(root, "ImageDescriptor");
        descriptor.setAttribute("imageLeftPosition", Integer.toString(area.x));
        descriptor.setAttribute("imageTopPosition", Integer.toString(area.y));
        descriptor.setAttribute("imageWidth", Integer.toString(area.width));
        descriptor.setAttribute("imageHeight", Integer.toString(area.height));
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "doNotDispose");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", first ? "FALSE" : "TRUE");
        control.setAttribute("delayTime", Integer.toString(Math.max(1, millis / 10)));
        control.setAttribute("transparentColorIndex", Integer.toString(Quantizer.TRANSPARENT));
        if (first) {
            IIOMetadataNode apps = child(root, "ApplicationExtensions");
            IIOMetadataNode app = new IIOMetadataNode("ApplicationExtension");
            app.setAttribute("applicationID", "NETSCAPE");
            app.setAttribute("authenticationCode", "2.0");
            app.setUserObject(new byte[] {1, 0, 0}); // loop for ever
            apps.appendChild(app);
        }
        meta.setFromTree(format, root);
        return meta;
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equalsIgnoreCase(name)) {
                return (IIOMetadataNode) root.item(i);
            }
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        root.appendChild(node);
        return node;
    }

    /** The theme's colours first, so flat areas stay exact, then 16 greys and a 6x6x6 cube; 255 is transparent. */
    private static IndexColorModel palette(Theme theme) {
        int[] rgb = new int[256];
        int n = 0;
        Color[] exact = {theme.background(), theme.lightSquare(), theme.darkSquare(), theme.gridLine(),
            theme.coordinates(), theme.mazeFill(), theme.mazeLines(), theme.corpse(), theme.corpseMark(), theme.frozen(),
            theme.power(), theme.lastMove(), theme.placement(), theme.selection(), theme.text(), theme.mutedText(),
            theme.red(), theme.blue(), theme.yellow(), theme.green(), new Color(0x313338), new Color(0x404249),
            new Color(0x2A2200), new Color(0xC0392B)};
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

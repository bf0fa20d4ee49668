package io.djambi.render;

import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The bundled font (DejaVu Sans Bold), so that every machine draws the same letters. */
final class Fonts {
    /** Fonts are immutable; loading once is only a cache. */
    private static final Font BOLD = load("fonts/DejaVuSans-Bold.ttf");

    /** DejaVu Sans Bold's capitals and digits stand 0.729 of the font's size (its cap height, 1493 of 2048 units). */
    static final double CAP_HEIGHT = 0.729;

    private Fonts() {}

    static Font bold(float size) {
        return BOLD.deriveFont(size);
    }

    /** How wide {@code font} draws a text, measured with the renderer's own hints (as it is drawn). */
    static FontMetrics metrics(Font font) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            BoardRenderer.hints(g);
            return g.getFontMetrics(font);
        } finally {
            g.dispose();
        }
    }

    private static Font load(String resource) {
        try (InputStream in = Fonts.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing bundled font " + resource);
            }
            return Font.createFont(Font.TRUETYPE_FONT, in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (FontFormatException e) {
            throw new IllegalStateException("bad bundled font " + resource, e);
        }
    }
}

package io.djambi.render;

import java.awt.Font;
import java.awt.FontFormatException;
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

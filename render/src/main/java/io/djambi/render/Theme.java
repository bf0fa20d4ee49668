package io.djambi.render;

import io.djambi.engine.model.Colour;
import java.awt.Color;
import java.util.List;

/**
 * The colours of the board. The camp colours are spread in lightness (green darkest, then red, blue, yellow) so that
 * they stay apart in greyscale and for colour-blind players; the role letter on every piece does the rest.
 * {@code take} marks what a move acts on, {@code outline} edges arrows and marks so they stand out on any square, and
 * {@code neutralMove} draws a move whose player is unknown.
 */
public record Theme(
        Color background,
        Color lightSquare,
        Color darkSquare,
        Color gridLine,
        Color coordinates,
        Color mazeFill,
        Color mazeLines,
        Color corpse,
        Color corpseMark,
        Color frozen,
        Color hostage,
        Color power,
        Color lastMove,
        Color placement,
        Color selection,
        Color take,
        Color outline,
        Color neutralMove,
        Color text,
        Color mutedText,
        Color red,
        Color blue,
        Color yellow,
        Color green) {

    private static final Color NEAR_BLACK = new Color(0x111111);

    public static Theme standard() {
        return new Theme(
                new Color(0x2B2D31),
                new Color(0xEFE6D0),
                new Color(0xE3D6B8),
                new Color(0xB9AC8E),
                new Color(0xD8D2C4),
                new Color(0x3C2F5C),
                new Color(0xD4B25A),
                new Color(0x6E6761),
                new Color(0x2A2522),
                new Color(0x9FD8F0),
                new Color(0x9A9A9A),
                new Color(0xF2C94C),
                new Color(0xF5D76E),
                new Color(0x8E44AD),
                new Color(0x27AE60),
                new Color(0xC0392B),
                new Color(0x1E1F22),
                new Color(0xB8BCC2),
                new Color(0xF2F3F5),
                new Color(0xB5BAC1),
                new Color(0xE5533D),
                new Color(0x5AA0F0),
                new Color(0xF4C430),
                new Color(0x145A30));
    }

    public Color camp(Colour c) {
        return switch (c) {
            case RED -> red;
            case BLUE -> blue;
            case YELLOW -> yellow;
            case GREEN -> green;
        };
    }

    /**
     * The band that edges a suggested move's arrow of {@code fill}, inside its dark edge: the Maze's gold where it
     * stands out against the arrow's colour by 3:1, as WCAG asks of a graphic's parts, else white where that does,
     * else near-black. No one colour stands out against all four camps', which span the range of lightness.
     */
    public Color suggestionEdge(Color fill) {
        for (Color band : List.of(power, Color.WHITE)) {
            if (Contrast.ratio(band, fill) >= 3) {
                return band;
            }
        }
        return NEAR_BLACK;
    }

    /** The colour of text and symbols drawn on a disc of the camp's colour. */
    public Color ink(Colour c) {
        return PieceArt.inkOn(camp(c));
    }
}

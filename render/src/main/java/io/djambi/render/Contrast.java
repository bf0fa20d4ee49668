package io.djambi.render;

import java.awt.Color;

/** The WCAG 2 contrast ratio of two colours, from their relative luminance: text wants at least 4.5 to 1. */
final class Contrast {
    /** What WCAG asks of normal text. */
    static final double TEXT = 4.5;

    private Contrast() {}

    static double ratio(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(int channel) {
        double v = channel / 255.0;
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}

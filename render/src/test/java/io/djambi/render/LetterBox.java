package io.djambi.render;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;

/**
 * The pixels of one square that differ between two drawings of the same board, counted apart in the middle of the
 * square, where a piece's letter stands, and around it: a mark drawn over a piece must leave the middle alone.
 *
 * @param middle the pixels that differ within 15% of the square's size from its centre, both ways
 * @param around the pixels that differ elsewhere in the square
 */
record LetterBox(int middle, int around) {
    static LetterBox changes(BufferedImage before, BufferedImage after, Rectangle square) {
        int middle = 0;
        int around = 0;
        for (int x = square.x; x < square.x + square.width; x++) {
            for (int y = square.y; y < square.y + square.height; y++) {
                if (before.getRGB(x, y) != after.getRGB(x, y)) {
                    boolean letter = Math.abs(x - square.getCenterX()) < square.width * 0.15
                            && Math.abs(y - square.getCenterY()) < square.height * 0.15;
                    if (letter) {
                        middle++;
                    } else {
                        around++;
                    }
                }
            }
        }
        return new LetterBox(middle, around);
    }
}

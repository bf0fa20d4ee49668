package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.model.Colour;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The check a translation's board words go through: what the header would cut is named, and nothing else. */
class HeaderFitTest {
    @Test
    void theEnglishWordsFitAPostsBoardAndAReplaysAndAPhonesOwn() {
        for (int width : List.of(1000, 720, 360)) {
            assertEquals(List.of(), HeaderFit.cut(BoardWords.english(), width), "at " + width + " px");
        }
    }

    @Test
    void aStateOrAStatusTooLongForTheHeaderIsNamed() {
        BoardWords english = BoardWords.english();
        Map<Colour, String> camps = new EnumMap<>(Colour.class);
        for (Colour c : Colour.values()) {
            camps.put(c, english.camp(c));
        }
        String longState = "eliminated from the game and every piece frozen where it stood";
        BoardWords tooLong = new BoardWords(
                english.movesPlayed(),
                "{0} is now the player whose move it is, please wait",
                english.toMoveBonus(),
                english.wins(),
                english.drawnGame(),
                english.hostage(),
                longState,
                english.piecesOf(),
                english.winner(),
                english.out(),
                english.draw(),
                english.inPower(),
                english.turn(),
                english.waiting(),
                camps);
        List<String> cut = HeaderFit.cut(tooLong, 1000);
        assertEquals(longState, cut.getFirst());
        assertEquals(5, cut.size(), "the state, and the status for each of the four camps: " + cut);
    }

    @Test
    void aTextTooWideForItsSizeIsDrawnSmallerWholeBeforeItIsCut() {
        java.awt.Graphics2D g =
                new java.awt.image.BufferedImage(1, 1, java.awt.image.BufferedImage.TYPE_INT_RGB).createGraphics();
        BoardRenderer.hints(g);
        String words = "ausgeschieden · Figuren an Gelb";
        int full = g.getFontMetrics(Fonts.bold(30f)).stringWidth(words);
        // Room for 85% of it: drawn smaller, and whole
        java.awt.FontMetrics fitted = Header.fitting(g, words, 30f, (int) (full * 0.85));
        assertEquals(true, fitted.getFont().getSize2D() < 30f, "smaller");
        assertEquals(true, fitted.stringWidth(words) <= (int) (full * 0.85), "whole");
        assertEquals(words, Header.fit(fitted, words, (int) (full * 0.85)));
        // Room for half of it: no smaller than the smallest size, and cut
        java.awt.FontMetrics smallest = Header.fitting(g, words, 30f, full / 2);
        assertEquals(30f * Header.SMALLEST, smallest.getFont().getSize2D(), 0.01f);
        assertEquals(true, Header.fit(smallest, words, full / 2).endsWith("…"));
        // Room enough: its own size
        assertEquals(30f, Header.fitting(g, words, 30f, full).getFont().getSize2D(), 0.01f);
        g.dispose();
    }
}

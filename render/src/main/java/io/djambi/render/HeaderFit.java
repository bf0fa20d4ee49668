package io.djambi.render;

import io.djambi.engine.model.Colour;
import java.awt.FontMetrics;
import java.util.ArrayList;
import java.util.List;

/**
 * Which of a board's words the header would cut with an ellipsis at a board width: each state a camp's card can show
 * (with every camp's name where it has one), and the status line beside a three-digit move count, the camps' names
 * for the players'. A check for a translation's words, which must fit the picture as the English ones do. The bonus
 * move's status is left out: even in English it is cut on a long name, and its ellipsis loses only its last words.
 */
public final class HeaderFit {
    private HeaderFit() {}

    /** The filled texts that do not fit; empty when every word fits. */
    public static List<String> cut(BoardWords words, int boardWidth) {
        BoardGeometry geo = RenderOptions.defaults().withWidth(boardWidth).geometry();
        Header.Layout layout = Header.Layout.of(geo);
        // At the smallest size the header draws its words in before it cuts them
        FontMetrics state = Fonts.metrics(Fonts.bold(layout.stateSize() * Header.SMALLEST));
        FontMetrics title = Fonts.metrics(Fonts.bold(layout.titleSize() * Header.SMALLEST));
        List<String> cut = new ArrayList<>();
        List<String> states = new ArrayList<>();
        for (String pattern : List.of(
                words.hostage(),
                words.frozen(),
                words.winner(),
                words.out(),
                words.draw(),
                words.inPower(),
                words.turn(),
                words.waiting())) {
            states.add(BoardWords.fill(pattern));
        }
        List<String> statuses = new ArrayList<>(List.of(BoardWords.fill(words.drawnGame())));
        for (Colour c : Colour.values()) {
            String camp = words.camp(c);
            states.add(BoardWords.fill(words.piecesOf(), camp));
            statuses.add(BoardWords.fill(words.wins(), camp));
            statuses.add(BoardWords.fill(words.toMove(), camp));
        }
        for (String s : states) {
            if (state.stringWidth(s) > layout.textWidth()) {
                cut.add(s);
            }
        }
        int plies =
                Fonts.metrics(Fonts.bold(layout.titleSize())).stringWidth(BoardWords.fill(words.movesPlayed(), "999"));
        int statusWidth = geo.width() - 2 * layout.pad() - plies - geo.cell() / 4;
        for (String s : statuses) {
            if (title.stringWidth(s) > statusWidth) {
                cut.add(s);
            }
        }
        return cut;
    }
}

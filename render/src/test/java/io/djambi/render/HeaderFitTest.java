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
}

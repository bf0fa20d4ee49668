package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.StartPosition;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BoardWordsTest {
    private static BoardWords french() {
        return new BoardWords(
                "Coups joués : {0}",
                "À {0} de jouer",
                "À {0} de jouer (coup bonus, au pouvoir)",
                "{0} gagne",
                "Partie nulle",
                "otage",
                "hors jeu · gelé",
                "hors jeu · pièces de {0}",
                "vainqueur",
                "hors jeu",
                "nulle",
                "au pouvoir",
                "à jouer",
                "attend",
                Map.of(Colour.RED, "Rouge", Colour.BLUE, "Bleu", Colour.YELLOW, "Jaune", Colour.GREEN, "Vert"));
    }

    @Test
    void theHeaderSpeaksTheCallersWordsAndCampNames() {
        RenderOptions o = RenderOptions.defaults().withWords(french());
        assertEquals("À Rouge de jouer", Header.status(StartPosition.fourPlayers(), o));
        assertEquals("attend", Header.state(StartPosition.fourPlayers(), Colour.BLUE, french()));
    }

    @Test
    void englishIsTheDefaultAndAnApostropheIsWrittenTwice() {
        assertEquals("Red to move", Header.status(StartPosition.fourPlayers(), RenderOptions.defaults()));
        assertEquals("out · pieces Red's", BoardWords.fill(BoardWords.english().piecesOf(), "Red"));
        assertEquals("Moves played: 1200", BoardWords.fill(BoardWords.english().movesPlayed(), "1200"));
    }

    @Test
    void wordsWithoutEveryCampsNameAreRefused() {
        BoardWords e = BoardWords.english();
        assertThrows(
                IllegalArgumentException.class,
                () -> new BoardWords(
                        e.movesPlayed(),
                        e.toMove(),
                        e.toMoveBonus(),
                        e.wins(),
                        e.drawnGame(),
                        e.hostage(),
                        e.frozen(),
                        e.piecesOf(),
                        e.winner(),
                        e.out(),
                        e.draw(),
                        e.inPower(),
                        e.turn(),
                        e.waiting(),
                        Map.of(Colour.RED, "Rouge")));
    }
}

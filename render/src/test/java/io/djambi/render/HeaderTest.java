package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The word on each camp's card in the board's header. */
class HeaderTest {
    private static Position afterResignations(Colour... resigning) {
        Game game = Game.startingFrom(StartPosition.fourPlayers());
        for (Colour c : resigning) {
            game = game.play(new GameEvent.Resign(c)).orThrow();
        }
        return game.position();
    }

    @Test
    void duringTheGameThePlayerToMoveIsToMoveAndTheOthersWait() {
        Position start = StartPosition.fourPlayers();
        assertEquals("to move", Header.state(start, Colour.RED, BoardWords.english()));
        assertEquals("waiting", Header.state(start, Colour.BLUE, BoardWords.english()));
    }

    @Test
    void onTheFinalBoardTheWinnersCardSaysWinnerNotWaiting() {
        Position end = afterResignations(Colour.BLUE, Colour.YELLOW, Colour.GREEN);
        assertEquals("winner", Header.state(end, Colour.RED, BoardWords.english()));
    }

    @Test
    void aDrawnGameSaysDrawOnTheCardsOfThoseStillIn() {
        Position drawn = Game.startingFrom(StartPosition.fourPlayers())
                .play(new GameEvent.Draw())
                .orThrow()
                .position();
        assertEquals("draw", Header.state(drawn, Colour.GREEN, BoardWords.english()));
    }

    @Test
    void aNameIsDrawnWithTheLettersTheFontHasAndACampsNameForOneItDrawsNothingOf() {
        Position start = StartPosition.fourPlayers();
        RenderOptions typed = RenderOptions.defaults()
                .withWidth(720)
                .withNames(Map.of(
                        Colour.RED, "太郎", Colour.BLUE, "Zoë 🎲", Colour.YELLOW, "👩‍💻", Colour.GREEN, "Ann🌸Lee"));
        assertEquals("Red to move", Header.status(start, typed), "Red's name has nothing the font draws");
        // the whole picture as if the names had been typed as drawn: no box where a letter is missing
        RenderOptions drawn = typed.withNames(Map.of(Colour.BLUE, "Zoë", Colour.GREEN, "Ann Lee"));
        BoardRenderer renderer = new BoardRenderer();
        assertTrue(
                samePixels(renderer.render(start, typed), renderer.render(start, drawn)),
                "the board draws the names through DrawnName");
    }

    static boolean samePixels(BufferedImage a, BufferedImage b) {
        if (a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight()) {
            return false;
        }
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    return false;
                }
            }
        }
        return true;
    }
}

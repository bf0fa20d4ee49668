package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
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
}

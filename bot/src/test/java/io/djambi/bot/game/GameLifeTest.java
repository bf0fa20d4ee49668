package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.stats.StatsBook;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.game.Game;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.StartPosition;
import io.djambi.render.BoardRenderer;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A table's life goes lobby, then play, then over, and only through the game layer's transitions. */
class GameLifeTest {
    private final InMemoryTableStore store = new InMemoryTableStore();
    private final GameLife life = new GameLife(
            store,
            StatsBook.inMemory(),
            new GameLocks(),
            new BoardPosts(new BoardRenderer(), table -> java.util.Optional.empty(), Catalogue.english()),
            new io.djambi.bot.outbox.InMemoryOutbox());

    private Table lobby() {
        Table open = Table.lobby(
                "g",
                "c",
                new Seat("ann", "ann", Colour.RED),
                TableSettings.fromOptions(Map.of(), TestGames.TEXT).orThrow());
        return life.open(open);
    }

    @Test
    void aLobbyStartsPlaysAndIsAborted() {
        Table lobby = lobby();
        assertEquals(Stage.LOBBY, lobby.stage());
        assertEquals(lobby.id(), life.lobby("c").orElseThrow().id());
        Table playing = life.start(lobby.withGame(Game.startingFrom(StartPosition.fourPlayers()), Set.of()));
        assertEquals(Stage.PLAYING, life.latest("c").orElseThrow().stage());
        assertTrue(life.lobby("c").isEmpty(), "no lobby once the game has begun");
        assertEquals(Stage.OVER, life.abort(playing).stage());
        assertTrue(life.live("c").isEmpty());
    }

    @Test
    void aTransitionFromTheWrongStageIsAProgrammingError() {
        Table lobby = lobby();
        // GIVEN a lobby, WHEN it is advanced as if in play or opened twice, THEN the game layer refuses
        assertThrows(IllegalStateException.class, () -> life.advance(lobby));
        assertThrows(
                IllegalStateException.class,
                () -> life.open(Table.lobby("g", "c", new Seat("bob", "bob", Colour.RED), lobby.settings())));
        Table playing = life.start(lobby.withGame(Game.startingFrom(StartPosition.fourPlayers()), Set.of()));
        assertThrows(IllegalStateException.class, () -> life.arrange(playing));
    }
}

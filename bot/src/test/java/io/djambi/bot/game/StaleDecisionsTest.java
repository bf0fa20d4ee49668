package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.stats.StatsBook;
import io.djambi.engine.Result;
import io.djambi.engine.ai.Ai;
import io.djambi.engine.ai.Level;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.render.BoardRenderer;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Decisions made outside a game's lock (a timeout, an AI move, a settings vote) name the turn they were made for,
 * and are dropped when the game has moved on: these tests fail if a version guard is taken out.
 */
class StaleDecisionsTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());

    private Move read(String text) {
        return MoveNotation.read(t.table().game().position(), text).orThrow();
    }

    @Test
    void aTimeoutDecidedBeforeTheMoveThatBeatItIsNotApplied() {
        // GIVEN the timer decided that Ann's time is up, and Ann's move came in first
        t.started("turn-time:1m");
        Turn decided = Turn.of(t.table());
        Move annsMove = read("C3-D4");
        t.run("ann", "move", "move:C3-D4");
        // WHEN the timeout arrives
        List<Reply> applied = t.games.timeUp(decided);
        // THEN Bob's turn is not skipped in Ann's place
        assertTrue(applied.isEmpty());
        assertEquals(List.of(new GameEvent.Played(annsMove)), t.table().game().events());
    }

    @Test
    void anAiMoveDecidedBeforeAResignationIsNotPlayedAfterIt() {
        // GIVEN Blue is to move and its move was chosen
        t.started("turn-time:1m", "timeout:ai");
        t.run("ann", "move", "move:C3-D4");
        Turn decided = Turn.of(t.table());
        Move blue = Ai.of(Level.EASY, 7).choose(t.table().game().position());
        // WHEN Cy resigns before the move is played (Blue is still to move)
        t.run("cy", "resign-confirm");
        assertEquals(Colour.BLUE, t.table().game().position().toMove().orElseThrow());
        assertInstanceOf(
                Result.Ok.class,
                t.table().game().play(new GameEvent.Played(blue)),
                "the move would still be legal: only the turn tells it is stale");
        // THEN the move chosen for the earlier turn is not played
        assertTrue(t.games
                .playFor(decided, blue, "bob (Blue) ran out of time, so the AI played for him")
                .isEmpty());
        assertEquals(2, t.table().version());
    }

    @Test
    void aDecisionForAnAbortedGameIsNotAppliedToTheNextGameInTheChannel() {
        // GIVEN a decision for the first game's opening turn, then that game aborted and a new one started
        t.started("turn-time:1m");
        Turn decided = Turn.of(t.table());
        Move opening = read("C3-D4");
        t.run("ann", "abort-confirm");
        t.started("turn-time:1m");
        assertEquals(decided.version(), t.table().version(), "the new game is at the same version");
        // WHEN the old decisions arrive THEN the new game is untouched
        assertTrue(t.games.timeUp(decided).isEmpty());
        assertTrue(t.games.playFor(decided, opening, "AI").isEmpty());
        assertEquals(0, t.table().version());
    }

    @Test
    void settingsAgreedForAnAbortedGameAreNotAppliedToTheNextOne() {
        t.started("turn-time:1h");
        long old = t.table().id();
        t.run("ann", "abort-confirm");
        t.started("turn-time:1h");
        TableSettings daily = t.table()
                .settings()
                .withClockOptions(Map.of("turn-time", "1d"), TestGames.TEXT)
                .orThrow();
        assertTrue(t.games.changeSettings(PressTable.CHANNEL, old, daily).isEmpty());
        assertEquals("1h", t.table().settings().turnTimeText());
    }

    @Test
    void aBoardThatCannotBeDrawnDoesNotHideAStoredMove() {
        // GIVEN a renderer that fails
        BoardRenderer broken = mock(BoardRenderer.class);
        when(broken.png(any(), any())).thenThrow(new IllegalStateException("no fonts (a scripted fault)"));
        InMemoryTableStore store = new InMemoryTableStore();
        TestGames service = new TestGames(store, broken, table -> Optional.empty(), StatsBook.inMemory());
        for (String user : List.of("ann", "bob", "cy", "di")) {
            service.handle(request(user, user.equals("ann") ? "new" : "join", Map.of()));
        }
        service.handle(request("ann", "start", Map.of()));
        // WHEN Ann moves
        List<Reply> replies = service.handle(request("ann", "", Map.of("move", "C3-D4")));
        // THEN the move is stored and told, without the picture
        Reply.Public post = assertInstanceOf(Reply.Public.class, replies.get(0));
        assertTrue(post.text().startsWith("ann (Red): C3-D4"), post.text());
        assertTrue(post.text().contains("The board picture could not be drawn"), post.text());
        assertTrue(post.files().isEmpty());
        assertEquals(1, store.find("chan").orElseThrow().version());
    }

    @Test
    void theServiceKeepsNoLockForGamesThatEnded() {
        GameLocks locks = new GameLocks();
        InMemoryTableStore store = new InMemoryTableStore();
        TestGames service =
                new TestGames(store, PressTable.RENDERER, table -> Optional.empty(), StatsBook.inMemory(), locks);
        for (int game = 0; game < 200; game++) {
            String channel = "chan-" + game;
            service.handle(request("ann", "new", Map.of(), channel));
            service.handle(request("bob", "join", Map.of(), channel));
            service.handle(request("ann", "abort-confirm", Map.of(), channel));
        }
        assertEquals(0, locks.size());
    }

    private static CommandRequest request(String user, String sub, Map<String, String> options) {
        return request(user, sub, options, "chan");
    }

    private static CommandRequest request(String user, String sub, Map<String, String> options, String channel) {
        String name = sub.isEmpty() ? "move" : "djambi";
        return new CommandRequest(user, user, "guild", channel, false, name, sub, options);
    }
}

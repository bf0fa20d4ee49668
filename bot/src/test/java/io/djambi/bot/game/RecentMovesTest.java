package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.game.RecentMoves.Recent;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Colour;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.RecordNotation;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** When it is a player's turn again he is shown every move made since his last one, not only the last. */
class RecentMovesTest {
    /** Green, then Red's Necromobile carrying the corpse off the maze (R17), Blue, Yellow: Green is to move. */
    private static final GameRecord RECORD = RecordNotation.read("""
                    gC8/9/9/9/4X4/3rN5/8bC/9/rC7yC g rbyg g 0 0
                    A9-A8
                    D4xE5-F6>H8
                    I3-I4
                    I1-H1
                    """).orThrow();

    private static final Game ROUND =
            Game.replay(RECORD.start(), RECORD.events()).orThrow();

    @Test
    void aPlayerSeesTheMovesSinceHisLastOneWithTheirMoversOldestFirst() {
        List<Recent> since = RecentMoves.since(ROUND, Optional.of(Colour.GREEN));

        assertEquals(
                List.of(Colour.RED, Colour.BLUE, Colour.YELLOW),
                since.stream().map(Recent::mover).toList());
        assertEquals(List.of(1, 2, 3), since.stream().map(Recent::index).toList());
        assertEquals(Move.MazeAction.class, since.get(0).move().getClass());
        assertEquals("D4xE5-F6>H8", since.get(0).move().text());
    }

    @Test
    void aPlayerWhoHasNotMovedYetSeesEveryMoveSoFar() {
        Game threeMoves =
                Game.replay(RECORD.start(), RECORD.events().subList(0, 3)).orThrow();

        List<Recent> sinceStart = RecentMoves.since(threeMoves, Optional.of(Colour.YELLOW));

        assertEquals(
                List.of(Colour.GREEN, Colour.RED, Colour.BLUE),
                sinceStart.stream().map(Recent::mover).toList());
        List<Recent> sinceRed = RecentMoves.since(ROUND, Optional.of(Colour.RED));
        assertEquals(
                List.of(Colour.BLUE, Colour.YELLOW),
                sinceRed.stream().map(Recent::mover).toList());
    }

    @Test
    void aGameEndedByADrawAfterAMoveStillShowsThatMove() {
        // GIVEN the round, then a draw (as when the last person is put out and the AIs are left)
        java.util.List<io.djambi.engine.game.GameEvent> events = new java.util.ArrayList<>(RECORD.events());
        events.add(new io.djambi.engine.game.GameEvent.Draw());
        Game drawn = Game.replay(RECORD.start(), events).orThrow();

        List<Recent> last = RecentMoves.since(drawn, Optional.empty());

        assertEquals(List.of("I1-H1"), last.stream().map(r -> r.move().text()).toList());
    }

    @Test
    void whenTheGameIsOverOnlyTheLastMoveIsShown() {
        List<Recent> last = RecentMoves.since(ROUND, Optional.empty());
        assertEquals(List.of("I1-H1"), last.stream().map(r -> r.move().text()).toList());
    }

    @Test
    void whenARunOfAiMovesEndsTheGameEveryMoveNoPostShowedIsShown() {
        // GIVEN the round, then the draw that ends a game no person is left in; only Green is a person
        java.util.List<io.djambi.engine.game.GameEvent> events = new java.util.ArrayList<>(RECORD.events());
        events.add(new io.djambi.engine.game.GameEvent.Draw());
        Game drawn = Game.replay(RECORD.start(), events).orThrow();

        List<Recent> run = RecentMoves.unposted(drawn, (c, event) -> c != Colour.GREEN);

        // THEN Green's move, which handed the turn to an AI and so was not posted, and the three AI moves after it
        assertEquals(
                List.of("A9-A8", "D4xE5-F6>H8", "I3-I4", "I1-H1"),
                run.stream().map(r -> r.move().text()).toList());
    }

    @Test
    void aMoveAfterWhichAPersonWasToMoveWasPostedAndIsNotShownAgain() {
        // Yellow and Green are persons: Blue's move handed the turn to Yellow, so its post showed it
        List<Recent> last = RecentMoves.unposted(ROUND, (c, event) -> c == Colour.RED || c == Colour.BLUE);
        assertEquals(List.of("I1-H1"), last.stream().map(r -> r.move().text()).toList());
        // and with Red an AI alone, Green's move (answered by Red) and Red's go unposted until Blue's turn
        Game twoMoves =
                Game.replay(RECORD.start(), RECORD.events().subList(0, 2)).orThrow();
        assertEquals(
                List.of("A9-A8", "D4xE5-F6>H8"),
                RecentMoves.unposted(twoMoves, (c, event) -> c == Colour.RED).stream()
                        .map(r -> r.move().text())
                        .toList());
    }

    @Test
    void aRunLongerThanABoardDrawsKeepsTheLatestAndCountsThemAll() {
        // GIVEN the round and Green's next move, every mover an AI, then the draw that ends the game
        GameRecord longer = RecordNotation.read("""
                        gC8/9/9/9/4X4/3rN5/8bC/9/rC7yC g rbyg g 0 0
                        A9-A8
                        D4xE5-F6>H8
                        I3-I4
                        I1-H1
                        A8-A7
                        """).orThrow();
        java.util.List<io.djambi.engine.game.GameEvent> events = new java.util.ArrayList<>(longer.events());
        events.add(new io.djambi.engine.game.GameEvent.Draw());
        Game drawn = Game.replay(RECORD.start(), events).orThrow();

        List<Recent> shown = RecentMoves.unposted(drawn, (c, event) -> true);

        // THEN the board's four latest, and the run counted whole: five moves
        assertEquals(
                List.of("D4xE5-F6>H8", "I3-I4", "I1-H1", "A8-A7"),
                shown.stream().map(r -> r.move().text()).toList());
        assertEquals(5, RecentMoves.countUnposted(drawn, (c, event) -> true));
    }
}

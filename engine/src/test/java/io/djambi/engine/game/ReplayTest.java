package io.djambi.engine.game;

import static io.djambi.engine.Fixtures.assertMentions;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.djambi.engine.Result;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.RecordNotation;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The one replay loop: a good record gives its game back; a bad one is reported by its first bad event. */
class ReplayTest {
    private static final Position START = StartPosition.fourPlayers();

    @Provide
    Arbitrary<Game> games() {
        return Playouts.games(150);
    }

    @Property(tries = 200)
    void aGoodRecordReplaysToTheSamePositions(@ForAll("games") Game game) {
        Replay replay = Replay.of(game.start(), game.events());
        Game replayed = assertInstanceOf(Replay.Complete.class, replay).game();
        assertEquals(game.positions(), replayed.positions());
        assertEquals(game.events(), replayed.events());
    }

    @Property(tries = 200)
    void theFirstBadEventIsReportedWithItsIndex(@ForAll("games") Game game, @ForAll("fractions") double where) {
        int bad = (int) (where * game.events().size());
        List<GameEvent> events = new ArrayList<>(game.events().subList(0, bad));
        events.add(new GameEvent.Played(
                new Move.Step(anEmptySquare(game.positions().get(bad)), Square.MAZE)));
        events.addAll(game.events().subList(bad, game.events().size()));

        Replay.Stopped stopped = assertInstanceOf(Replay.Stopped.class, Replay.of(game.start(), events));

        assertEquals(bad, stopped.index());
        assertEquals(game.positions().subList(0, bad + 1), stopped.game().positions(), "the events before it played");
    }

    @Property(tries = 200)
    void aGameTakenBackToAVersionIsThatGameReplayedWithoutItsLaterEvents(
            @ForAll("games") Game game, @ForAll("fractions") double where) {
        int version = (int) (where * (game.version() + 1));
        Game back = game.upTo(version);
        Game replayed = assertInstanceOf(
                        Replay.Complete.class,
                        Replay.of(game.start(), game.events().subList(0, version)))
                .game();
        assertEquals(replayed.positions(), back.positions());
        assertEquals(replayed.events(), back.events());
        assertEquals(version, back.version());
        assertEquals(replayed.record().events(), back.record().events());
    }

    @Provide
    Arbitrary<Double> fractions() {
        return Arbitraries.doubles().between(0, 1).filter(d -> d < 1);
    }

    @Test
    void theReasonOfTheRulesIsGiven() {
        List<GameEvent> events = List.of(
                played("C1-D1"),
                new GameEvent.Skip(),
                new GameEvent.Resign(Colour.RED),
                new GameEvent.Resign(Colour.RED));

        Replay.Stopped stopped = assertInstanceOf(Replay.Stopped.class, Replay.of(START, events));

        assertEquals(3, stopped.index());
        assertMentions(stopped.why().english(), "Red is not in the game");
        assertEquals(3, stopped.game().version());
    }

    @Test
    void aReadersRefusalStopsTheReplayWithTheReadersReason() {
        List<String> lines = List.of("C1-D1", "skip", "resign q", "draw");

        Replay replay = Replay.of(START, lines, RecordNotation::readEvent);

        Replay.Stopped stopped = assertInstanceOf(Replay.Stopped.class, replay);
        assertEquals(2, stopped.index());
        assertMentions(stopped.why().english(), "resign names a colour");
        assertEquals(2, stopped.game().events().size());
    }

    @Test
    void eventsAreReadInThePositionWhereTheyArePlayed() {
        // G7-F6 names a Yellow Militant: readable only once Red and Blue have moved.
        List<String> lines = List.of("C1-D1", "skip", "G7-F6");

        Game game = assertInstanceOf(Replay.Complete.class, Replay.of(START, lines, RecordNotation::readEvent))
                .game();

        assertEquals(List.of(played("C1-D1"), new GameEvent.Skip(), played("G7-F6")), game.events());
    }

    @Test
    void noEventsReplayToTheStart() {
        Game game = assertInstanceOf(Replay.Complete.class, Replay.of(START, List.of()))
                .game();
        assertEquals(List.of(START), game.positions());
    }

    @Test
    void gameReplayNamesTheBadEventByItsNumberAndText() {
        Result<Game> replayed =
                Game.replay(START, List.of(played("C1-D1"), new GameEvent.Draw(), new GameEvent.Skip()));
        assertMentions(assertInstanceOf(Result.Rejected.class, replayed).reason(), "event 3 (skip)", "over");
    }

    private static GameEvent played(String text) {
        return new GameEvent.Played(MoveNotation.readShape(text).orThrow());
    }

    private static Square anEmptySquare(Position position) {
        for (int i = 0; i < Square.COUNT; i++) {
            if (position.board().cell(i) == Cell.EMPTY && i != Square.MAZE.index()) {
                return Square.of(i);
            }
        }
        throw new AssertionError("a board with 36 pieces and corpses has empty squares");
    }
}

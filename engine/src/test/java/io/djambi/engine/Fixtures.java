package io.djambi.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.Diagram;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.engine.rules.Rules;
import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;

/** Positions written as diagrams or notation, and events played by their notation, for readable rule tests. */
public final class Fixtures {
    private Fixtures() {}

    /** A position from a diagram (rank 9 first) and the five other fields, e.g. {@code "r rbyg r 0 0"}. */
    public static Position position(String diagram, String fields) {
        return read(Diagram.boardField(diagram) + " " + fields);
    }

    public static Position read(String notation) {
        return switch (PositionNotation.read(notation)) {
            case Result.Ok<Position> ok -> ok.value();
            case Result.Rejected<Position> r -> throw new AssertionError("bad test position: " + r.reason());
        };
    }

    /** Plays events (moves, "resign y", "draw", "skip") in order; fails the test if one is refused. */
    public static Position play(Position position, String... events) {
        Game game = Game.startingFrom(position);
        for (String text : events) {
            Result<GameEvent> event = RecordNotation.readEvent(game.position(), text);
            if (event instanceof Result.Rejected<GameEvent> r) {
                fail("'" + text + "' refused: " + r.reason() + "\n" + Diagram.write(game.position()));
            }
            game = game.play(event.orThrow()).orThrow();
        }
        return game.position();
    }

    /** The reason the event is refused; fails the test if it is accepted. */
    public static String refusal(Position position, String text) {
        Result<GameEvent> event = RecordNotation.readEvent(position, text);
        if (event instanceof Result.Rejected<GameEvent> r) {
            return r.reason();
        }
        Result<Game> played = Game.startingFrom(position).play(event.orThrow());
        return assertInstanceOf(Result.Rejected.class, played, text + " was accepted")
                .reason();
    }

    public static Set<String> moves(Position position) {
        Set<String> out = new TreeSet<>();
        for (Move m : Rules.legalMoves(position)) {
            out.add(m.text());
        }
        return out;
    }

    /** Fails unless every one of {@code expected} is in {@code actual}. */
    public static void assertHas(Collection<String> actual, String... expected) {
        for (String e : expected) {
            assertTrue(actual.contains(e), () -> "expected " + e + " among " + actual);
        }
    }

    /** Fails if any of {@code unexpected} is in {@code actual}. */
    public static void assertLacks(Collection<String> actual, String... unexpected) {
        for (String e : unexpected) {
            assertFalse(actual.contains(e), () -> "did not expect " + e + " among " + actual);
        }
    }

    /** Fails unless {@code text} contains each fragment, and cites no ruling by its number. */
    public static void assertMentions(String text, String... fragments) {
        for (String f : fragments) {
            assertTrue(text.contains(f), () -> "expected '" + f + "' in: " + text);
        }
        // Players read these refusals and do not have the rulings' file: the words explain, no number is cited
        assertFalse(text.matches("(?s).*\\bR\\d+\\b.*"), () -> "a ruling's number in: " + text);
    }

    public static String notation(Position position) {
        return PositionNotation.write(position);
    }
}

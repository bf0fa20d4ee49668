package io.djambi.engine.notation;

import static io.djambi.engine.notation.Texts.assertCleanRefusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.Result;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.Playouts;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/** Move text: any string is a legal move or a clean refusal, and every legal move reads back from its text. */
class MoveNotationPropertiesTest {

    /** A position and a text to read in it; printed whole when a property fails. */
    record Typed(Position position, String text) {
        @Override
        public String toString() {
            return "'" + text + "' in " + PositionNotation.write(position);
        }
    }

    @Provide
    Arbitrary<Position> positions() {
        return Playouts.positions(120);
    }

    /**
     * Texts near a legal move of the position (or near a fixed move once the game is over): garbled, or built
     * from the squares of its legal moves.
     */
    @Provide
    Arbitrary<Typed> typed() {
        return positions().flatMap(p -> {
            List<Move> legal = Rules.legalMoves(p);
            Arbitrary<String> base = legal.isEmpty()
                    ? Arbitraries.just("B2xD4>H8")
                    : Arbitraries.of(legal).map(Move::text);
            List<String> froms =
                    legal.stream().map(m -> m.from().name()).distinct().toList();
            List<String> squares = legal.stream()
                    .flatMap(m -> squaresOf(m).stream())
                    .distinct()
                    .toList();
            Arbitrary<String> text = Arbitraries.frequencyOf(
                    Tuple.of(2, base.flatMap(b -> Texts.near(b, 16))), Tuple.of(3, Texts.moveShaped(froms, squares)));
            return text.map(t -> new Typed(p, t));
        });
    }

    private static List<String> squaresOf(Move move) {
        return switch (move) {
            case Move.Step s -> List.of(s.from().name(), s.to().name());
            case Move.Displace d ->
                List.of(d.from().name(), d.to().name(), d.place().name());
            case Move.Assassination a -> List.of(a.from().name(), a.to().name());
            case Move.ReporterKill r ->
                List.of(r.from().name(), r.to().name(), r.victim().name());
            case Move.MazeAssassination m -> List.of(m.from().name(), m.exit().name());
            case Move.MazeAction m ->
                List.of(m.from().name(), m.exit().name(), m.place().name());
        };
    }

    @Property(tries = 400)
    void anyTextIsALegalMoveOrACleanRefusal(@ForAll("typed") Typed typed) {
        Result<Move> read = MoveNotation.read(typed.position(), typed.text());
        String outcome = read instanceof Result.Rejected<Move> r
                ? (r.reason().startsWith("cannot read") ? "refused as not a move" : "refused by the rules")
                : "a legal move";
        Statistics.label("read").collect(outcome);
        // The property means something only if many texts get past the syntax and some are legal (about 20% and 5%
        // in practice; the bounds are low so that no seed fails them by chance).
        Statistics.label("read").coverage(c -> {
            c.check("a legal move").percentage(p -> p >= 1);
            c.check("refused by the rules").percentage(p -> p >= 10);
        });
        assertCleanRefusal(read);
        if (read instanceof Result.Ok<Move> ok) {
            assertTrue(Rules.isLegal(typed.position(), ok.value()), "only legal moves are read");
            assertEquals(
                    ok.value(),
                    MoveNotation.read(typed.position(), ok.value().text()).orThrow(),
                    "what was read reads back from its canonical text");
        }
    }

    @Property(tries = 400)
    void anyTextIsAMoveShapeOrACleanRefusal(@ForAll("typed") Typed typed) {
        Result<Move> read = MoveNotation.readShape(typed.text());
        assertCleanRefusal(read);
        if (read instanceof Result.Ok<Move> ok) {
            assertEquals(ok.value(), MoveNotation.readShape(ok.value().text()).orThrow());
        }
    }

    @Property(tries = 400)
    void anyTextIsAnEventOrACleanRefusal(@ForAll("typed") Typed typed) {
        Result<GameEvent> read = RecordNotation.readEvent(typed.position(), typed.text());
        assertCleanRefusal(read);
        if (read instanceof Result.Ok<GameEvent> ok) {
            assertEquals(
                    ok.value(),
                    RecordNotation.readEvent(typed.position(), ok.value().text())
                            .orThrow());
        }
    }

    @Property(tries = 150)
    void everyLegalMoveReadsBackFromItsText(@ForAll("positions") Position position) {
        for (Move move : Rules.legalMoves(position)) {
            String text = MoveNotation.write(move);
            assertEquals(move, MoveNotation.read(position, text).orThrow(), text);
            assertEquals(
                    move,
                    MoveNotation.read(
                                    position,
                                    " " + text.toLowerCase(Locale.ROOT).replace("-", " - ") + " ")
                            .orThrow(),
                    "input is case-insensitive and tolerates spaces: " + text);
            assertEquals(move, MoveNotation.readShape(text).orThrow(), "the shape alone names the move: " + text);
        }
    }
}

package io.djambi.engine.game;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;

/**
 * Random legal games for property tests. A game is driven by a list of choices rather than a seed, so that jqwik
 * shrinks a failing game to a short one (small choices mean "the first legal move").
 */
public final class Playouts {
    private static final int SKIP = -1;
    private static final int DRAW = -2;
    /** Resignations are -3 and below, the colour chosen among the active players by the value. */
    private static final int RESIGN = -3;

    private Playouts() {}

    /** Games from the 4-player start or a 3-player start (any hostage), up to {@code maxEvents} events long. */
    public static Arbitrary<Game> games(int maxEvents) {
        Arbitrary<Position> start = Arbitraries.oneOf(
                Arbitraries.just(StartPosition.fourPlayers()),
                Arbitraries.of(Colour.values()).map(StartPosition::threePlayers));
        // About one event in 100 is a skip, one in 150 a resignation and one in 600 a draw: many games hold one or
        // another, and most still end on the board (random play ends a game in a few dozen moves).
        Arbitrary<Integer> choice = Arbitraries.frequencyOf(
                        Tuple.of(600, Arbitraries.integers().between(0, 1_000_000)),
                        Tuple.of(6, Arbitraries.just(SKIP)),
                        Tuple.of(4, Arbitraries.integers().between(RESIGN - 3, RESIGN)),
                        Tuple.of(1, Arbitraries.just(DRAW)))
                .withoutEdgeCases(); // jqwik would mix in every skip, draw and resignation as an edge case
        // Uniform lengths: jqwik favours short lists, and short games never leave the opening.
        Arbitrary<List<Integer>> choices =
                choice.list().ofMaxSize(maxEvents).withSizeDistribution(RandomDistribution.uniform());
        return Combinators.combine(start, choices).as(Playouts::play);
    }

    /** Positions reached by random legal play, from the start to a game's end. */
    public static Arbitrary<Position> positions(int maxEvents) {
        return games(maxEvents).flatMap(g -> Arbitraries.of(g.positions()));
    }

    /** Plays one event a choice: mostly moves, now and then a skip, a resignation or (rarely) a draw. */
    public static Game play(Position start, List<Integer> choices) {
        Game game = Game.startingFrom(start);
        for (int choice : choices) {
            Position now = game.position();
            if (now.isOver()) {
                break;
            }
            game = game.play(event(now, choice)).orThrow();
        }
        return game;
    }

    private static GameEvent event(Position now, int choice) {
        if (choice == SKIP) {
            return new GameEvent.Skip();
        }
        if (choice == DRAW) {
            return new GameEvent.Draw();
        }
        if (choice <= RESIGN) {
            List<Colour> active =
                    Arrays.stream(Colour.values()).filter(now::isActive).toList();
            return new GameEvent.Resign(active.get((RESIGN - choice) % active.size()));
        }
        List<Move> moves = Rules.legalMoves(now);
        return new GameEvent.Played(moves.get(choice % moves.size()));
    }
}

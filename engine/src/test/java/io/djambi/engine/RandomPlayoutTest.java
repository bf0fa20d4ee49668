package io.djambi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.engine.rules.Outcome;
import io.djambi.engine.rules.Rules;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Seeded random games, 4-player and 3-player, checking the invariants of the rules after every event. */
class RandomPlayoutTest {
    private static final int GAMES_PER_SEED = 20;
    private static final int MAX_EVENTS = 600;

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void fourPlayerGamesKeepEveryInvariant(long seed) {
        playMany(seed, "start");
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13})
    void threePlayerGamesKeepEveryInvariant(long seed) {
        playMany(seed, "start3");
    }

    private static void playMany(long seed, String start) {
        Random random = new Random(seed);
        for (int g = 0; g < GAMES_PER_SEED; g++) {
            playOne(random, Fixtures.read(start), g % 4 == 0);
        }
    }

    private static void playOne(Random random, Position start, boolean compareWithReference) {
        Game game = Game.startingFrom(start);
        for (int n = 0; n < MAX_EVENTS && !game.position().isOver(); n++) {
            Position before = game.position();
            String beforeText = PositionNotation.write(before);
            List<Move> moves = Rules.legalMoves(before);
            assertTrue(!moves.isEmpty(), "a player to move always has a move (R7 passes otherwise): " + beforeText);
            if (compareWithReference && n % 3 == 0) {
                Set<String> mine = moves.stream().map(Move::text).collect(Collectors.toCollection(TreeSet::new));
                assertEquals(ReferenceMoves.of(before), mine, "legal moves of " + beforeText);
                assertEquals(moves.size(), mine.size(), "no move generated twice in " + beforeText);
            }
            GameEvent event = pickEvent(random, before, moves);
            game = game.play(event).orThrow();
            Position after = game.position();
            assertEquals(beforeText, PositionNotation.write(before), "playing never changes its input");
            checkInvariants(before, event, after);
        }
        Position end = game.position();
        if (end.isOver() && Rules.outcome(end) instanceof Outcome.Won) {
            assertEquals(1, end.camps().activeCount());
        }
        String record = RecordNotation.write(game.record());
        GameRecord reread = RecordNotation.read(record).orThrow();
        Game replayed = Game.replay(reread.start(), reread.events()).orThrow();
        assertEquals(game.positions(), replayed.positions(), "replaying the record gives every position back");
    }

    /** Mostly moves; now and then a resignation or a skip, so that those paths are played too. */
    private static GameEvent pickEvent(Random random, Position p, List<Move> moves) {
        int roll = random.nextInt(400);
        if (roll == 0) {
            List<Colour> active =
                    java.util.Arrays.stream(Colour.values()).filter(p::isActive).toList();
            return new GameEvent.Resign(active.get(random.nextInt(active.size())));
        }
        if (roll == 1) {
            return new GameEvent.Skip();
        }
        return new GameEvent.Played(moves.get(random.nextInt(moves.size())));
    }

    private static void checkInvariants(Position before, GameEvent event, Position after) {
        String text = PositionNotation.write(after);
        assertEquals(after, PositionNotation.read(text).orThrow(), "notation round-trips: " + text);
        int occupied = 0;
        for (int s = 0; s < Square.COUNT; s++) {
            if (after.board().cell(s) != Cell.EMPTY) {
                occupied++;
            }
        }
        assertEquals(36, occupied, "36 pieces and corpses on the board: " + text);
        int maze = after.board().cell(Square.MAZE.index());
        assertTrue(!Cell.isPiece(maze) || Cell.role(maze) == Cell.CHIEF, "only a Chief alive on the maze: " + text);
        Set<Integer> corpsesMoved = corpsesANecromobileMayMove(before, event);
        for (int s = 0; s < Square.COUNT; s++) {
            if (before.board().cell(s) == Cell.CORPSE && !corpsesMoved.contains(s)) {
                assertEquals(Cell.CORPSE, after.board().cell(s), "a corpse stays put on " + Square.of(s) + ": " + text);
            }
        }
        boolean isMove = event instanceof GameEvent.Played;
        assertEquals(before.ply() + (isMove ? 1 : 0), after.ply(), "only moves count as plies");
        if (after.isOver()) {
            Outcome outcome = Rules.outcome(after);
            assertTrue(outcome instanceof Outcome.Drawn || after.camps().activeCount() == 1);
        } else {
            assertTrue(after.camps().activeCount() >= 2);
            assertTrue(after.isActive(after.toMove().orElseThrow()));
        }
    }

    private static Set<Integer> corpsesANecromobileMayMove(Position before, GameEvent event) {
        if (event instanceof GameEvent.Played(Move move)
                && Cell.role(before.board().cell(move.from().index())) == Cell.NECROMOBILE) {
            return switch (move) {
                case Move.Displace d -> Set.of(d.to().index());
                case Move.MazeAction m -> Set.of(Square.MAZE.index());
                default -> Set.of();
            };
        }
        return Set.of();
    }
}

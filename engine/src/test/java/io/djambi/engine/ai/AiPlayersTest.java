package io.djambi.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Outcome;
import io.djambi.engine.rules.Rules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The AI players: only legal moves in every kind of position, repeatable by seed, bounded in time. */
class AiPlayersTest {
    private static final SearchLimits SMALL = new SearchLimits(400, Duration.ofMinutes(1));

    /** Every position of random games from the 4-player and 3-player starts, to their end or 300 moves. */
    private static List<Position> randomPositions(int games) {
        List<Position> all = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(11);
        for (int g = 0; g < games; g++) {
            Position p = g % 3 == 0 ? StartPosition.threePlayers(Colour.of(g % 4)) : StartPosition.fourPlayers();
            for (int ply = 0; ply < 300 && !p.isOver(); ply++) {
                all.add(p);
                List<Move> moves = Rules.legalMoves(p);
                p = Rules.applyLegal(p, moves.get(random.nextInt(moves.size())));
            }
        }
        return all;
    }

    @Test
    void everyLevelOnlyEverReturnsALegalMoveInThousandsOfPositions() {
        List<Position> positions = randomPositions(36);
        assertTrue(positions.size() > 2000, positions.size() + " positions");
        // The special states all occur in random games: the kinds are counted so a change that loses them shows
        boolean bonus = false;
        boolean frozen = false;
        boolean hostage = false;
        Player[] players = {Ai.of(Level.RANDOM, 1), Ai.of(Level.EASY, 2), Ai.of(Level.NORMAL, 3, SMALL)};
        for (int i = 0; i < positions.size(); i++) {
            Position p = positions.get(i);
            bonus |= p.bonus() > 0;
            for (Colour c : Colour.values()) {
                hostage |= p.camps().isHostage(c);
            }
            for (Colour c : Colour.values()) {
                frozen |= p.camps().isFrozen(c);
            }
            Player player = players[i % players.length];
            Move m = player.choose(p);
            assertTrue(Rules.isLegal(p, m), m.text() + " is not legal in position " + i);
        }
        assertTrue(bonus && frozen && hostage, "bonus " + bonus + ", frozen " + frozen + ", hostage " + hostage);
    }

    @Test
    void aDecisionIsTheSameForTheSameSeed() {
        List<Position> positions = randomPositions(2);
        for (int i = 0; i < positions.size(); i += 7) {
            Position p = positions.get(i);
            SearchLimits limits = new SearchLimits(3000, Duration.ofMinutes(1));
            assertEquals(
                    Ai.of(Level.HARD, 42, limits).choose(p),
                    Ai.of(Level.HARD, 42, limits).choose(p));
            assertEquals(Ai.of(Level.EASY, 42).choose(p), Ai.of(Level.EASY, 42).choose(p));
        }
    }

    @Test
    void theSearchStopsWhenItsTimeIsUpWhateverItsNodeBudget() {
        AtomicLong now = new AtomicLong();
        // Each reading of the clock moves it on a millisecond: 50 readings exhaust a 50 ms limit
        ParanoidSearch search = new ParanoidSearch(
                new SearchLimits(Long.MAX_VALUE, Duration.ofMillis(50)),
                new SplittableRandom(1),
                () -> now.getAndAdd(1_000_000));
        ParanoidSearch.Decision d = search.decide(StartPosition.fourPlayers());
        assertTrue(Rules.isLegal(StartPosition.fourPlayers(), d.move()));
        assertTrue(d.nodes() <= 52L * 512, d.nodes() + " nodes after the time was up");
        assertTrue(now.get() <= 53_000_000L, "the clock was read " + now.get() / 1_000_000 + " times");
    }

    @Test
    void theSearchTakesAWinThatIsThere() {
        int found = 0;
        for (Position p : randomPositions(30)) {
            Colour me = p.toMove().orElseThrow();
            boolean canWin = Rules.legalMoves(p).stream()
                    .anyMatch(m -> Rules.outcome(Rules.applyLegal(p, m)) instanceof Outcome.Won w && w.winner() == me);
            if (canWin) {
                found++;
                Move chosen = new ParanoidSearch(SMALL, new SplittableRandom(5), System::nanoTime).choose(p);
                assertEquals(new Outcome.Won(me), Rules.outcome(Rules.applyLegal(p, chosen)), chosen.text());
            }
        }
        assertTrue(found > 0, "the random games held no winning move to find");
    }

    @Test
    void anEliminatedPlayerIsWorthALossAndAFinishedGameHasNoMoveToChoose() {
        Position resigned =
                Rules.resign(StartPosition.fourPlayers(), Colour.BLUE).orThrow();
        assertEquals(-Evaluation.WIN, Evaluation.of(resigned, Colour.BLUE));
        for (Colour c : Colour.values()) {
            assertEquals(0, Evaluation.of(StartPosition.fourPlayers(), c), 1e-9, "the start is even for " + c);
        }
        Position over = Rules.draw(StartPosition.fourPlayers()).orThrow();
        assertThrows(IllegalArgumentException.class, () -> Ai.of(Level.HARD, 1).choose(over));
    }
}

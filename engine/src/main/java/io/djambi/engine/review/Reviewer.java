package io.djambi.engine.review;

import io.djambi.engine.ai.Evaluation;
import io.djambi.engine.ai.ParanoidSearch;
import io.djambi.engine.ai.SearchLimits;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Outcome;
import io.djambi.engine.rules.Rules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Reviews a game with the engine's eye: the standings in every position, the marks for the chart, the turning points.
 * A pure function of the game: every search has the same fixed node budget and the same seed, so the same record gives
 * the same review on any machine (the time guard is far beyond what the budget takes, a safety net only). Stateless
 * and thread-safe.
 *
 * <p>A position's standing is the engine's judgement one move on: the player to move plays the move a search of
 * {@link #NODES} nodes chooses, and the position it leads to is judged by {@link Evaluation} for every player still
 * in, turned into shares by a softmax at {@link #TEMPERATURE}. The search's move settles what the static evaluation
 * would misjudge in the middle of an exchange (a Chief that can be killed now, a kill half made); the evaluation
 * itself already counts a Chief that a rival can kill on his next move.
 */
public final class Reviewer {
    /**
     * The search's budget for each position, the same for every player. About a quarter of the {@code normal} AI's
     * (40 000): enough to see kills and Chief threats two or three moves deep, and a 300-move game's review stays
     * well within 60 s of one core (docs/benchmarks.md).
     */
    public static final long NODES = 10_000;

    /**
     * Pawns of evaluation for a factor e in the odds between two players. One piece worth 3 pawns up on a rival
     * (a Reporter, a Necromobile) shows as about 4 pawns between their evaluations (his strength up, the rivals'
     * average down): odds of e to 1, 73% to 27% between the two, a clear edge but not a won game. A Chief that a
     * rival can kill next (6 pawns off, about 8 between the two) gives odds of 7 to 1; a player in power (4 pawns)
     * about 3 to 1. Cooler and every capture would look decisive; warmer and the chart would hardly move.
     */
    public static final double TEMPERATURE = 4;

    /**
     * How much better, in share points, the engine's move must keep for the mover than the move played did, for that
     * move to be a turning point: 10 points (0.10) is beyond what the search's horizon and the evaluation's noise
     * move from one position to the next in a quiet game, so the review does not nag.
     */
    public static final double CLEARLY_BETTER = 0.10;

    /**
     * How much a move must change the standings (the mover's drop, or a swing between two players) to be examined;
     * the mover must also have lost some share by it.
     */
    public static final double NOTEWORTHY = 0.08;

    /** At most this many turning points: the moves that changed the standings most. */
    public static final int MAX_TURNING_POINTS = 5;

    /** At most this many candidate moves are searched again for their better move's share, the biggest changes first. */
    private static final int MAX_EXAMINED = 15;

    /** The same for every search: ties between equal moves go the same way in every review. */
    private static final long SEED = 34;

    /** Only a hung search would reach it: the node budget ends every search long before on any machine. */
    private static final Duration GUARD = Duration.ofSeconds(30);

    private final SearchLimits limits;

    public Reviewer() {
        this(NODES);
    }

    /** A reviewer with another node budget per position (tests; the bot and the CLI use {@link #NODES}). */
    public Reviewer(long nodes) {
        this.limits = new SearchLimits(nodes, GUARD);
    }

    /** The review of {@code game}, finished or not. */
    public Review review(Game game) {
        List<Position> positions = game.positions();
        List<Judged> judged = new ArrayList<>(positions.size());
        for (int i = 0; i < positions.size(); i++) {
            judged.add(judge(i, positions.get(i)));
        }
        List<Standing> standings = judged.stream().map(Judged::standing).toList();
        return new Review(standings, marks(positions), turningPoints(game, judged));
    }

    /** A position's standing, and the move the engine would play in it (empty once the game is over). */
    private record Judged(Standing standing, Optional<Move> best) {}

    private Judged judge(int index, Position position) {
        if (position.isOver()) {
            return new Judged(new Standing(index, finalShares(position)), Optional.empty());
        }
        Move best = best(position);
        return new Judged(new Standing(index, shares(position, Rules.applyLegal(position, best))), Optional.of(best));
    }

    /** The move a search of the review's budget chooses: a fresh search each time, so it depends on nothing else. */
    Move best(Position position) {
        return new ParanoidSearch(limits, new SplittableRandom(SEED), System::nanoTime)
                .decide(position)
                .move();
    }

    /** A won game is the winner's; a drawn one is shared equally by the players still in. */
    private static Map<Colour, Double> finalShares(Position position) {
        Map<Colour, Double> shares = new EnumMap<>(Colour.class);
        switch (Rules.outcome(position)) {
            case Outcome.Won w -> shares.put(w.winner(), 1.0);
            case Outcome.Drawn d -> {
                List<Colour> in = active(position);
                in.forEach(c -> shares.put(c, 1.0 / in.size()));
            }
            case Outcome.Ongoing o -> throw new IllegalStateException("the game is not over");
        }
        return shares;
    }

    /**
     * The shares of the players still in {@code position}, judged in {@code settled}, the position one move on: a
     * softmax of their evaluations. A player the move puts out of the game still has a share, a vanishing one.
     */
    static Map<Colour, Double> shares(Position position, Position settled) {
        List<Colour> in = active(position);
        double[] value = new double[in.size()];
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < value.length; i++) {
            value[i] = Evaluation.of(settled, in.get(i));
            max = Math.max(max, value[i]);
        }
        double sum = 0;
        for (int i = 0; i < value.length; i++) {
            value[i] = Math.exp((value[i] - max) / TEMPERATURE); // less the largest: a won game's 100 000 stays finite
            sum += value[i];
        }
        Map<Colour, Double> shares = new EnumMap<>(Colour.class);
        for (int i = 0; i < value.length; i++) {
            shares.put(in.get(i), value[i] / sum);
        }
        return shares;
    }

    private static List<Colour> active(Position position) {
        List<Colour> in = new ArrayList<>(4);
        for (Colour c : Colour.values()) {
            if (position.camps().isActive(c)) {
                in.add(c);
            }
        }
        return in;
    }

    /**
     * Eliminations (the first position where a player is out) and power (the first position with a Chief in the Maze,
     * or without him); power held at the start is marked at 0.
     */
    static List<Mark> marks(List<Position> positions) {
        List<Mark> marks = new ArrayList<>();
        positions.get(0).inPower().ifPresent(c -> marks.add(new Mark(0, c, Mark.Kind.IN_POWER)));
        for (int index = 1; index < positions.size(); index++) {
            int i = index;
            Position before = positions.get(i - 1);
            Position now = positions.get(i);
            for (Colour c : Colour.values()) {
                if (before.camps().isActive(c) && !now.camps().isActive(c)) {
                    marks.add(new Mark(i, c, Mark.Kind.ELIMINATED));
                }
            }
            Optional<Colour> was = before.inPower();
            Optional<Colour> is = now.inPower();
            if (!was.equals(is)) {
                was.ifPresent(c -> marks.add(new Mark(i, c, Mark.Kind.OUT_OF_POWER)));
                is.ifPresent(c -> marks.add(new Mark(i, c, Mark.Kind.IN_POWER)));
            }
        }
        return marks;
    }

    /**
     * The moves (skips, resignations and draws are not moves) that changed the standings most and that the engine
     * would clearly have played otherwise, at most {@link #MAX_TURNING_POINTS}, in the order played. A move the
     * engine itself would have played is never one: its better move is itself.
     */
    private List<TurningPoint> turningPoints(Game game, List<Judged> judged) {
        List<Candidate> candidates = new ArrayList<>();
        List<GameEvent> events = game.events();
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof GameEvent.Played p
                    && judged.get(i).best().isPresent()
                    && !judged.get(i).best().get().equals(p.move())) {
                Standing before = judged.get(i).standing();
                Standing after = judged.get(i + 1).standing();
                Colour mover = game.positions().get(i).toMove().orElseThrow();
                double impact = impact(before, after, mover);
                // A move its mover gained by, or lost less than half a point by, is no turning point of his, whatever
                // it did to the others: its line would say he "lost 0%"
                if (impact >= NOTEWORTHY && before.share(mover) - after.share(mover) >= HALF_A_POINT) {
                    candidates.add(new Candidate(i, p.move(), impact));
                }
            }
        }
        candidates.sort(Comparator.comparingDouble(Candidate::impact).reversed().thenComparingInt(Candidate::index));
        List<TurningPoint> found = new ArrayList<>();
        for (Candidate c : candidates.subList(0, Math.min(MAX_EXAMINED, candidates.size()))) {
            Position position = game.positions().get(c.index());
            Colour mover = position.toMove().orElseThrow();
            Move better = judged.get(c.index()).best().orElseThrow();
            double after = judged.get(c.index() + 1).standing().share(mover);
            double kept = judge(c.index(), Rules.applyLegal(position, better))
                    .standing()
                    .share(mover);
            if (kept - after >= CLEARLY_BETTER) {
                found.add(new TurningPoint(
                        c.index(),
                        mover,
                        c.played(),
                        better,
                        judged.get(c.index()).standing().share(mover),
                        after,
                        kept));
                if (found.size() == MAX_TURNING_POINTS) {
                    break;
                }
            }
        }
        found.sort(Comparator.comparingInt(TurningPoint::index));
        return found;
    }

    /** Half a point of share: what rounds to a whole percent lost. */
    private static final double HALF_A_POINT = 0.005;

    private record Candidate(int index, Move played, double impact) {}

    /**
     * How much a move changed the standings: the mover's drop, or the largest swing between two players (what one lost
     * and another gained at once), whichever is larger.
     */
    static double impact(Standing before, Standing after, Colour mover) {
        double impact = before.share(mover) - after.share(mover);
        for (Colour a : Colour.values()) {
            for (Colour b : Colour.values()) {
                if (a != b) {
                    double lost = before.share(a) - after.share(a);
                    double gained = after.share(b) - before.share(b);
                    impact = Math.max(impact, Math.min(lost, gained));
                }
            }
        }
        return impact;
    }
}

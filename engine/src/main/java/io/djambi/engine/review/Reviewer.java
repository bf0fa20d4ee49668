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
import java.util.Arrays;
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
 * <p>Each position is first judged one move on: the player to move plays the move a search of {@link #NODES} nodes
 * chooses, and the position it leads to is judged by {@link Evaluation} for every player still in, turned into shares
 * by a softmax at {@link #TEMPERATURE}. The search's move settles what the static evaluation would misjudge in the
 * middle of an exchange (a Chief that can be killed now, a kill half made); the evaluation itself already counts a
 * Chief that a rival can kill on his next move. But that judgement gives the player to move his best move and nobody
 * else theirs, so it leans his way: where each player to move has a strong move in hand (a kill, a Chief leaving or
 * taking the Maze), the shares swing to whoever is to move, from one move to the next, with little changed on the
 * board.
 *
 * <p>So a position's standing, what the chart shows, is a mean over the players' turns in the last round: the last
 * positions up to this one, as many as the turn order takes at most to come round (R5, R6). For every player still
 * in, his judgements are those of the positions in it where he was to move (several for a Chief in power); the
 * standing is the mean, over the players, of each one's mean. Every player weighs the same, whoever is to move
 * now. Nothing moves before the move that causes it (a standing depends only on the positions up to its own); a
 * player out has no share from the position where he is out; any other change shows in part at once and in full a
 * round later. A finished game's last standing is not a mean: the winner's, or shared equally in a draw.
 *
 * <p>A turning point is about one move and is judged on the judgements one move on themselves: the position before
 * it (the mover to move) against the position after it and the position after the better move (the next player to
 * move in both), so its figures are not the chart's means.
 */
public final class Reviewer {
    /**
     * The way this reviewer judges, numbered: raise it with any change that gives the same record a different review
     * (the standings, the marks, the turning points; the search or the evaluation under them), so that a review kept
     * from an older way is made again rather than shown as this one. 1: each standing the judgement one move on; 2:
     * the mean over the players' turns in the last round.
     */
    public static final int VERSION = 2;

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
        List<Standing> standings =
                overTurns(positions, judged.stream().map(Judged::standing).toList());
        return new Review(standings, marks(positions), turningPoints(game, judged));
    }

    /**
     * The standings the review shows, from the judgements one move on: in each position, the mean over the players
     * still in of each one's mean judgement at his turns among the last {@link #round round} of positions (this
     * position is a turn of its mover's); a finished game's last position keeps its own judgement.
     */
    static List<Standing> overTurns(List<Position> positions, List<Standing> judgements) {
        List<Standing> standings = new ArrayList<>(positions.size());
        for (int i = 0; i < positions.size(); i++) {
            Position position = positions.get(i);
            if (position.isOver()) {
                standings.add(judgements.get(i));
                continue;
            }
            List<Colour> in = active(position);
            int from = Math.max(0, i - round(in.size()) + 1);
            double[] sum = new double[in.size()];
            for (Colour player : in) {
                double[] his = new double[in.size()];
                int turns = 0;
                for (int j = from; j <= i; j++) {
                    // every position before the last is a game still going: someone is to move
                    if (positions.get(j).toMove().orElseThrow() == player) {
                        turns++;
                        for (int k = 0; k < his.length; k++) {
                            his[k] += judgements.get(j).share(in.get(k));
                        }
                    }
                }
                for (int k = 0; turns > 0 && k < sum.length; k++) {
                    sum[k] += his[k] / turns;
                }
            }
            // The mover's turns include this position, whose judgement shares 1 among exactly these players: above 0
            double total = Arrays.stream(sum).sum();
            Map<Colour, Double> shares = new EnumMap<>(Colour.class);
            for (int k = 0; k < sum.length; k++) {
                shares.put(in.get(k), sum[k] / total);
            }
            standings.add(new Standing(i, shares));
        }
        return standings;
    }

    /**
     * The most positions the turn order takes to come round with {@code players} still in (R5, R6): one turn each, or
     * with a Chief in power his bonus move after each of the others' turns, 2(n − 1), and two in a row after the other
     * player's with two players in, 3. A player without a turn in the last round (one who cannot move, R7) is left out
     * of the mean rather than judged on a position from long ago.
     */
    static int round(int players) {
        return players == 2 ? 3 : Math.max(players, 2 * (players - 1));
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

package io.djambi.engine.ai;

import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.move.MoveCode;
import io.djambi.engine.move.MoveGenerator;
import io.djambi.engine.move.MoveList;
import io.djambi.engine.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;

/**
 * The {@code normal} and {@code hard} levels: a paranoid alpha-beta search. With four players nobody's interest is
 * known, so the search assumes the worst: every rival plays against the AI, which turns the game into a two-sided
 * one where alpha-beta pruning works (max^n prunes little with four players). Iterative deepening until the node
 * budget is spent; kills are searched first, and the best move of the last depth first of all. Bonus moves and
 * passes need nothing special: the position says who is to move, so a player in power simply appears twice.
 */
public final class ParanoidSearch implements Player {
    /** Deep enough for an endgame with a handful of pieces, where the node budget reaches far. */
    private static final int MAX_DEPTH = 24;
    /** Pawns off a move for each time its position has stood on the board before: a cycle gets the AI nowhere. */
    static final double REPEAT = 0.75;
    /** The {@link #killValue} of a Chief's death, the highest. */
    private static final int CHIEF_KILL = 20;
    /** How often (in nodes) the clock is read: reading it is slower than a node. */
    private static final int CLOCK_EVERY = 512;

    private final SearchLimits limits;
    private final RandomGenerator random;
    private final LongSupplier nanoTime;

    public ParanoidSearch(SearchLimits limits, RandomGenerator random, LongSupplier nanoTime) {
        this.limits = limits;
        this.random = random;
        this.nanoTime = nanoTime;
    }

    /** What a search did, for the tournament's figures and for tests. */
    public record Decision(Move move, double value, int depth, long nodes) {}

    @Override
    public Move choose(Position position) {
        return decide(position).move();
    }

    @Override
    public Move choose(Position position, List<Position> history) {
        return decide(position, history).move();
    }

    public Decision decide(Position position) {
        return decide(position, List.of());
    }

    /** The decision, steering away from the positions of {@code history} when another move is about as good. */
    public Decision decide(Position position, List<Position> history) {
        Colour me = position.toMove().orElseThrow(() -> new IllegalArgumentException("the game is over"));
        List<Move> moves = new ArrayList<>(Moves.of(position));
        Collections.shuffle(moves, random); // ties go a different way with each seed, the same way for one seed
        moves.sort(Comparator.comparingInt((Move m) -> -killValue(position, m)));
        Search search = new Search(
                me,
                nanoTime.getAsLong() + limits.time().toNanos(),
                new Repetitions(history),
                Stalemate.boldness(history));
        Decision best = new Decision(moves.get(0), 0, 0, 0);
        if (moves.size() == 1) {
            return best;
        }
        for (int depth = 1; depth <= MAX_DEPTH; depth++) {
            try {
                Decision found = search.root(position, moves, depth);
                best = found;
                moves.remove(found.move());
                moves.add(0, found.move());
                if (Math.abs(found.value()) >= Evaluation.WIN) {
                    break; // a forced win or loss: deeper will not change it
                }
            } catch (OutOfBudget spent) {
                // The moves searched before the budget ran out, the last depth's best first, were seen deeper: the best
                // of them is better informed than the last depth's choice, even if it scores less (a deeper search
                // may have found the Chief lost; values of two depths do not compare)
                if (search.partial != null) {
                    best = new Decision(search.partial, search.partialValue, depth, search.nodes);
                }
                break;
            }
        }
        return new Decision(best.move(), best.value(), best.depth(), search.nodes);
    }

    private final class Search {
        private final Colour me;
        private final long deadline;
        private final Repetitions seen;
        private final double boldness;
        long nodes;
        /** The best move of the depth under way, among the moves searched so far. */
        Move partial;

        double partialValue;

        Search(Colour me, long deadline, Repetitions seen, double boldness) {
            this.me = me;
            this.deadline = deadline;
            this.seen = seen;
            this.boldness = boldness;
        }

        Decision root(Position position, List<Move> moves, int depth) {
            double alpha = Double.NEGATIVE_INFINITY;
            Move best = moves.get(0);
            partial = null;
            for (Move m : moves) {
                Position next = Rules.applyLegal(position, m);
                double v = value(next, depth - 1, alpha, Double.POSITIVE_INFINITY) - REPEAT * seen.count(next);
                if (v > alpha) {
                    alpha = v;
                    best = m;
                    partial = m;
                    partialValue = v;
                }
            }
            return new Decision(best, alpha, depth, nodes);
        }

        private double value(Position p, int depth, double alpha, double beta) {
            if (++nodes > limits.nodes() || (nodes % CLOCK_EVERY == 0 && nanoTime.getAsLong() > deadline)) {
                throw OutOfBudget.INSTANCE;
            }
            if (p.isOver() || !p.isActive(me)) {
                double v = Evaluation.of(p, me);
                return v + Math.signum(v) * depth; // a win sooner, a loss later
            }
            if (depth == 0) {
                double v = Evaluation.of(p, me);
                return boldness == 0 ? v : v + boldness * Stalemate.pull(p, me);
            }
            List<Move> moves = ordered(p);
            boolean mine = p.toMove().orElseThrow() == me;
            for (Move m : moves) {
                double v = value(Rules.applyLegal(p, m), depth - 1, alpha, beta);
                if (mine) {
                    alpha = Math.max(alpha, v);
                } else {
                    beta = Math.min(beta, v);
                }
                if (alpha >= beta) {
                    break;
                }
            }
            return mine ? alpha : beta;
        }
    }

    /**
     * The moves searched below the root, kills first (the costliest victim first, a stable order otherwise). Worked
     * on packed codes, and only the kept ones made into {@link Move}s: a profile of {@code hard} put a third of its
     * time in listing, filtering and sorting moves as records.
     */
    private static List<Move> ordered(Position p) {
        MoveList generated = new MoveList();
        MoveGenerator.generate(p.board(), p.camps(), p.toMove().orElseThrow(), generated);
        int[] codes = Placements.worthSearching(p, generated);
        byte[] cells = p.board().cells();
        // A counting sort on the kill value, from the top: stable, so moves of one value keep the generator's order
        int[] keys = new int[codes.length];
        int[] start = new int[CHIEF_KILL + 2];
        for (int i = 0; i < codes.length; i++) {
            keys[i] = CHIEF_KILL - killValue(cells, codes[i]);
            start[keys[i] + 1]++;
        }
        for (int k = 1; k < start.length; k++) {
            start[k] += start[k - 1];
        }
        Move[] sorted = new Move[codes.length];
        for (int i = 0; i < codes.length; i++) {
            sorted[start[keys[i]]++] = MoveCode.decode(codes[i]);
        }
        return Arrays.asList(sorted);
    }

    /** How much a move kills, for searching kills first: a Chief most of all. */
    static int killValue(Position p, Move m) {
        byte[] cells = p.board().cells();
        int victim =
                switch (m) {
                    case Move.Assassination a -> cells[a.to().index()];
                    case Move.ReporterKill r -> cells[r.victim().index()];
                    case Move.MazeAssassination ma -> cells[Square.MAZE.index()];
                    case Move.Displace d -> killerVictim(cells, d.from().index(), d.to().index());
                    case Move.MazeAction ma -> Cell.EMPTY;
                    case Move.Step s -> Cell.EMPTY;
                };
        return worth(victim);
    }

    /** {@link #killValue(Position, Move)} of a packed move ({@link MoveCode}) on {@code cells}. */
    static int killValue(byte[] cells, int code) {
        int victim =
                switch (MoveCode.kind(code)) {
                    case MoveCode.ASSASSINATION -> cells[MoveCode.to(code)];
                    case MoveCode.REPORTER_KILL -> cells[MoveCode.third(code)];
                    case MoveCode.MAZE_ASSASSINATION -> cells[Square.MAZE.index()];
                    case MoveCode.DISPLACE -> killerVictim(cells, MoveCode.from(code), MoveCode.to(code));
                    default -> Cell.EMPTY;
                };
        return worth(victim);
    }

    /** A displacement kills only when a Militant or Chief makes it (R11, R12); a Provocateur's or Necromobile's does not. */
    private static int killerVictim(byte[] cells, int from, int to) {
        int role = Cell.role(cells[from]);
        return role == Cell.MILITANT || role == Cell.CHIEF ? cells[to] : Cell.EMPTY;
    }

    private static int worth(int victim) {
        if (!Cell.isPiece(victim)) {
            return 0;
        }
        return Cell.role(victim) == Cell.CHIEF ? CHIEF_KILL : 2 + Cell.role(victim);
    }

    /** Thrown when the budget is spent: the search unwinds to the last depth it finished. */
    private static final class OutOfBudget extends RuntimeException {
        static final OutOfBudget INSTANCE = new OutOfBudget();

        private OutOfBudget() {
            super("search budget spent", null, false, false);
        }
    }
}

package io.djambi.engine.rules;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Who wins a position of two players with best play, found by playing out every position reachable from it and
 * working back from the ends (retrograde analysis), when there are few enough of them: the proof that an endgame is
 * won, and by which move, or that nobody can force a win. The rules know no repetition and no move limit, so a player
 * who can keep play going for ever without losing is never beaten: such a game is ended by an agreed draw (R24) or
 * not at all, and is told here as drawn. With three players or more, best play depends on who sides with whom, and
 * is not defined.
 */
public final class BestPlay {
    /** What the play-out found. */
    public sealed interface Verdict permits Won, Drawn, Unsolved {}

    /**
     * {@code winner} forces a win; {@code keepingMove}, when he is the one to move, is a move that keeps the win.
     * {@code positions}: how many positions were played out.
     */
    public record Won(Colour winner, Optional<Move> keepingMove, int positions) implements Verdict {}

    /** Neither player can force a win (or the game is over, drawn). */
    public record Drawn(int positions) implements Verdict {}

    /** Not played out, and why (in English, for the command line). */
    public record Unsolved(String why) implements Verdict {}

    /** Marks, in the table of winners, a position nobody is known to win yet, and an end drawn. */
    private static final byte OPEN = -1;

    private static final byte DRAWN = -2;

    private BestPlay() {}

    /** The verdict on {@code position}, if at most {@code limit} positions can be reached from it. */
    public static Verdict of(Position position, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("the limit of positions must be at least 1, not " + limit);
        }
        if (position.isOver()) {
            return Rules.outcome(position) instanceof Outcome.Won w
                    ? new Won(w.winner(), Optional.empty(), 1)
                    : new Drawn(1);
        }
        if (position.camps().activeCount() != 2) {
            return new Unsolved(
                    position.camps().activeCount() + " players are in the game: best play is defined for two only");
        }
        Graph graph = Graph.reachable(position, limit);
        if (graph == null) {
            return new Unsolved("more than " + limit + " positions can be reached");
        }
        Solution solution = graph.solved();
        byte[] winner = solution.winner();
        int n = graph.size();
        if (winner[0] == DRAWN || winner[0] == OPEN) {
            return new Drawn(n);
        }
        Colour won = Colour.values()[winner[0]];
        Optional<Move> keeping = Optional.empty();
        if (won == position.toMove().orElseThrow()) {
            // Of the moves to a position he wins, the one to the position decided first: each such step goes to a
            // position decided earlier still, so playing it every time ends the game rather than going round
            List<Move> moves = Rules.legalMoves(position);
            int[] next = graph.successors.get(0);
            int best = -1;
            for (int k = 0; k < next.length; k++) {
                if (winner[next[k]] == winner[0]
                        && (best < 0 || solution.decidedAt()[next[k]] < solution.decidedAt()[next[best]])) {
                    best = k;
                }
            }
            keeping = Optional.of(moves.get(best));
        }
        return new Won(won, keeping, n);
    }

    /**
     * Every position reachable from the first, numbered from 0 in the order found: who moves in each, who won each
     * that is over, and where each move leads. The ply is left out of a position's identity: it only counts moves.
     */
    private record Graph(List<int[]> successors, byte[] mover, byte[] ended) {
        /** The graph, or null if more than {@code limit} positions can be reached. */
        static Graph reachable(Position start, int limit) {
            Map<Position, Integer> numbers = new HashMap<>(1 << 12);
            List<Position> found = new ArrayList<>();
            List<int[]> successors = new ArrayList<>();
            Position first = withoutPly(start);
            numbers.put(first, 0);
            found.add(first);
            for (int i = 0; i < found.size(); i++) {
                Position p = found.get(i);
                List<Move> moves = Rules.legalMoves(p);
                int[] next = new int[moves.size()];
                for (int k = 0; k < next.length; k++) {
                    Position q = withoutPly(Rules.applyLegal(p, moves.get(k)));
                    Integer number = numbers.get(q);
                    if (number == null) {
                        if (found.size() == limit) {
                            return null;
                        }
                        number = found.size();
                        numbers.put(q, number);
                        found.add(q);
                    }
                    next[k] = number;
                }
                successors.add(next);
            }
            byte[] mover = new byte[found.size()];
            byte[] ended = new byte[found.size()];
            for (int i = 0; i < found.size(); i++) {
                Position p = found.get(i);
                mover[i] = p.toMove().map(c -> (byte) c.ordinal()).orElse(OPEN);
                ended[i] = switch (Rules.outcome(p)) {
                    case Outcome.Won w -> (byte) w.winner().ordinal();
                    case Outcome.Drawn d -> DRAWN;
                    case Outcome.Ongoing o -> OPEN;
                };
            }
            return new Graph(successors, mover, ended);
        }

        int size() {
            return mover.length;
        }

        /**
         * The winner of each position with best play, {@link #OPEN} where nobody can force a win. From the ends back:
         * a position is its mover's once one move leads to a position of his, and his rival's once every move does
         * (each move counted, two moves to the same position too).
         */
        Solution solved() {
            int n = size();
            byte[] winner = Arrays.copyOf(ended, n);
            int[] movesLeft = new int[n];
            // The moves that lead to each position, by the position they come from, all in one array: those into j
            // are from[start[j]] to from[start[j + 1] - 1]
            int[] start = new int[n + 1];
            for (int i = 0; i < n; i++) {
                movesLeft[i] = successors.get(i).length;
                for (int j : successors.get(i)) {
                    start[j + 1]++;
                }
            }
            for (int j = 0; j < n; j++) {
                start[j + 1] += start[j];
            }
            int[] from = new int[start[n]];
            int[] filled = Arrays.copyOf(start, n);
            for (int i = 0; i < n; i++) {
                for (int j : successors.get(i)) {
                    from[filled[j]++] = i;
                }
            }
            // Each position is decided once: the queue of decided positions, in the order they were decided
            int[] queue = new int[n];
            int[] decidedAt = new int[n];
            Arrays.fill(decidedAt, Integer.MAX_VALUE);
            int tail = 0;
            for (int i = 0; i < n; i++) {
                if (winner[i] >= 0) {
                    decidedAt[i] = tail;
                    queue[tail++] = i;
                }
            }
            for (int head = 0; head < tail; head++) {
                int j = queue[head];
                for (int e = start[j]; e < start[j + 1]; e++) {
                    int i = from[e];
                    if (winner[i] != OPEN) {
                        continue;
                    }
                    if (winner[j] == mover[i] || --movesLeft[i] == 0) {
                        winner[i] = winner[j];
                        decidedAt[i] = tail;
                        queue[tail++] = i;
                    }
                }
            }
            return new Solution(winner, decidedAt);
        }
    }

    /** Each position's winner with best play ({@link #OPEN} if nobody's), and when it was decided (0 first). */
    private record Solution(byte[] winner, int[] decidedAt) {}

    private static Position withoutPly(Position p) {
        return new Position(
                p.board(), p.camps(), p.toMove().orElse(null), p.cursor().orElse(null), p.bonus(), 0);
    }
}

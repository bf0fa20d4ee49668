package io.djambi.engine.ai;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * The tournament's outside yardstick, {@code maxn}: a port of the AI of the other Djambi project (github
 * {@code mabdelaal86/djambi}, commit {@code 073ad4f}, {@code flutter/lib/models/ai/tree.dart} and
 * {@code evaluation.dart}). Each point below cites the line it ports; {@code docs/ai-tournament.md} lists them and
 * what cannot be matched. Not a level: the bot never seats it. Not thread-safe (one instance per seat).
 *
 * <ul>
 *   <li>Evaluation ({@code evaluation.dart:8-17}): each player's active pieces summed, Militant 5, Necromobile 10,
 *       Provocateur 10, Assassin 15, Reporter 18, Chief 300; corpses and frozen pieces count for nobody.
 *   <li>Utility ({@code tree.dart:55-57}): the player to move at a node takes the reply with the largest sum of his
 *       value less each party's value, that is four times his own less the four together.
 *   <li>Tree ({@code tree.dart:12-17, 89}; {@code game.dart:18}): two manoeuvres deep; one complete move is one
 *       level, whatever its steps.
 *   <li>Repeated positions ({@code tree.dart:75, 83, 109-111, 95-97}): a move leading to a position already met
 *       anywhere in this tree (the root included) is skipped; a node whose every move is skipped drops out.
 *   <li>Order among equal moves ({@code tree.dart:38-46, 58}): see {@link #order}; the first best move wins.
 * </ul>
 */
public final class MaxNPlayer implements Player {
    /** The app's search depth in manoeuvres ({@code flutter/lib/controllers/game.dart:18}, {@code _aiMaxDepth}). */
    static final int DEPTH = 2;

    /** By our role ordinal: Chief, Assassin, Reporter, Provocateur, Necromobile, Militant (evaluation.dart:10-17). */
    private static final int[] VALUE = {300, 15, 18, 10, 10, 5};

    /**
     * A piece's place in its camp's member list, by our role ordinal (parliament.dart:98-111: Chief 0, Assassin 1,
     * Militant 2, Reporter 3, Diplomat 4, Militants 5-7, Necromobile 8). Our positions do not tell one Militant from
     * another, so all four take slot 5, where three of them are, and go by square among themselves.
     */
    private static final int[] SLOT = {0, 1, 3, 4, 8, 5};

    private final RandomGenerator random;
    private final int depth;

    public MaxNPlayer(RandomGenerator random) {
        this(random, DEPTH);
    }

    MaxNPlayer(RandomGenerator random, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be at least 1, not " + depth);
        }
        this.random = random;
        this.depth = depth;
    }

    @Override
    public Move choose(Position position) {
        Colour me = position.toMove().orElseThrow(() -> new IllegalArgumentException("the game is over"));
        List<Move> moves = order(position, candidates(position, Moves.of(position)), random);
        Set<Position> visited = new HashSet<>(); // tree.dart:75, the root first (tree.dart:83)
        visited.add(sign(position));
        Move best = null;
        int bestUtility = Integer.MIN_VALUE;
        for (Move m : moves) {
            int[] v = value(Rules.applyLegal(position, m), 1, visited);
            if (v != null && utility(v, me) > bestUtility) { // strictly greater: the first best wins (tree.dart:58)
                bestUtility = utility(v, me);
                best = m;
            }
        }
        // Every move skipped as a repeat: the app would fail here (tree.dart:97, the root has no parent); we play the
        // first move of the order instead.
        return best != null ? best : moves.get(0);
    }

    /**
     * The value vector a node passes up (tree.dart:49-66), or {@code null} when the node is skipped as a repeat
     * (tree.dart:109-111) or every move below it is (tree.dart:95-97).
     */
    private int[] value(Position p, int level, Set<Position> visited) {
        if (!visited.add(sign(p))) {
            return null;
        }
        if (p.isOver() || level == depth) { // tree.dart:89-90: a finished game or the depth reached is a leaf
            return evaluation(p);
        }
        Colour mover = p.toMove().orElseThrow();
        List<Move> legal = Rules.legalMoves(p);
        if (legal.isEmpty()) {
            return evaluation(
                    p); // our rules pass such a turn (R7); the app skips such a party (parliament.dart:145-148)
        }
        int[] best = null;
        int bestUtility = Integer.MIN_VALUE;
        for (Move m : order(p, candidates(p, legal), random)) {
            int[] v = value(Rules.applyLegal(p, m), level + 1, visited);
            if (v != null && utility(v, mover) > bestUtility) {
                bestUtility = utility(v, mover);
                best = v;
            }
        }
        return best;
    }

    /**
     * Each player's active material, by colour ordinal (evaluation.dart:8, tree.dart:32): the living pieces he
     * controls, his own and his satellites (which the app re-colours, member.dart:88-93). Corpses count for nobody;
     * frozen pieces (R19, the app's "paralysed", party.dart:19 counts only active members) and hostages (R25) too. An
     * eliminated player controls nothing and scores 0, as in the app.
     */
    static int[] evaluation(Position p) {
        Camps camps = p.camps();
        int[] v = new int[4];
        byte[] cells = p.board().cells();
        for (int i = 0; i < Square.COUNT; i++) {
            if (Cell.isPiece(cells[i])) {
                int ruler = camps.code(Cell.camp(cells[i]));
                if (ruler < 4) {
                    v[ruler] += VALUE[Cell.role(cells[i])];
                }
            }
        }
        return v;
    }

    /**
     * How {@code player} rates a value vector (tree.dart:56-57): the sum over all four parties of his value less
     * theirs, so four times his own less the four together. His own losses weigh three times a rival's.
     */
    static int utility(int[] v, Colour player) {
        int mine = v[player.ordinal()];
        int sum = 0;
        for (int x : v) {
            sum += mine - x;
        }
        return sum;
    }

    /**
     * The moves the app can make: a Reporter that stops next to an enemy living piece must kill one
     * (reporter.dart:27-30), so his move that kills nobody there is left out. Our rules let him decline (R14); the
     * app's choice is one of ours, so the port keeps to it.
     */
    static List<Move> candidates(Position p, List<Move> legal) {
        Set<Long> kills = new HashSet<>();
        for (Move m : legal) {
            if (m instanceof Move.ReporterKill r) {
                kills.add(key(r.from(), r.to()));
            }
        }
        if (kills.isEmpty()) {
            return legal;
        }
        List<Move> out = new ArrayList<>(legal.size());
        for (Move m : legal) {
            if (!(m instanceof Move.Step s && kills.contains(key(s.from(), s.to())))) {
                out.add(m);
            }
        }
        return out;
    }

    /**
     * The order in which the app tries moves (tree.dart:38-46): piece by piece in its member list (the camps in the
     * order Red, Blue, Yellow, Green, parliament.dart:43, then {@link #SLOT}; a satellite keeps its place in its own
     * camp's list), and each piece's choices at each step of its manoeuvre shuffled (tree.dart:44: the destination;
     * then, under each, the victim, exit or placement). The app shuffles with an unseeded random; we use the given one.
     */
    static List<Move> order(Position p, List<Move> moves, RandomGenerator random) {
        List<Move> sorted = new ArrayList<>(moves);
        byte[] cells = p.board().cells();
        sorted.sort((a, b) -> Integer.compare(rank(cells, a.from()), rank(cells, b.from())));
        List<Move> out = new ArrayList<>(moves.size());
        int i = 0;
        while (i < sorted.size()) {
            int j = i;
            while (j < sorted.size()
                    && sorted.get(j).from().equals(sorted.get(i).from())) {
                j++;
            }
            shuffleSteps(sorted.subList(i, j), 0, random, out);
            i = j;
        }
        return out;
    }

    /** Appends {@code moves} (one piece's, alike up to {@code step}) grouped by their next step, the groups shuffled. */
    private static void shuffleSteps(List<Move> moves, int step, RandomGenerator random, List<Move> out) {
        if (moves.size() == 1) {
            out.add(moves.get(0));
            return;
        }
        List<List<Move>> groups = new ArrayList<>();
        List<Square> heads = new ArrayList<>();
        for (Move m : moves) {
            List<Square> steps = steps(m);
            Square head = step < steps.size() ? steps.get(step) : null;
            int g = heads.indexOf(head);
            if (g < 0) {
                heads.add(head);
                groups.add(new ArrayList<>());
                g = groups.size() - 1;
            }
            groups.get(g).add(m);
        }
        Collections.shuffle(groups, random);
        for (List<Move> g : groups) {
            shuffleSteps(g, step + 1, random, out);
        }
    }

    /** The squares the app's player picks, step by step (member.dart:120-145), for one of our complete moves. */
    static List<Square> steps(Move m) {
        return switch (m) {
            case Move.Step s -> List.of(s.to());
            case Move.Assassination a -> List.of(a.to()); // the corpse goes home by itself (assassin.dart:48-51)
            case Move.Displace d -> List.of(d.to(), d.place());
            case Move.ReporterKill r -> List.of(r.to(), r.victim());
            case Move.MazeAssassination a -> List.of(Square.MAZE, a.exit());
            case Move.MazeAction a -> List.of(Square.MAZE, a.exit(), a.place());
        };
    }

    /** The piece's place in the app's member list: camp first, then slot, then (Militants) square. */
    private static int rank(byte[] cells, Square from) {
        int cell = cells[from.index()];
        return (Cell.camp(cell) * 9 + SLOT[Cell.role(cell)]) * Square.COUNT + from.index();
    }

    /**
     * What the app's {@code getSign} (parliament.dart:32-39) tells apart: the board, who controls what, and whose
     * turn it is; not the ply.
     */
    private static Position sign(Position p) {
        return new Position(
                p.board(), p.camps(), p.toMove().orElse(null), p.cursor().orElse(null), p.bonus(), 0);
    }

    private static long key(Square from, Square to) {
        return from.index() * 100L + to.index();
    }
}

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
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The tournament's outside yardstick, {@code maxn}: a re-implementation of another Djambi project's AI. It searches
 * two plies by max^n (each player picks the reply best for himself, not the worst for the AI) and counts material
 * only: Militant 5, Necromobile 10, Provocateur 10, Assassin 15, Reporter 18, Chief 300, each piece for the player
 * who controls it. A player's score is his material less his active rivals' together; a player out of the game
 * scores {@link #OUT}. Not a level: the bot never seats it.
 */
public final class MaxNPlayer implements Player {
    /** By role ordinal: Chief, Assassin, Reporter, Provocateur, Necromobile, Militant. */
    private static final int[] VALUE = {300, 15, 18, 10, 10, 5};

    static final double OUT = -1_000_000;

    private final RandomGenerator random;

    public MaxNPlayer(RandomGenerator random) {
        this.random = random;
    }

    @Override
    public Move choose(Position position) {
        Colour me = position.toMove().orElseThrow(() -> new IllegalArgumentException("the game is over"));
        List<Move> moves = new ArrayList<>(Moves.of(position));
        Collections.shuffle(moves, random); // ties go a different way with each seed
        Move best = moves.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Move m : moves) {
            double v = reply(Rules.applyLegal(position, m))[me.ordinal()];
            if (v > bestValue) {
                bestValue = v;
                best = m;
            }
        }
        return best;
    }

    /** The scores after the next player's best reply for himself (the second ply). */
    private static double[] reply(Position p) {
        if (p.isOver()) {
            return scores(p);
        }
        int next = p.toMove().orElseThrow().ordinal();
        double[] chosen = null;
        for (Move m : Rules.legalMoves(p)) {
            double[] s = scores(Rules.applyLegal(p, m));
            if (chosen == null || s[next] > chosen[next]) {
                chosen = s;
            }
        }
        return chosen == null ? scores(p) : chosen;
    }

    /** Each player's material less his active rivals', by colour ordinal. */
    static double[] scores(Position p) {
        Camps camps = p.camps();
        double[] material = new double[4];
        byte[] cells = p.board().cells();
        for (int i = 0; i < Square.COUNT; i++) {
            if (Cell.isPiece(cells[i])) {
                int ruler = camps.code(Cell.camp(cells[i]));
                if (ruler < 4) {
                    material[ruler] += VALUE[Cell.role(cells[i])];
                }
            }
        }
        double total = 0;
        for (Colour c : Colour.values()) {
            total += camps.isActive(c) ? material[c.ordinal()] : 0;
        }
        double[] scores = new double[4];
        for (Colour c : Colour.values()) {
            int i = c.ordinal();
            scores[i] = camps.isActive(c) ? 2 * material[i] - total : OUT;
        }
        return scores;
    }
}

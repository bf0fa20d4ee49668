package io.djambi.engine.ai;

import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.List;

/** The legal moves an AI chooses among, refusing a position with nobody to move. */
final class Moves {
    private Moves() {}

    static List<Move> of(Position position) {
        if (position.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        List<Move> moves = Rules.legalMoves(position);
        if (moves.isEmpty()) {
            throw new IllegalStateException("the player to move has no legal move, which the rules never allow");
        }
        return moves;
    }
}

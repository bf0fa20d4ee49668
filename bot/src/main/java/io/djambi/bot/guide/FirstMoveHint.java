package io.djambi.bot.guide;

import io.djambi.bot.text.Catalogue;
import java.util.Optional;

/**
 * The line a player gets, for his eyes only, with his very first move: where the rules are, and the picker that
 * builds a legal move. It follows what he played, in the one private answer to the move, so it costs no extra
 * message and does not push that line out of sight.
 */
public final class FirstMoveHint {
    private final FirstMoves firstMoves;
    private final Catalogue text;

    public FirstMoveHint(FirstMoves firstMoves, Catalogue text) {
        this.firstMoves = firstMoves;
        this.text = text;
    }

    /** For the command layers that never hint (most tests): nobody's move is ever his first. */
    public static FirstMoveHint none(Catalogue text) {
        return new FirstMoveHint(userId -> false, text);
    }

    /**
     * The private answer to a move {@code userId} has just played, {@code played} saying what it was, with the hint
     * after it: only if it was his very first move.
     */
    public Optional<String> after(String userId, String played) {
        return firstMoves.firstMove(userId) ? Optional.of(text.get("guide.first-move", played)) : Optional.empty();
    }
}

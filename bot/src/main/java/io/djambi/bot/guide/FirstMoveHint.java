package io.djambi.bot.guide;

import io.djambi.bot.command.Outage;
import io.djambi.bot.text.Catalogue;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The line a player gets, for his eyes only, with his very first move: where the rules are, and the picker that
 * builds a legal move. It follows what he played, in the one private answer to the move, so it costs no extra
 * message and does not push that line out of sight.
 */
public final class FirstMoveHint {
    private static final Logger log = LoggerFactory.getLogger(FirstMoveHint.class);
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
     * after it: only if it was his very first move. The move is stored already: if the database went away since, the
     * answer goes without the hint rather than not at all.
     *
     * @param button the label of the board's Make a move button, as the board shows it: in the game's language
     */
    public Optional<String> after(String userId, String played, String button) {
        try {
            return firstMoves.firstMove(userId)
                    ? Optional.of(text.get("guide.first-move", played, button))
                    : Optional.empty();
        } catch (RuntimeException e) {
            Optional<Throwable> outage = Outage.in(e);
            if (outage.isEmpty()) {
                throw e;
            }
            log.warn(
                    "No first-move hint, the database is away: {}", outage.get().getMessage());
            return Optional.empty();
        }
    }
}

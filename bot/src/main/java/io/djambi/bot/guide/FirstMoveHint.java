package io.djambi.bot.guide;

import io.djambi.bot.command.Outage;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The line a player gets, for his eyes only, with his very first move: where the rules are, and the picker that
 * builds a legal move. It takes the place of the private "Played." of a move's answer, so it costs no extra message.
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
     * The answers to a move {@code userId} has just played, with the hint first if it was his first move. The move
     * is stored already: if the database went away since, the answers go without the hint rather than not at all.
     */
    public List<Reply> after(String userId, List<Reply> answers) {
        try {
            if (!firstMoves.firstMove(userId)) {
                return answers;
            }
        } catch (RuntimeException e) {
            Optional<Throwable> outage = Outage.in(e);
            if (outage.isEmpty()) {
                throw e;
            }
            log.warn(
                    "No first-move hint, the database is away: {}", outage.get().getMessage());
            return answers;
        }
        List<Reply> hinted = new ArrayList<>();
        hinted.add(new Reply.Private(text.get("guide.first-move")));
        hinted.addAll(answers);
        return List.copyOf(hinted);
    }
}

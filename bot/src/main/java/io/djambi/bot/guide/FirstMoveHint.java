package io.djambi.bot.guide;

import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.ArrayList;
import java.util.List;

/**
 * The line a player gets, for his eyes only, with his very first move: where the rules are, and the picker that
 * builds a legal move. It takes the place of the private "Played." of a move's answer, so it costs no extra message.
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

    /** The answers to a move {@code userId} has just played, with the hint first if it was his first move. */
    public List<Reply> after(String userId, List<Reply> answers) {
        if (!firstMoves.firstMove(userId)) {
            return answers;
        }
        List<Reply> hinted = new ArrayList<>();
        hinted.add(new Reply.Private(text.get("guide.first-move")));
        hinted.addAll(answers);
        return List.copyOf(hinted);
    }
}

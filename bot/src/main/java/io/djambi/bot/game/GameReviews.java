package io.djambi.bot.game;

import io.djambi.bot.command.Reply;
import java.util.Optional;

/**
 * A finished game's review by the engine: wanted when the game ends, with its last post; computed off the game's
 * lock and off Discord's threads; posted in place of the words that said it was being prepared.
 */
public interface GameReviews {
    /** No reviews: for tests and the tools that do not look at them. */
    GameReviews NONE = new GameReviews() {
        @Override
        public Optional<Reply.Public> wanted(Table table) {
            return Optional.empty();
        }

        @Override
        public void start(long tableId) {}
    };

    /**
     * The game is over and its last post written: marks its review wanted (inside the change, so with it or not at
     * all) and gives the post that says the review is being prepared; empty for a game that gets no review.
     */
    Optional<Reply.Public> wanted(Table table);

    /** After the change is stored: computes the table's wanted review off the caller's thread, then posts it. */
    void start(long tableId);
}

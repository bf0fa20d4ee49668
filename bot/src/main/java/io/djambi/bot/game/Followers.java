package io.djambi.bot.game;

import java.util.List;
import java.util.Objects;

/**
 * Who follows which game without playing in it ({@code /follow}): each is told by DM when the game ends, and of
 * every move if he asked. In memory for the console and tests, in the database for the bot. Thread-safe; a change is
 * stored before its method returns.
 */
public interface Followers {
    /** A follower of one game; {@code everyMove}: he is told of each move too, not only of the end. */
    record Follower(String userId, boolean everyMove) {
        public Follower {
            Objects.requireNonNull(userId, "userId");
        }
    }

    /** {@code userId} follows table {@code tableId} from now on, or changes how ({@code everyMove}) if he did. */
    void follow(long tableId, String userId, boolean everyMove);

    /** {@code userId} no longer follows table {@code tableId}; whether he did. */
    boolean unfollow(long tableId, String userId);

    /** The followers of table {@code tableId}, in the order of their ids. */
    List<Follower> of(long tableId);
}

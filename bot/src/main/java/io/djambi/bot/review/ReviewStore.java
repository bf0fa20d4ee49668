package io.djambi.bot.review;

import java.util.List;
import java.util.Optional;

/** The finished games' reviews: wanted when a game ends, written once when computed. In memory for tests, SQL for the bot. */
public interface ReviewStore {
    /** A review wanted and not yet written. */
    record Wanted(long tableId, boolean announced) {}

    /**
     * The table's review is wanted (a second call changes nothing); inside a change, with it.
     *
     * @param announced whether the game's last post said it is coming: the review is posted there once written
     */
    void want(long tableId, boolean announced);

    /**
     * The reviews of this process's servers that are wanted and not yet written, oldest first: what a start, and then
     * now and again the bot, picks up.
     */
    List<Wanted> wanted();

    /**
     * Writes the table's review, as {@link ReviewCodec} encodes it, unless one was written before (a racing process's,
     * which is kept).
     *
     * @return whether this call wrote it
     */
    boolean save(long tableId, String review);

    /** The table's review as written; empty while it is only wanted, or never was. */
    Optional<String> find(long tableId);

    /** Whether the table's review is wanted or written. */
    boolean known(long tableId);

    /** Whether the table's last post said its review is coming. */
    boolean announced(long tableId);
}

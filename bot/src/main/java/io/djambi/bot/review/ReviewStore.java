package io.djambi.bot.review;

import java.util.List;
import java.util.Optional;

/** The finished games' reviews: wanted when a game ends, written once when computed. In memory for tests, SQL for the bot. */
public interface ReviewStore {
    /** The table's review is wanted (a second call changes nothing); inside a change, with it. */
    void want(long tableId);

    /**
     * The tables of this process's servers whose review is wanted and not yet written, oldest first: what a start
     * picks up again.
     */
    List<Long> wanted();

    /** Writes the table's review, as {@link ReviewCodec} encodes it; a review written before is kept. */
    void save(long tableId, String review);

    /** The table's review as written; empty while it is only wanted, or never was. */
    Optional<String> find(long tableId);

    /** Whether the table's review is wanted or written. */
    boolean known(long tableId);
}

package io.djambi.bot.review;

import java.util.List;
import java.util.Optional;

/** The finished games' reviews: wanted when a game ends, written once when computed. In memory for tests, SQL for the bot. */
public interface ReviewStore {
    /** A review wanted and not yet written. */
    record Wanted(long tableId, boolean announced) {}

    /**
     * A review as written.
     *
     * @param review as {@link ReviewCodec} encodes it
     * @param version the engine's way of reviewing it was made by ({@code Reviewer.VERSION} then); 1 for one written
     *     before the way was kept
     */
    record Written(String review, int version) {}

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
     * Writes the table's review, as {@link ReviewCodec} encodes it, made by the engine's way of reviewing
     * {@code version}, unless one made by this way or a newer one was written before (a racing process's, which is
     * kept). One made by an older way is replaced: the same game reviewed again.
     *
     * @return whether this call wrote it
     */
    boolean save(long tableId, String review, int version);

    /** The table's review as written; empty while it is only wanted, or never was. */
    Optional<Written> find(long tableId);

    /** Whether the table's review is wanted or written. */
    boolean known(long tableId);

    /** Whether the table's last post said its review is coming. */
    boolean announced(long tableId);
}

package io.djambi.bot.stats;

import io.djambi.engine.model.Colour;
import java.util.List;
import java.util.Set;

/** Finished games' placings, and the players the clock resigned: in memory for tests, in SQLite for the bot. */
public interface ResultStore {
    void markTimedOut(long tableId, Colour colour);

    Set<Colour> timedOut(long tableId);

    /** Stores a result; a second result for the same table is ignored, so a game never counts twice. */
    void record(GameResult result);

    /** The server's results, oldest first: the order ratings are computed in. */
    List<GameResult> results(String guildId);
}

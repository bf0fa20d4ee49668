package io.djambi.bot.stats;

import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.StandIn;
import io.djambi.bot.game.WantedSeat;
import io.djambi.engine.model.Colour;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * Finished games' placings, the players the clock resigned, the seats that changed hands and the AI's moves for late
 * players: in memory for tests, in SQLite or PostgreSQL for the bot.
 */
public interface ResultStore {
    void markTimedOut(long tableId, Colour colour);

    Set<Colour> timedOut(long tableId);

    /** A seat of the table's game changed hands. */
    void markSeatChanged(long tableId, SeatChange change);

    /** The table's seats that changed hands, in the order they did. */
    List<SeatChange> seatChanges(long tableId);

    /** The AI played the table's move {@code standIn.ply()} for a player whose time ran out. */
    void markStandIn(long tableId, StandIn standIn);

    /** The table's moves the AI played for late players, in the order played. */
    List<StandIn> standIns(long tableId);

    /** Forgets the table's stand-ins from move {@code ply} on (from 0): a takeback undid them. */
    void forgetStandIns(long tableId, int ply);

    /** A seat marked "substitute wanted", or its mark's candidate noted; a seat's change of hands drops its mark. */
    void markSeatWanted(long tableId, WantedSeat wanted);

    /** The table's seats marked "substitute wanted", in the colours' order. */
    List<WantedSeat> seatsWanted(long tableId);

    /** Stores a result; a second result for the same table is ignored, so a game never counts twice. */
    void record(GameResult result);

    /** The server's results, oldest first: the order ratings are computed in. */
    List<GameResult> results(String guildId);

    /** Every server's results, oldest first: the global ratings. */
    List<GameResult> allResults();

    /**
     * Every server's results that come after the one finished at {@code finishedAt} on table {@code tableId}, in the
     * order of {@link #allResults}.
     */
    List<GameResult> allResultsAfter(Instant finishedAt, long tableId);

    /**
     * How many results {@link #allResults} would read: results are only ever added, so a count that has not moved means
     * nothing new.
     */
    int resultCount();
}

package io.djambi.bot.game;

import io.djambi.engine.model.Colour;
import java.util.List;

/**
 * Where the outcome of each game is written down for the server's statistics and leaderboard. The game layer tells
 * it when a player is resigned by his clock (the record only says "resign"), when a seat changes hands during the
 * game, when the AI plays a move for a player whose time ran out (the record only says the move), and when a game
 * ends. Each is written in the transaction of the change that makes it.
 */
public interface ResultBook {
    /** The player ran out of time and was resigned for it, not by his own choice. */
    void timedOut(Table table, Colour colour);

    /** A seat of the table's game changed hands: the one who left it gets a "left" line, not its result. */
    void seatChanged(Table table, SeatChange change);

    /** The seats of the table's game that changed hands, in the order they did. */
    List<SeatChange> seatChanges(long tableId);

    /**
     * A seat of the table's game marked "substitute wanted", or its mark updated with the person proposed to take it.
     * The mark goes when the seat changes hands ({@link #seatChanged}).
     */
    void seatWanted(long tableId, WantedSeat wanted);

    /** The table's seats marked "substitute wanted", in the colours' order. */
    List<WantedSeat> seatsWanted(long tableId);

    /** The AI played a move for the table's player to move, whose time ran out: kept with the move. */
    void stoodIn(Table table, StandIn standIn);

    /** The AI's moves for late players in the table's game, in the order played. */
    List<StandIn> standIns(long tableId);

    /** The table's game was taken back to {@code back}'s version: the AI's moves for late players it undid go. */
    void takenBack(Table back);

    /** The table's game has just ended with a winner or a draw (an aborted game is not a result). */
    void ended(Table table);

    /**
     * How the table's finished game moved each rated player's rating, in the order of its placings, from the results
     * including it; the AI levels named in {@code text}. None for a game that counted for nobody.
     */
    default List<RatingChange> ratingChanges(Table table, io.djambi.bot.text.Catalogue text) {
        return List.of();
    }
}

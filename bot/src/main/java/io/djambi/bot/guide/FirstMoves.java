package io.djambi.bot.guide;

/**
 * Who has played a move with the bot before: the first move anyone plays earns him a pointer to the rules, once. In
 * memory for the console and tests, in SQLite for the bot. Called from a command, under its game's lock; two games
 * may call it at once, so an implementation must answer true once per person even then.
 */
public interface FirstMoves {
    /** Notes that {@code userId} has played a move; true if he never had before. */
    boolean firstMove(String userId);
}

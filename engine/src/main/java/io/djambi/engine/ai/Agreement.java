package io.djambi.engine.ai;

/** Why AIs left alone agree to a draw (the rules end a game that nobody can win only by agreement), if they do. */
public enum Agreement {
    NONE,
    /** Walls of corpses leave nobody a way to win, for good ({@link Walls}). */
    WALLED_IN,
    /** {@link Ai#STALLED} moves have gone by without a kill. */
    STALLED
}

package io.djambi.bot.game;

/**
 * Where a table is in its life: a lobby, then a game in play, then over (won, drawn or aborted). A table only moves
 * forward, and only through {@link GameLife}. A pause stops the clocks, not the game: a paused game is in play.
 */
public enum Stage {
    LOBBY,
    PLAYING,
    OVER
}

package io.djambi.bot.game;

import java.util.Objects;

/**
 * The clock's word to the game layer: time is up for the player to move at this {@link Turn} (table and version).
 * The clock only says when; {@link Timeouts} decides what that means for the game.
 */
public record TimeUp(Turn turn) {
    public TimeUp {
        Objects.requireNonNull(turn, "turn");
    }

    /** Time is up for the table's player to move, at its version now. */
    public static TimeUp of(Table table) {
        return new TimeUp(Turn.of(table));
    }
}

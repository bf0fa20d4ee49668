package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.ai.Level;
import java.util.Objects;

/**
 * A move the AI played for a player whose time ran out ({@code timeout:ai}): the seat stays his, the move is the AI's.
 * Kept beside the record, which only says the move, so that every later telling of it names the AI standing in for
 * him, not him (a stand-in's blunder is not his); a takeback that undoes the move forgets it.
 *
 * @param ply the move's event in the game's record, from 0: how many events the game had before it
 * @param level how strong the AI that played it was
 */
public record StandIn(int ply, Level level) {
    public StandIn {
        Objects.requireNonNull(level, "level");
        if (ply < 0) {
            throw new IllegalArgumentException("ply " + ply);
        }
    }

    /** Who played the move, as {@code text} names him: "the AI (normal) standing in for ann (Red)". */
    public String shownIn(String holder, Catalogue text) {
        return text.get("seat.stand-in", holder, Seat.levelName(level, text));
    }

    /** The line its own post says at once: "ann (Red) ran out of time, so the AI (normal) played for them". */
    public String toldNowIn(String holder, Catalogue text) {
        return text.get("timeout.stand-in", holder, Seat.levelName(level, text));
    }
}

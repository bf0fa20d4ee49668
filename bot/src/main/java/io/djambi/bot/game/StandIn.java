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

    /**
     * The same, beginning a line or a sentence: "The AI (normal) standing in for ann (Red)", capitalised where the
     * language capitalises. Every catalogue begins the phrase with its own word, never the player's name, which is his
     * to write as he likes (a test checks it).
     */
    public String shownFirstIn(String holder, Catalogue text) {
        String shown = shownIn(holder, text);
        return shown.isEmpty() ? shown : shown.substring(0, 1).toUpperCase(text.locale()) + shown.substring(1);
    }

    /** The line its own post says at once: "ann (Red) ran out of time, so the AI (normal) played for them". */
    public String toldNowIn(String holder, Catalogue text) {
        return text.get("timeout.stand-in", holder, Seat.levelName(level, text));
    }
}

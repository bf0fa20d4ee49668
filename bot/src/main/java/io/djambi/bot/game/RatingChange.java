package io.djambi.bot.game;

/**
 * How a finished game moved one player's rating, as its last post lists it: a person, or an AI level.
 *
 * @param name the person's name as he played, or the AI level's in the game's language
 */
public record RatingChange(String name, long before, boolean provisionalBefore, long after, boolean provisionalAfter) {
    public long change() {
        return after - before;
    }
}

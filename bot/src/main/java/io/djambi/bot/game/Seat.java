package io.djambi.bot.game;

import io.djambi.bot.command.UserText;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.ai.Level;
import io.djambi.engine.model.Colour;
import java.util.Objects;
import java.util.Optional;

/**
 * A player seated at a table: his Discord user id, the name to show, and his colour. An AI player's id is
 * {@code ai:<colour letter>:<level>}, which no Discord id can be, and its name says what it is: "AI Yellow (hard)".
 */
public record Seat(String userId, String name, Colour colour) {
    private static final String AI = "ai:";

    public Seat {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(colour, "colour");
    }

    /** An AI seat, named in the catalogue's words; the name is stored with the seat, as a player's is. */
    public static Seat ai(Colour colour, Level level, Catalogue text) {
        return new Seat(
                AI + colour.letter() + ":" + level.text(),
                text.get("seat.ai", text.colour(colour), text.get(levelKey(level))),
                colour);
    }

    /** An AI level's word in the catalogue's language ("hard"). */
    public static String levelName(Level level, Catalogue text) {
        return text.get(levelKey(level));
    }

    private static String levelKey(Level level) {
        return switch (level) {
            case RANDOM -> "seat.level.random";
            case EASY -> "seat.level.easy";
            case NORMAL -> "seat.level.normal";
            case HARD -> "seat.level.hard";
        };
    }

    /**
     * The name for pictures and files (the board, the replay, the record), where nothing is read as markdown or a
     * mention: the name as typed, without the escapes that make it safe in a message. A file keeps every letter; a
     * picture draws the letters its font has ({@link io.djambi.render.DrawnName}).
     */
    public String plainName() {
        return plain(name);
    }

    /** A name escaped for a message, as typed: for a picture, a file, a thread's name. */
    public static String plain(String escaped) {
        return UserText.plain(escaped).replace(UserText.ZERO_WIDTH_SPACE, "");
    }

    public boolean isAi() {
        return userId.startsWith(AI);
    }

    /**
     * How a message names the seat's player, in {@code text}'s language: "ann (Red)", or an AI's name, which already
     * says its colour, in the reader's words rather than those of the game it was seated in ("AI Yellow (hard)" to an
     * English reader of a Czech game, not "AI Žlutý (těžká)").
     */
    public String shownIn(Catalogue text) {
        return isAi() ? nameIn(text) : text.get("seat.player", name, text.colour(colour));
    }

    /**
     * {@code name} marked out of the game ("AI Blue (normal), out"), the word agreeing with what the seat's player is:
     * "IA" is feminine in French, Spanish and Czech, a person is said in the catalogue's generic form.
     */
    static String out(String name, Seat seat, Catalogue text) {
        return text.get("seat.out", name, seat.isAi() ? "ai" : "person");
    }

    /** How a message names a person who held this seat and no longer plays: "cy (no longer playing)". */
    public String goneIn(Catalogue text) {
        return text.get("seat.gone", nameIn(text));
    }

    /** The name in {@code text}'s language: a person's as he is called, an AI's in the reader's words. */
    public String nameIn(Catalogue text) {
        return aiLevel()
                .map(level -> text.get("seat.ai", text.colour(colour), levelName(level, text)))
                .orElse(name);
    }

    /** The AI's level; empty for a human. */
    public Optional<Level> aiLevel() {
        return isAi() ? Level.parse(userId.substring(userId.lastIndexOf(':') + 1)) : Optional.empty();
    }
}

package io.djambi.render;

import io.djambi.engine.model.Colour;
import java.text.MessageFormat;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Every word the renderer draws, as {@link MessageFormat} patterns, so the caller can draw the board in its players'
 * language. {@code {0}} is a player's name (or the number of moves in {@code movesPlayed}); a literal apostrophe is
 * written twice ({@code ''}), as MessageFormat wants. Coordinates are not words and stay A-I, 1-9. Immutable.
 *
 * @param movesPlayed the header's move count, e.g. {@code Moves played: {0}}
 * @param toMove the header's status while the game runs, e.g. {@code {0} to move}
 * @param toMoveBonus the same when the move is the bonus move of a Chief in power
 * @param wins the header's status on a won game, e.g. {@code {0} wins}
 * @param drawnGame the header's status on a drawn game
 * @param hostage a camp's card: a hostage camp (in a three-player game)
 * @param frozen a camp's card: out, its pieces frozen
 * @param piecesOf a camp's card: out, its pieces controlled by {@code {0}}
 * @param winner a camp's card: the winner, on the final board
 * @param out a camp's card: out, on the final board of a won game
 * @param draw a camp's card: still in when the game was drawn
 * @param inPower a camp's card: its Chief is in power
 * @param turn a camp's card: the player to move
 * @param waiting a camp's card: a player waiting for his turn
 * @param camps the camps' names, used when the caller gives no player name
 */
public record BoardWords(
        String movesPlayed,
        String toMove,
        String toMoveBonus,
        String wins,
        String drawnGame,
        String hostage,
        String frozen,
        String piecesOf,
        String winner,
        String out,
        String draw,
        String inPower,
        String turn,
        String waiting,
        Map<Colour, String> camps) {

    public BoardWords {
        for (String pattern : new String[] {
            movesPlayed,
            toMove,
            toMoveBonus,
            wins,
            drawnGame,
            hostage,
            frozen,
            piecesOf,
            winner,
            out,
            draw,
            inPower,
            turn,
            waiting
        }) {
            // fail here, where the caller builds the words, rather than when a board is drawn
            new MessageFormat(Objects.requireNonNull(pattern, "a pattern"), Locale.ROOT);
        }
        for (Colour c : Colour.values()) {
            if (!camps.containsKey(c)) {
                throw new IllegalArgumentException("no name for the camp " + c);
            }
        }
        camps = Map.copyOf(new EnumMap<>(camps));
    }

    /** The English words, the default of every board. */
    public static BoardWords english() {
        Map<Colour, String> camps = new EnumMap<>(Colour.class);
        for (Colour c : Colour.values()) {
            camps.put(c, c.displayName());
        }
        return new BoardWords(
                "Moves played: {0}",
                "{0} to move",
                "{0} to move (bonus move, in power)",
                "{0} wins",
                "Drawn game",
                "hostage",
                "out · frozen",
                "out · pieces {0}''s",
                "winner",
                "out",
                "draw",
                "in power",
                "to move",
                "waiting",
                camps);
    }

    /** A pattern filled in: numbers are passed as text, so no locale adds a thousands separator. */
    static String fill(String pattern, Object... arguments) {
        return new MessageFormat(pattern, Locale.ROOT).format(arguments);
    }

    /** The camp's name. */
    String camp(Colour c) {
        return camps.get(c);
    }
}

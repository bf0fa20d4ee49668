package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Colour;
import io.djambi.render.BoardWords;
import java.util.EnumMap;
import java.util.Map;

/** The words drawn on a board, from the catalogue, so a board reads in its game's language. */
public final class BoardText {
    private BoardText() {}

    public static BoardWords of(Catalogue text) {
        Map<Colour, String> camps = new EnumMap<>(Colour.class);
        for (Colour c : Colour.values()) {
            camps.put(c, text.colour(c));
        }
        return new BoardWords(
                text.pattern("board.moves-played"),
                text.pattern("board.to-move"),
                text.pattern("board.to-move-bonus"),
                text.pattern("board.wins"),
                text.pattern("board.drawn-game"),
                text.pattern("board.hostage"),
                text.pattern("board.frozen"),
                text.pattern("board.pieces-of"),
                text.pattern("board.winner"),
                text.pattern("board.out"),
                text.pattern("board.draw"),
                text.pattern("board.in-power"),
                text.pattern("board.turn"),
                text.pattern("board.waiting"),
                camps);
    }
}

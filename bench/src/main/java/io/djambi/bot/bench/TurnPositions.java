package io.djambi.bot.bench;

import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.game.TableStore;
import io.djambi.engine.game.Game;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.notation.PositionNotation;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;

/** The positions the player's-turn benchmarks run on, and a table of four people seated at one of them. */
final class TurnPositions {
    /** 1,087 legal moves (the engine benchmarks' crowded midgame). */
    static final String CROWDED =
            "gCgR2yM2yAyC/gA4XyMyP1/gMX3yMX2/2XXyR3X/2rM1X3gM/2gNrN5/2X4rM1/rRrPrM2XbM1bA/rCrArMX2bMbR1 r ryyh r 0 30";
    /**
     * 2,039 legal moves: the most of any position in the project's tests (every position written in the engine's,
     * the renderer's and the bot's tests and the perft data was read and its moves counted; this one is in
     * {@code MoveNotationTest}). A Chief, an Assassin and a Provocateur on an open board, with pieces to take.
     */
    static final String MOST_MOVES = "gC7yC/9/9/9/4bC4/9/2rA3bM2/9/rC3rP3bN r rbyg r 0 0";

    private TurnPositions() {}

    static Position named(String name) {
        return switch (name) {
            case "opening" -> StartPosition.fourPlayers();
            case "crowded-midgame" -> PositionNotation.read(CROWDED).orThrow();
            case "most-moves" -> PositionNotation.read(MOST_MOVES).orThrow();
            default -> throw new IllegalArgumentException("no position named " + name);
        };
    }

    /** A game in {@code channel} at {@code position}, Ann (Red), Bob, Cy and Di seated; the stored table. */
    static Table seat(TableStore store, String channel, Position position) {
        Map<Colour, Seat> seats = new EnumMap<>(Colour.class);
        String[] names = {"ann", "bob", "cy", "di"};
        for (Colour c : Colour.values()) {
            seats.put(c, new Seat(names[c.ordinal()], names[c.ordinal()], c));
        }
        return store.create(new Table(
                0, "g", channel, "ann", TableSettings.DEFAULTS, seats, Game.startingFrom(position), Set.of(), false));
    }
}

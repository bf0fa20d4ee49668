package io.djambi.bot.stats;

import io.djambi.engine.model.Colour;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A person's finished games on a server, as {@code /djambi stats} tells them: how each ended, his average place and
 * the colour he played most. A game he left before the end counts only as left: no place, no colour.
 *
 * @param name the name he last played under
 * @param averagePlace his average place in the games he finished (1 is the winner's)
 * @param favourite the colour he finished most games with; of equals, the first in the board's order
 */
public record PlayerRecord(String name, Map<Exit, Integer> exits, double averagePlace, Optional<Colour> favourite) {
    public PlayerRecord {
        exits = Map.copyOf(exits);
    }

    /** His record in these results; empty if he has none there. */
    public static Optional<PlayerRecord> of(List<GameResult> results, String userId) {
        Map<Exit, Integer> exits = new EnumMap<>(Exit.class);
        Map<Colour, Integer> colours = new EnumMap<>(Colour.class);
        String name = null;
        int places = 0;
        for (GameResult game : results) {
            for (Placing p : game.placings()) {
                if (!p.userId().equals(userId)) {
                    continue;
                }
                exits.merge(p.exit(), 1, Integer::sum);
                name = p.name();
                if (p.exit() != Exit.LEFT) {
                    places += p.place();
                    colours.merge(p.colour(), 1, Integer::sum);
                }
            }
        }
        if (name == null) {
            return Optional.empty();
        }
        Optional<Colour> favourite = colours.entrySet().stream()
                .reduce((a, b) -> b.getValue() > a.getValue() ? b : a)
                .map(Map.Entry::getKey);
        int finished = colours.values().stream().mapToInt(Integer::intValue).sum();
        return Optional.of(new PlayerRecord(name, exits, finished == 0 ? 0 : (double) places / finished, favourite));
    }

    public int count(Exit exit) {
        return exits.getOrDefault(exit, 0);
    }

    /** The games he played to the end (the seat's result his), left ones apart. */
    public int played() {
        return exits.values().stream().mapToInt(Integer::intValue).sum() - count(Exit.LEFT);
    }
}

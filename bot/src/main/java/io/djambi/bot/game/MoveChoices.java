package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The legal moves of one position as autocomplete suggestions for {@code /move}. What is typed is first read as the
 * beginning of moves in notation ({@code B2x}), then as {@link MoveQuery} reads it ({@code c3 e5}, {@code militant},
 * {@code e5}). A suggestion of a whole move says in words when it kills a Chief or puts a camp out.
 */
public final class MoveChoices {
    /** Discord shows at most 25 choices. */
    public static final int LIMIT = 25;
    /**
     * Where a move text may be cut, at every character after the first square: a piece may have more than 25 moves
     * after its sign ({@code B2-}) and a kill more than 25 squares for the corpse ({@code A7xC5>}), so a cut after a
     * square's file ({@code A7xC5>D}) is needed for a group to narrow at all.
     */
    private static final int[] CUTS = {2, 3, 4, 5, 6, 7, 8, 9, 10, 11};

    private final Position position;
    private final MoveWords words;
    private final Catalogue text;
    private final List<Move> legal;
    private final Map<String, Move> byText = new TreeMap<>();

    /** @param text the words of the labels */
    public MoveChoices(Position position, MoveWords words, Catalogue text) {
        this.position = position;
        this.words = words;
        this.text = text;
        this.legal = Rules.legalMoves(position);
        for (Move m : legal) {
            byText.put(m.text(), m);
        }
    }

    /** One autocomplete entry: the text it fills in, and what the player sees. */
    public record Suggestion(String value, String label) {}

    /**
     * The legal moves that fit what the player typed, sorted so each piece's moves are together. When there are more
     * than 25, they are grouped by the longest common beginning that still fits ({@code B2x}: 12 moves).
     */
    public List<Suggestion> suggest(String typed) {
        List<String> matching = matching(typed);
        if (matching.size() <= LIMIT) {
            return matching.stream().map(this::whole).toList();
        }
        Map<String, Integer> groups = null;
        for (int cut : CUTS) {
            Map<String, Integer> g = groups(matching, cut);
            if (g.size() > LIMIT) {
                break;
            }
            groups = g;
        }
        if (groups == null) {
            groups = groups(matching, 2);
        }
        List<Suggestion> out = new ArrayList<>();
        groups.forEach((prefix, count) -> out.add(
                count == 1
                        ? whole(matching.stream()
                                .filter(t -> t.startsWith(prefix))
                                .findFirst()
                                .orElseThrow())
                        : new Suggestion(prefix, text.get("picker.group", prefix, count))));
        return out.size() > LIMIT ? out.subList(0, LIMIT) : out;
    }

    /** The legal moves that begin with what was typed, else those {@link MoveQuery} reads in it. */
    private List<String> matching(String typed) {
        String start = normalise(typed);
        List<String> beginning =
                byText.keySet().stream().filter(t -> t.startsWith(start)).toList();
        if (!beginning.isEmpty()) {
            return beginning;
        }
        return switch (MoveQuery.find(position, legal, typed, words)) {
            case MoveQuery.Exactly e -> List.of(e.move().text());
            case MoveQuery.Several s -> s.moves().stream().map(Move::text).toList();
            default -> List.of();
        };
    }

    /** A whole move: its notation, and what it does beyond itself if that is a Chief's death or a camp out. */
    private Suggestion whole(String move) {
        String stakes = words.stakes(position, byText.get(move));
        return new Suggestion(move, stakes.isEmpty() ? move : text.get("picker.suggest-stakes", move, stakes));
    }

    private static Map<String, Integer> groups(List<String> matching, int cut) {
        Map<String, Integer> g = new LinkedHashMap<>();
        for (String t : matching) {
            g.merge(t.substring(0, Math.min(cut, t.length())), 1, Integer::sum);
        }
        return g;
    }

    static String normalise(String typed) {
        return typed.replaceAll("\\s+", "").toUpperCase(Locale.ROOT).replace('X', 'x');
    }
}

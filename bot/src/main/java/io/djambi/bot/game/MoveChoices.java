package io.djambi.bot.game;

import io.djambi.bot.command.Reply.PickerChoice;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * The legal moves of one position as text, for the ways a player builds a move without knowing the notation:
 * autocomplete suggestions and the step-by-step picker. Every move text is a square followed by steps of a sign and
 * a square ({@code B2} {@code xD4} {@code >H8}), so both cut the texts at those steps.
 */
public final class MoveChoices {
    /** Discord shows at most 25 choices. */
    public static final int LIMIT = 25;
    /** Where a move text may be cut: after its first square, after a step's sign, after a step's square. */
    private static final int[] CUTS = {2, 3, 5, 6, 8, 9, 11};

    private final Position position;
    private final Catalogue text;
    private final TreeSet<String> texts = new TreeSet<>();

    /** @param text the words of the labels */
    public MoveChoices(Position position, Catalogue text) {
        this.position = position;
        this.text = text;
        for (Move m : Rules.legalMoves(position)) {
            texts.add(m.text());
        }
    }

    /** One autocomplete entry: the text it fills in, and what the player sees. */
    public record Suggestion(String value, String label) {}

    /**
     * The legal moves that begin with what the player typed, sorted so each piece's moves are together. When there
     * are more than 25, they are grouped by the longest common beginning that still fits ({@code B2x}: 12 moves).
     */
    public List<Suggestion> suggest(String typed) {
        String start = normalise(typed);
        List<String> matching = texts.stream().filter(t -> t.startsWith(start)).toList();
        if (matching.size() <= LIMIT) {
            return matching.stream().map(t -> new Suggestion(t, t)).toList();
        }
        Map<String, Integer> groups = null;
        for (int cut : CUTS) {
            if (cut <= start.length()) {
                continue;
            }
            Map<String, Integer> g = groups(matching, cut);
            if (g.size() > LIMIT) {
                break;
            }
            groups = g;
        }
        if (groups == null) {
            groups = groups(matching, start.length() + 1);
        }
        List<Suggestion> out = new ArrayList<>();
        groups.forEach((prefix, count) -> out.add(
                count == 1 && texts.contains(prefix)
                        ? new Suggestion(prefix, prefix)
                        : new Suggestion(prefix, text.get("picker.group", prefix, count))));
        return out.size() > LIMIT ? out.subList(0, LIMIT) : out;
    }

    private static Map<String, Integer> groups(List<String> matching, int cut) {
        Map<String, Integer> g = new LinkedHashMap<>();
        for (String t : matching) {
            g.merge(t.substring(0, Math.min(cut, t.length())), 1, Integer::sum);
        }
        return g;
    }

    /** Whether {@code picked} is a whole legal move. */
    public boolean isMove(String picked) {
        return texts.contains(picked);
    }

    /**
     * The picker's next choices after {@code picked} (empty: choose a piece): each legal next step, plus "play it as
     * it stands" when {@code picked} is already a whole move that could also go on (a Reporter who kills nobody).
     */
    public List<PickerChoice> next(String picked) {
        Map<String, PickerChoice> steps = new LinkedHashMap<>();
        if (!picked.isEmpty() && texts.contains(picked)) {
            steps.put("", new PickerChoice("", text.get("picker.as-it-stands", picked)));
        }
        int step = picked.isEmpty() ? 2 : 3;
        for (String t : texts) {
            if (t.length() >= picked.length() + step && t.startsWith(picked)) {
                String token = t.substring(picked.length(), picked.length() + step);
                steps.computeIfAbsent(token, k -> new PickerChoice(k, label(picked, k)));
            }
        }
        return List.copyOf(steps.values());
    }

    /** A step in words: the piece on a square, or where the move goes next. */
    private String label(String picked, String token) {
        if (picked.isEmpty()) {
            return text.get("picker.piece", token, occupant(Square.parse(token)));
        }
        Square square = Square.parse(token.substring(1));
        String there = occupant(square);
        return switch (token.charAt(0)) {
            case 'x' ->
                picked.length() == 2
                        ? text.get("picker.onto", square.name(), there)
                        : text.get("picker.kill", there, square.name());
            case '>' -> text.get("picker.place", square.name());
            default ->
                picked.length() == 2
                        ? text.get(square.isMaze() ? "picker.to-maze" : "picker.to", square.name())
                        : text.get("picker.leave-maze", square.name());
        };
    }

    private String occupant(Square s) {
        int cell = position.board().cell(s.index());
        if (cell == Cell.EMPTY) {
            return text.get("picker.empty-square");
        }
        if (cell == Cell.CORPSE) {
            return text.get("picker.corpse");
        }
        return text.get(
                "picker.occupant", text.colour(Colour.of(Cell.camp(cell))), text.role(Role.of(Cell.role(cell))));
    }

    static String normalise(String typed) {
        return typed.replaceAll("\\s+", "").toUpperCase(Locale.ROOT).replace('X', 'x');
    }
}

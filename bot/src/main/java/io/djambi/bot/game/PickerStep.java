package io.djambi.bot.game;

import io.djambi.bot.command.Reply.PickerChoice;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.render.Marks;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One step of the move picker, from the legal moves alone: the move so far ({@code picked}, a beginning of moves in
 * notation: a square, then parts of a sign and a square, {@code B2} {@code xD4} {@code >H8}), the legal next parts
 * in words, and the squares to mark. A part that finishes a move says what that move does beyond itself (a Chief
 * killed, a camp out).
 */
final class PickerStep {
    private final Position position;
    private final String picked;
    private final List<Move> open;
    private final Move whole;
    private final MoveWords words;
    private final Catalogue text;

    private PickerStep(Position position, String picked, List<Move> legal, MoveWords words, Catalogue text) {
        this.position = position;
        this.picked = picked;
        this.words = words;
        this.text = text;
        this.open = isBeginning(picked)
                ? legal.stream().filter(m -> m.text().startsWith(picked)).toList()
                : List.of();
        this.whole =
                open.stream().filter(m -> m.text().equals(picked)).findFirst().orElse(null);
    }

    static PickerStep of(Position position, String picked, List<Move> legal, MoveWords words, Catalogue text) {
        return new PickerStep(position, picked, legal, words, text);
    }

    /**
     * The longest beginning of the picker's (a square, then whole parts) that every one of {@code moves} shares: where
     * the picker opens to choose among them ({@code A3} for A3-A4 and A3-A5); empty when they start from different
     * squares.
     */
    static String sharedBeginning(List<Move> moves) {
        String shared = "";
        if (moves.isEmpty()) {
            return shared;
        }
        String first = moves.get(0).text();
        for (int cut = 2; cut <= first.length(); cut += 3) {
            String beginning = first.substring(0, cut);
            if (!moves.stream().allMatch(m -> m.text().startsWith(beginning))) {
                break;
            }
            shared = beginning;
        }
        return shared;
    }

    /** Whether {@code picked} is cut where a part ends: "", a square, and parts of three characters after it. */
    private static boolean isBeginning(String picked) {
        return picked.isEmpty() || (picked.length() >= 2 && (picked.length() - 2) % 3 == 0);
    }

    /** The move so far, if it is a whole legal move. */
    Optional<Move> whole() {
        return Optional.ofNullable(whole);
    }

    /** Whether some legal move goes on from the move so far. */
    boolean goesOn() {
        return open.stream().anyMatch(m -> m.text().length() > picked.length());
    }

    /** The next parts, in words; first "play it as it stands" when the move so far is whole and could go on. */
    List<PickerChoice> choices() {
        Map<String, List<Move>> next = new LinkedHashMap<>();
        for (Move m : sortedOpen()) {
            if (m.text().length() > picked.length()) {
                next.computeIfAbsent(nextPart(m), k -> new ArrayList<>()).add(m);
            }
        }
        List<PickerChoice> choices = new ArrayList<>();
        if (whole != null && !next.isEmpty()) {
            choices.add(new PickerChoice("", text.get("picker.as-it-stands"), words.stakes(position, whole)));
        }
        next.forEach((part, moves) -> choices.add(new PickerChoice(
                part,
                label(part, moves),
                moves.size() == 1 && moves.get(0).text().equals(picked + part)
                        ? words.stakes(position, moves.get(0))
                        : "")));
        return choices;
    }

    /** Pieces by role, then square; later parts by square. */
    private List<Move> sortedOpen() {
        Comparator<Move> byText = Comparator.comparing(Move::text);
        if (!picked.isEmpty()) {
            return open.stream().sorted(byText).toList();
        }
        return open.stream()
                .sorted(Comparator.<Move, Role>comparing(
                                m -> MoveWords.roleOn(position, m.from()).orElseThrow())
                        .thenComparing(byText))
                .toList();
    }

    private String nextPart(Move m) {
        int step = picked.isEmpty() ? 2 : 3;
        return m.text().substring(picked.length(), picked.length() + step);
    }

    private String label(String part, List<Move> moves) {
        if (picked.isEmpty()) {
            Square from = Square.parse(part);
            Role role = MoveWords.roleOn(position, from).orElseThrow();
            return text.get("picker.piece", words.role(role), part, moves.size());
        }
        Square square = Square.parse(part.substring(1));
        String there = words.occupant(position, square);
        boolean second = picked.length() == 2;
        return switch (part.charAt(0)) {
            case 'x' ->
                second ? text.get(actionKey(), square.name(), there) : text.get("picker.kill", square.name(), there);
            case '>' ->
                MoveWords.roleOn(position, Square.parse(picked.substring(0, 2))).orElseThrow() == Role.PROVOCATEUR
                        ? text.get("picker.place-piece", square.name(), words.occupant(position, acted()))
                        : text.get("picker.place-corpse", square.name());
            default ->
                second
                        ? text.get(square.isMaze() ? "picker.to-maze" : "picker.to", square.name())
                        : text.get("picker.leave-maze", square.name());
        };
    }

    /** How the chosen piece acts on what it moves onto: takes it, lifts it, or carries the corpse. */
    private String actionKey() {
        return switch (MoveWords.roleOn(position, Square.parse(picked)).orElseThrow()) {
            case PROVOCATEUR -> "picker.lift";
            case NECROMOBILE -> "picker.carry";
            default -> "picker.take";
        };
    }

    /** The square acted on by the move so far (its second part): what a placement puts down. */
    private Square acted() {
        return Square.parse(picked.substring(3, 5));
    }

    /** The words above this step's menu. */
    String prompt() {
        if (picked.isEmpty()) {
            return text.get("play.picker.piece");
        }
        return text.get("play.picker.next", picked);
    }

    /**
     * The squares to mark: the pieces of the open moves, and the parts up to the one being chosen ({@code -} reach,
     * {@code x} take, {@code >} place). The first step marks only the pieces.
     */
    Marks marks() {
        Set<Square> pieces = new HashSet<>();
        Set<Square> reach = new HashSet<>();
        Set<Square> take = new HashSet<>();
        Set<Square> place = new HashSet<>();
        int upTo = picked.isEmpty() ? 2 : picked.length() + 3;
        for (Move m : open) {
            String t = m.text();
            pieces.add(m.from());
            for (int i = 2; i + 3 <= Math.min(upTo, t.length()); i += 3) {
                Square s = Square.parse(t.substring(i + 1, i + 3));
                switch (t.charAt(i)) {
                    case '-' -> reach.add(s);
                    case 'x' -> take.add(s);
                    default -> place.add(s);
                }
            }
        }
        return new Marks(pieces, reach, take, place);
    }
}

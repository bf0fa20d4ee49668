package io.djambi.bot.game;

import io.djambi.engine.Result;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A move as a player may type it without knowing the notation by heart, read against the legal moves: any case,
 * spaces or no separator ({@code c3e5}, {@code c3 e5}), {@code -} or {@code x} either way, a destination alone
 * ({@code e5}: every legal move to E5), an origin alone ({@code c3}), and role names in the reader's language, accents
 * optional ({@code militant}, {@code chief e5}, {@code chef e5}, {@code necromobile}). The move in exact notation is always itself; otherwise every legal move that fits is found, and when
 * none does, every legal move that begins with what was typed in notation ({@code A3-A}, a group the autocomplete
 * offers).
 */
public final class MoveQuery {
    private static final Pattern BEGINS_WITH_A_SQUARE = Pattern.compile("[A-I][1-9]");

    private MoveQuery() {}

    /** What a query found. */
    public sealed interface Found permits Exactly, Several, Nothing, Unreadable {}

    /** One legal move fits: it can be played. */
    public record Exactly(Move move) implements Found {}

    /** More than one fits, in notation order. */
    public record Several(List<Move> moves) implements Found {
        public Several {
            moves = List.copyOf(moves);
        }
    }

    /** The query reads, but no legal move fits it. */
    public record Nothing() implements Found {}

    /** Not a move in any form: a word that is no role, a square off the board, no square and no role. */
    public record Unreadable() implements Found {}

    /** The parts of a query: its squares in order, and the role it names (null: none). */
    record Parts(List<Square> squares, Role role) {}

    /** The legal moves of {@code position} that {@code typed} names. */
    public static Found find(Position position, List<Move> legal, String typed, MoveWords words) {
        Result<Move> exact = MoveNotation.read(position, typed);
        if (exact instanceof Result.Ok<Move> ok) {
            return new Exactly(ok.value());
        }
        Optional<Parts> parts = parts(typed, words);
        List<Move> fits = parts.map(p -> fitting(position, legal, p)).orElse(List.of());
        if (fits.isEmpty()) {
            // A beginning in notation, as the autocomplete offers a group ("A3-A… (2 moves)") and a phone sends it
            fits = beginningOf(legal, typed);
        }
        if (fits.isEmpty() && parts.isEmpty()) {
            return new Unreadable();
        }
        return switch (fits.size()) {
            case 0 -> new Nothing();
            case 1 -> new Exactly(fits.get(0));
            default -> new Several(fits);
        };
    }

    /**
     * The moves that fit the parts: of the role named (if any), and then, for one square, the moves from it or to it
     * (its destination, or the maze it acts on); for more, the moves whose squares begin with them, those with exactly
     * those squares first ({@code D1 D3} is the Reporter's move that kills nobody, not also every kill after it).
     */
    static List<Move> fitting(Position position, List<Move> legal, Parts parts) {
        List<Square> typed = parts.squares();
        List<Move> ofRole = legal.stream()
                .filter(m -> parts.role() == null
                        || MoveWords.roleOn(position, m.from()).orElse(null) == parts.role())
                .toList();
        List<Move> fits;
        if (typed.isEmpty()) {
            fits = ofRole;
        } else if (typed.size() == 1) {
            Square s = typed.get(0);
            fits = ofRole.stream()
                    .filter(m -> m.from().equals(s)
                            || m.destination().equals(s)
                            || m.target().equals(s))
                    .toList();
        } else {
            List<Move> whole =
                    ofRole.stream().filter(m -> squaresOf(m).equals(typed)).toList();
            fits = !whole.isEmpty()
                    ? whole
                    : ofRole.stream()
                            .filter(m -> startsWith(squaresOf(m), typed))
                            .toList();
        }
        return fits.stream().sorted(Comparator.comparing(Move::text)).toList();
    }

    /**
     * The legal moves whose notation begins with {@code typed} (any case, spaces dropped) when it begins with a
     * square: {@code A3-A} is A3-A4 and A3-A5. The engine reads only whole moves; a beginning is the bot's to read.
     */
    static List<Move> beginningOf(List<Move> legal, String typed) {
        String start = MoveChoices.normalise(typed);
        if (!BEGINS_WITH_A_SQUARE.matcher(start).lookingAt()) {
            return List.of();
        }
        return legal.stream()
                .filter(m -> m.text().startsWith(start))
                .sorted(Comparator.comparing(Move::text))
                .toList();
    }

    /** The squares a move names, in the order of its notation. */
    static List<Square> squaresOf(Move move) {
        String t = move.text();
        List<Square> squares = new ArrayList<>();
        for (int i = 0; i < t.length(); i++) {
            if (Character.isDigit(t.charAt(i))) {
                squares.add(Square.parse(t.substring(i - 1, i + 1)));
            }
        }
        return squares;
    }

    private static boolean startsWith(List<Square> all, List<Square> start) {
        return all.size() >= start.size() && all.subList(0, start.size()).equals(start);
    }

    /**
     * The squares and the role of a query; empty if it holds anything else, two different roles, or neither a
     * square nor a role. Signs ({@code - x >}), commas and spaces only separate; no role name holds an x.
     */
    static Optional<Parts> parts(String typed, MoveWords words) {
        // An accent typed as a letter and a combining mark is one letter again, so a role name reads as a word
        String t = Normalizer.normalize(typed, Normalizer.Form.NFC).toLowerCase(Locale.ROOT);
        List<Square> squares = new ArrayList<>();
        Role role = null;
        int i = 0;
        while (i < t.length()) {
            char c = t.charAt(i);
            if (c == '-' || c == 'x' || c == '>' || c == ',' || Character.isWhitespace(c)) {
                i++;
            } else if (c >= 'a' && c <= 'i' && i + 1 < t.length() && t.charAt(i + 1) >= '1' && t.charAt(i + 1) <= '9') {
                squares.add(Square.parse(t.substring(i, i + 2)));
                i += 2;
            } else if (Character.isLetter(c)) {
                int end = i;
                while (end < t.length() && Character.isLetter(t.charAt(end)) && t.charAt(end) != 'x') {
                    end++;
                }
                Optional<Role> named = words.roleNamed(t.substring(i, end));
                if (named.isEmpty() || (role != null && role != named.get())) {
                    return Optional.empty();
                }
                role = named.get();
                i = end;
            } else {
                return Optional.empty();
            }
        }
        return squares.isEmpty() && role == null ? Optional.empty() : Optional.of(new Parts(squares, role));
    }
}

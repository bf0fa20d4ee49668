package io.djambi.engine.notation;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.Result;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Bad input for the parsers' properties. Strings made of the notation's own characters, and valid texts with a few
 * characters changed, reach far more of a parser's branches than random unicode, which it refuses at once.
 */
final class Texts {
    /**
     * Every character a move, a position or a record uses, in both cases, with near misses: J and 0 (just off the
     * board), tab, line breaks, a no-break space (not a space to {@code \\s}), and letters whose case changes
     * turn into notation letters (dotless {@code ı} upper-cases to I, the Kelvin sign lower-cases to k).
     */
    static final String ALPHABET =
            "ABCDEFGHIJabcdefghij0123456789-xX>/ \t;rbyghRBYGHCARPNMcarpnm\n\r\u00a0\u0131\u212a";

    private Texts() {}

    /** Short strings of the notation's characters. */
    static Arbitrary<String> ofAlphabet(int maxLength) {
        return Arbitraries.strings().withChars(ALPHABET).ofMaxLength(maxLength);
    }

    /** Any string at all, from the whole of unicode. */
    static Arbitrary<String> anything(int maxLength) {
        return Arbitraries.strings().all().ofMaxLength(maxLength);
    }

    /** {@code base} with up to {@code maxEdits} (maybe no) characters inserted, deleted, replaced or swapped. */
    static Arbitrary<String> garbled(String base, int maxEdits) {
        Arbitrary<Integer> edit = Arbitraries.integers().between(0, Integer.MAX_VALUE);
        return edit.list().ofMaxSize(maxEdits).map(edits -> garble(base, edits));
    }

    /** Text of one of three kinds: from the alphabet, garbled from {@code base}, or any unicode. */
    static Arbitrary<String> near(String base, int maxLength) {
        return Arbitraries.frequencyOf(
                Tuple.of(2, ofAlphabet(maxLength)), Tuple.of(5, garbled(base, 4)), Tuple.of(1, anything(maxLength)));
    }

    /**
     * Move-shaped text: squares joined by the move's separators, the first mostly among {@code froms} (the squares
     * the player can move from) and the others among {@code squares} (those his legal moves name), so that the
     * parser gets past its first checks and the odd combinations are tried: a move to its own square, a victim far
     * away, a place on the maze, an exit off the maze.
     */
    static Arbitrary<String> moveShaped(List<String> froms, List<String> squares) {
        Arbitrary<String> anySquare = Arbitraries.integers()
                .between(0, 80)
                .map(i -> String.valueOf((char) ('A' + i % 9)) + (char) ('1' + i / 9));
        Arbitrary<String> first = froms.isEmpty()
                ? anySquare
                : Arbitraries.frequencyOf(Tuple.of(6, Arbitraries.of(froms)), Tuple.of(1, anySquare));
        Arbitrary<String> square = squares.isEmpty()
                ? anySquare
                : Arbitraries.frequencyOf(
                        Tuple.of(6, Arbitraries.of(squares)),
                        Tuple.of(2, anySquare),
                        Tuple.of(1, Arbitraries.of("E5", "J1", "A0")));
        Arbitrary<String> separator = Arbitraries.frequency(
                Tuple.of(6, "-"),
                Tuple.of(6, "x"),
                Tuple.of(4, ">"),
                Tuple.of(1, " X "),
                Tuple.of(1, ""),
                Tuple.of(1, "x>"));
        Arbitrary<String> step = Combinators.combine(separator, square).as((sep, sq) -> sep + sq);
        Arbitrary<Integer> steps =
                Arbitraries.frequency(Tuple.of(4, 1), Tuple.of(4, 2), Tuple.of(1, 3), Tuple.of(1, 0));
        return Combinators.combine(first, steps.flatMap(n -> step.list().ofSize(n)))
                .as((from, rest) -> from + String.join("", rest));
    }

    /** Text lines joined by one of the line breaks a file may hold. */
    static Arbitrary<String> joined(Arbitrary<List<String>> lines) {
        return Combinators.combine(lines, Arbitraries.of("\n", "\r\n", "\r", "\n\n"))
                .as((l, br) -> String.join(br, l));
    }

    private static String garble(String base, List<Integer> edits) {
        StringBuilder sb = new StringBuilder(base);
        for (int e : edits) {
            int op = e % 4;
            int at = sb.isEmpty() ? 0 : (e / 4) % sb.length();
            char c = ALPHABET.charAt((e / 64) % ALPHABET.length());
            switch (op) {
                case 0 -> sb.insert(at, c);
                case 1 -> {
                    if (!sb.isEmpty()) {
                        sb.deleteCharAt(at);
                    }
                }
                case 2 -> {
                    if (!sb.isEmpty()) {
                        sb.setCharAt(at, c);
                    }
                }
                default -> {
                    if (at + 1 < sb.length()) {
                        char a = sb.charAt(at);
                        sb.setCharAt(at, sb.charAt(at + 1));
                        sb.setCharAt(at + 1, a);
                    }
                }
            }
        }
        return sb.toString();
    }

    /** A refusal is one non-blank line: it is shown to a player as it is. */
    static void assertCleanRefusal(Result<?> result) {
        if (result instanceof Result.Rejected<?> r) {
            assertFalse(r.reason().isBlank(), "a refusal says why");
            assertTrue(r.reason().lines().count() <= 1, () -> "a refusal is one line: " + r.reason());
        }
    }
}

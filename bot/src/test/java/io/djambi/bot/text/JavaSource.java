package io.djambi.bot.text;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * A Java source file read just far enough to find its string literals, and to follow a call's arguments: comments,
 * string, text-block and character literals are told apart, so that a parenthesis or a comma inside them is not
 * taken for code. Enough for the catalogue's checks; not a Java parser.
 */
record JavaSource(Path file, String code, String masked, List<Literal> literals) {
    /** A string literal: its value (escapes left as written, enough for keys and words) and where it stands. */
    record Literal(String value, int start, int end) {}

    JavaSource {
        literals = List.copyOf(literals);
    }

    /** Every {@code .java} file under {@code root}. */
    static List<JavaSource> under(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".java"))
                    .sorted()
                    .map(JavaSource::read)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static JavaSource read(Path file) {
        try {
            return of(file, Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static JavaSource of(Path file, String code) {
        StringBuilder masked = new StringBuilder(code);
        List<Literal> literals = new ArrayList<>();
        int i = 0;
        while (i < code.length()) {
            if (code.startsWith("//", i)) {
                int end = code.indexOf('\n', i);
                i = blank(masked, i, end < 0 ? code.length() : end);
            } else if (code.startsWith("/*", i)) {
                i = blank(masked, i, code.indexOf("*/", i + 2) + 2);
            } else if (code.startsWith("\"\"\"", i)) {
                int end = code.indexOf("\"\"\"", i + 3) + 3;
                literals.add(new Literal(code.substring(i + 3, end - 3), i, end));
                i = blank(masked, i + 1, end - 1) + 1;
            } else if (code.charAt(i) == '"' || code.charAt(i) == '\'') {
                char quote = code.charAt(i);
                int end = i + 1;
                while (code.charAt(end) != quote) {
                    end += code.charAt(end) == '\\' ? 2 : 1;
                }
                if (quote == '"') {
                    literals.add(new Literal(code.substring(i + 1, end), i, end + 1));
                }
                i = blank(masked, i + 1, end) + 1;
            } else {
                i++;
            }
        }
        return new JavaSource(file, code, masked.toString(), literals);
    }

    /** Spaces over {@code [from, to)}, line breaks kept; returns {@code to}. */
    private static int blank(StringBuilder text, int from, int to) {
        for (int k = from; k < to; k++) {
            if (text.charAt(k) != '\n') {
                text.setCharAt(k, ' ');
            }
        }
        return to;
    }

    /**
     * How many arguments follow {@code literal} in the call it opens, as in {@code get("key", a, b)}: 2. Empty when
     * the literal is not the first argument of a call to {@code get}.
     */
    java.util.Optional<Integer> argumentsAfter(Literal literal) {
        int before = literal.start() - 1;
        while (before >= 0 && Character.isWhitespace(masked.charAt(before))) {
            before--;
        }
        if (before < 4 || !masked.startsWith(".get(", before - 4)) {
            return java.util.Optional.empty();
        }
        int depth = 0;
        int commas = 0;
        for (int k = literal.end(); k < masked.length(); k++) {
            char c = masked.charAt(k);
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if ((c == ')' || c == ']' || c == '}') && depth-- == 0) {
                return java.util.Optional.of(commas);
            } else if (c == ',' && depth == 0) {
                commas++;
            }
        }
        throw new IllegalStateException(file + ": the call after " + literal.value() + " never closes");
    }

    /** The line {@code offset} is on, counted from 1. */
    int lineOf(int offset) {
        return (int) code.substring(0, offset).chars().filter(c -> c == '\n').count() + 1;
    }
}

package io.djambi.engine;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Role;
import java.text.MessageFormat;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Something the engine says, not yet worded: a {@link Phrase} and its arguments. An argument is a {@link Colour}, a
 * {@link Role}, a square, a number, text to echo as it is (what a player typed, a move in notation), or other
 * {@code Words}; the reader's side words the colours, roles and nested words in its own language.
 */
public record Words(Phrase phrase, List<Object> args) {
    public Words {
        Objects.requireNonNull(phrase, "phrase");
        args = List.copyOf(args);
    }

    public static Words of(Phrase phrase, Object... args) {
        return new Words(phrase, Arrays.asList(args));
    }

    /** Text the caller has already worded, carried where words are expected. */
    public static Words said(String text) {
        return of(Phrase.SAID, text);
    }

    /** A living piece, e.g. "Red Militant". */
    public static Words piece(Colour camp, Role role) {
        return of(Phrase.PIECE, camp, role);
    }

    /** This and then {@code more}, as one sentence. */
    public Words then(Words more) {
        return of(Phrase.THEN, this, more);
    }

    /** The words in English, the engine's own voice. */
    public String english() {
        Object[] worded = args.stream().map(Words::english).toArray();
        return new MessageFormat(phrase.english(), Locale.ROOT).format(worded);
    }

    private static Object english(Object arg) {
        return switch (arg) {
            case Colour c -> c.displayName();
            case Role r -> r.displayName();
            case Words w -> w.english();
            case Number n -> n.toString();
            default -> String.valueOf(arg);
        };
    }

    @Override
    public String toString() {
        return english();
    }
}

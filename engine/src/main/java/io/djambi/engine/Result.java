package io.djambi.engine;

import java.util.Objects;

/**
 * The answer to player or tool input that may be wrong: a value, or the reason it was refused. Bad input is
 * expected, so it is a value and not an exception; exceptions are kept for programmer errors.
 */
public sealed interface Result<T> permits Result.Ok, Result.Rejected {

    record Ok<T>(T value) implements Result<T> {
        public Ok {
            Objects.requireNonNull(value, "value");
        }
    }

    /** Refused input; {@code why} is what to tell the person who typed it, to be worded in his language. */
    record Rejected<T>(Words why) implements Result<T> {
        public Rejected {
            Objects.requireNonNull(why, "why");
        }

        /** Why, in English: for the command line and for logs. */
        public String reason() {
            return why.english();
        }
    }

    static <T> Result<T> ok(T value) {
        return new Ok<>(value);
    }

    /** Refused for a reason the caller has already worded. */
    static <T> Result<T> rejected(String reason) {
        return new Rejected<>(Words.said(reason));
    }

    static <T> Result<T> rejected(Phrase phrase, Object... args) {
        return new Rejected<>(Words.of(phrase, args));
    }

    static <T> Result<T> rejected(Words why) {
        return new Rejected<>(why);
    }

    /** The value, or an {@link IllegalArgumentException} carrying the reason: for callers that already validated. */
    default T orThrow() {
        return switch (this) {
            case Ok<T> ok -> ok.value();
            case Rejected<T> r -> throw new IllegalArgumentException(r.reason());
        };
    }
}

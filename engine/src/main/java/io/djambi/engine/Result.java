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

    /** Refused input; {@code reason} is a sentence fit to show to the person who typed it. */
    record Rejected<T>(String reason) implements Result<T> {
        public Rejected {
            Objects.requireNonNull(reason, "reason");
        }
    }

    static <T> Result<T> ok(T value) {
        return new Ok<>(value);
    }

    static <T> Result<T> rejected(String reason) {
        return new Rejected<>(reason);
    }

    /** The value, or an {@link IllegalArgumentException} carrying the reason: for callers that already validated. */
    default T orThrow() {
        return switch (this) {
            case Ok<T> ok -> ok.value();
            case Rejected<T> r -> throw new IllegalArgumentException(r.reason());
        };
    }
}

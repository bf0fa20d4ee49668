package io.djambi.bot.ops;

import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * One thing {@code /health} asks: Discord logged in, the database answering.
 *
 * @param name the one word {@code /health} answers when this check fails, e.g. {@code discord}
 * @param passes asked at each request, from the server's thread; a throw counts as a failure
 */
public record Check(String name, BooleanSupplier passes) {
    public Check {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(passes, "passes");
        if (!name.matches("[a-z]+")) {
            throw new IllegalArgumentException("a check's name is one lower-case word: " + name);
        }
    }
}

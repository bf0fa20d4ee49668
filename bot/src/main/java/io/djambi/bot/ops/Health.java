package io.djambi.bot.ops;

import java.util.List;
import java.util.Optional;

/**
 * The checks {@code /health} runs in order; healthy when every one passes. The server answers from the process's
 * start, before Discord and the database are up: until {@link #ready} the answer is {@code starting}.
 */
public final class Health {
    private volatile List<Check> checks; // set once more, by the thread that started the bot; read by the server's

    public Health(List<Check> checks) {
        this.checks = List.copyOf(checks);
    }

    /** Failing with {@code starting} until {@link #ready}. */
    public static Health starting() {
        return new Health(List.of(new Check("starting", () -> false)));
    }

    /** The bot is up: from now on these checks answer. */
    public void ready(List<Check> now) {
        this.checks = List.copyOf(now);
    }

    /** The name of the first check that fails (or throws), or empty when all pass. */
    public Optional<String> problem() {
        for (Check check : checks) {
            boolean passes;
            try {
                passes = check.passes().getAsBoolean();
            } catch (RuntimeException e) { // a check that cannot answer is a failed check, not a broken endpoint
                passes = false;
            }
            if (!passes) {
                return Optional.of(check.name());
            }
        }
        return Optional.empty();
    }
}

package io.djambi.bot.ops;

/**
 * How an interaction ended: answered ({@code OK}), turned away at the edge before any command ran ({@code REFUSED}:
 * an old or foreign button, an upload too large), or met an unexpected failure and an apology ({@code FAILED}).
 */
public enum Outcome {
    OK,
    REFUSED,
    FAILED;

    /** The label as Prometheus shows it. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}

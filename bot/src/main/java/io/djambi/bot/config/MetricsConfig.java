package io.djambi.bot.config;

import java.util.OptionalInt;

/** @param port where {@code /metrics} and {@code /health} are served, or null (the default) for no such server */
public record MetricsConfig(Integer port) {
    public OptionalInt served() {
        return port == null ? OptionalInt.empty() : OptionalInt.of(port);
    }
}

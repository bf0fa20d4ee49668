package io.djambi.bot.config;

/** @param level the root log level: TRACE, DEBUG, INFO, WARN or ERROR */
public record LoggingConfig(String level) {
    public LoggingConfig {
        level = level == null ? "INFO" : level.toUpperCase(java.util.Locale.ROOT);
    }
}

package io.djambi.bot;

import io.djambi.bot.fakediscord.FakeDiscord;
import io.djambi.bot.fakediscord.Guild;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The bot as an operator runs it, {@code Main --config <file>}, in a JVM of its own over a fake Discord of the test's
 * JVM, with the production logging ({@code logback.xml}, INFO); stopped as a supervisor stops it ({@code SIGTERM})
 * or killed ({@code kill -9}). Each start of one folder's bots shares its config and SQLite file, as restarts do.
 */
final class ChildBot implements AutoCloseable {
    private final Process process;
    private final Path log;

    private ChildBot(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    /**
     * Starts the bot on the fake Discord's {@code guild}, its games in {@code dir}; its standard output and error go
     * to {@code dir/<name>.log}.
     */
    static ChildBot start(Path dir, FakeDiscord discord, Guild guild, String name) {
        try {
            Path config = dir.resolve("config.yml");
            Files.writeString(
                    config,
                    """
                    discord:
                      token: "%s"
                      restBaseUrl: "%s"
                      gatewayUrl: "%s"
                      guildId: "%s"
                    database:
                      path: "%s"
                    logging:
                      level: "INFO"
                    """.formatted(
                                    FakeDiscord.TOKEN,
                                    discord.restBaseUrl(),
                                    discord.gatewayUrl(),
                                    guild.id(),
                                    dir.resolve("djambi.db").toString().replace("\\", "/")),
                    StandardCharsets.UTF_8);
            Path log = dir.resolve(name + ".log");
            String java =
                    Path.of(System.getProperty("java.home"), "bin", "java").toString();
            ProcessBuilder builder = new ProcessBuilder(List.of(
                            java,
                            "-Xmx256m",
                            "-XX:+UseSerialGC",
                            "-XX:TieredStopAtLevel=1", // a short life: quick to start matters more than peak speed
                            "-Djava.awt.headless=true",
                            "--enable-native-access=ALL-UNNAMED",
                            // the production logging, not the tests' logback-test.xml on the same class path
                            "-Dlogback.configurationFile="
                                    + Main.class.getResource("/logback.xml").toExternalForm(),
                            "-cp",
                            System.getProperty("java.class.path"),
                            Main.class.getName(),
                            "--config",
                            config.toString()))
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile());
            builder.environment().remove("DJAMBI_TOKEN");
            return new ChildBot(builder.start(), log);
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the bot's JVM", e);
        }
    }

    /** What a supervisor's stop sends: SIGTERM. */
    void sigterm() {
        process.destroy();
    }

    /** {@code kill -9}: nothing of the bot runs after it. */
    void kill() {
        process.destroyForcibly();
    }

    boolean alive() {
        return process.isAlive();
    }

    /** Waits for the JVM to end; returns its exit status. */
    int awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new AssertionError("the bot did not exit within " + timeout.toSeconds() + " s; its log:\n" + log());
        }
        return process.exitValue();
    }

    /** Everything it wrote so far, standard output and error. */
    String log() {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String toString() {
        return "the bot logging to " + log.getFileName();
    }

    /** Kills it if it still runs. */
    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
            try {
                process.waitFor(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}

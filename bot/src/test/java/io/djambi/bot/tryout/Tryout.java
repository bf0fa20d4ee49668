package io.djambi.bot.tryout;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.slf4j.LoggerFactory;

/**
 * Trying the bot by hand, with nothing from outside the repository: the fake Discord of the tests on loopback, the
 * real bot logged in to it (JDA, its workers, timers, AI players and outbox, games in a SQLite file of its own), and
 * three people, ann, bob and cy, in a server with a channel #general. It plays {@link #SESSION} as they would and
 * prints what Discord shows them: the messages posted, each file attached, who is pinged, what only one person sees,
 * and the edits. From the repository's top:
 *
 * <pre>
 * mvn -B -q package -DskipTests
 * java --enable-native-access=ALL-UNNAMED -cp bot/target/djambi-bot.jar:bot/target/test-classes io.djambi.bot.tryout.Tryout
 * </pre>
 *
 * With {@code --play}, the lines are read from standard input instead, one a line, in the language of
 * {@link #SESSION} (docs/tryout/README.md lists it); {@code --locale fr} gives the three people and the server
 * another Discord language; {@code --files <folder>} writes there each file the bot attaches (boards, records).
 */
public final class Tryout {
    /**
     * What the players do, one line each: {@code @name /command [subcommand] [key:value...]}, {@code @name click
     * <button>}, {@code @name choose <menu option>}, {@code @name type /command key:value} (what autocomplete
     * suggests), {@code @name dm <text>}; a line starting with {@code #} is printed as it is.
     */
    public static final String SESSION = """
            # ann opens a game for four; bob joins with the lobby's button, ann seats an AI, cy joins by command
            @ann /djambi new players:4
            @bob click Join
            @ann /djambi add-ai level:easy
            @cy /djambi join
            @ann click Start
            # ann types a move: autocomplete suggests the legal ones; then she plays one
            @ann type /move move:C3
            @ann /move move:C3-D4
            # cy tries to move out of turn, and bob tries a move the rules forbid
            @cy /move move:C7-D6
            @bob /move move:G2-G5
            # bob uses the step-by-step picker instead: his piece, then where it goes; the AI (Yellow) answers
            @bob click Make a move
            @bob choose G2
            @bob choose F3
            """;

    private Tryout() {}

    public static void main(String[] args) throws Exception {
        System.setProperty("java.awt.headless", "true");
        List<String> list = List.of(args);
        boolean play = list.contains("--play");
        int at = list.indexOf("--locale");
        String locale = at >= 0 && at + 1 < list.size() ? list.get(at + 1) : null;
        int files = list.indexOf("--files");
        Optional<Path> folder =
                files >= 0 && files + 1 < list.size() ? Optional.of(Path.of(list.get(files + 1))) : Optional.empty();
        quiet();
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        int status;
        try (TryoutSession session = TryoutSession.start(out, locale, folder)) {
            status = play
                    ? session.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), true)
                    : session.run(new BufferedReader(new StringReader(SESSION)), false);
        }
        System.exit(status);
    }

    /** Only warnings in the log: what the players see is the output. */
    private static void quiet() {
        if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context) {
            context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).setLevel(Level.WARN);
            context.getLogger("net.dv8tion").setLevel(Level.ERROR);
        }
    }
}

package io.djambi.engine.cli;

import io.djambi.engine.Result;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * The engine's command line, a contract for outside tools: {@code moves}, {@code apply}, {@code perft},
 * {@code think}, {@code solve}, {@code review}, {@code batch} and {@code tournament}. Exit status 0 on success, 2
 * with a message on standard error for bad input.
 */
public final class EngineCli {
    private static final String USAGE = """
            usage: java -jar djambi-engine.jar <command>
              moves "<position>"                 every legal move, one a line
              apply "<position>" <event>...      the position after the events (a move, "resign y", draw, skip)
              perft "<position>" <depth>         the number of move sequences of that depth
              think "<position>" [--level easy|normal|hard|random] [--millis N] [--seed S]
                                                 the move the AI chooses (the same seed gives the same move)
              solve "<position>" [limit]         who wins with best play (two players), every reachable position
                                                 played out if there are at most limit (500000; 2000000 at most)
              review <record-file>               the engine's review of a recorded game: the standings in every
                                                 position, the marks (out, power) and the turning points
              batch                              one command a line from standard input, one answer a line
              tournament --players hard,random,random,random [--games 200] [--seed 1] [--threads n]
                         [--nodes normal=40000,hard=250000] [--agreement on|off] [--records dir]
                         [--first game] [--only 3,17,40]
                                                 AI games with rotating seats: win rates, 95% intervals, time a move;
                                                 off: no agreed draws; dir: each game's record, for review;
                                                 first: play the seed's games from that one;
                                                 only: play those games of the seed alone (not
                                                 with --first or --games)
            A position is six fields in NOTATION.md's format, or start, or start3 (Green the hostage).""";

    private EngineCli() {}

    public static void main(String[] args) throws IOException {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws IOException {
        if (args.length == 0) {
            err.println(USAGE);
            return 2;
        }
        if (args[0].equals("tournament")) {
            return TournamentCommand.run(Arrays.asList(args).subList(1, args.length), out, err);
        }
        if (args[0].equals("review")) {
            return ReviewCommand.run(Arrays.asList(args).subList(1, args.length), out, err);
        }
        if (args[0].equals("batch")) {
            batch(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out);
            return 0;
        }
        Result<List<String>> answer = Commands.run(args[0], Arrays.asList(args).subList(1, args.length), true);
        return switch (answer) {
            case Result.Ok<List<String>> ok -> {
                ok.value().forEach(out::println);
                yield 0;
            }
            case Result.Rejected<List<String>> r -> {
                err.println("error: " + r.reason());
                if (r.reason().startsWith("unknown command")) {
                    err.println(USAGE);
                }
                yield 2;
            }
        };
    }

    /** Answers every line, errors included, and flushes whenever the input has nothing more waiting. */
    static void batch(BufferedReader in, PrintStream stdout) throws IOException {
        BufferedWriter out = new BufferedWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), 1 << 16);
        String line;
        while ((line = in.readLine()) != null) {
            out.write(Commands.answerLine(line));
            out.write('\n');
            if (!in.ready()) {
                out.flush();
            }
        }
        out.flush();
    }
}

package io.djambi.engine.cli;

import io.djambi.engine.ai.Ai;
import io.djambi.engine.ai.Contender;
import io.djambi.engine.ai.SearchLimits;
import io.djambi.engine.ai.Tournament;
import io.djambi.engine.notation.RecordNotation;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;

/** {@code tournament}: reads the options, runs the games, prints the table. */
final class TournamentCommand {
    /** A time guard for tournaments that only a hung search would reach. */
    static final Duration UNGUARDED = Duration.ofMinutes(1);

    private TournamentCommand() {}

    static int run(List<String> args, PrintStream out, PrintStream err) {
        Options options;
        try {
            options = Options.read(args);
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return 2;
        }
        Tournament.Results results;
        long start = System.nanoTime();
        try {
            results = new Tournament(
                            options.players(),
                            l -> options.limits().getOrDefault(l, SearchLimits.NORMAL),
                            options.agreeing())
                    .run(options.numbers(), options.seed(), options.threads(), (g, r) -> {
                        err.println(line(g, r));
                        options.records().ifPresent(dir -> write(dir, g, r));
                    });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } catch (UncheckedIOException e) {
            err.println(
                    "error: could not write a game's record: " + e.getCause().getMessage());
            return 1;
        }
        print(results, options, (System.nanoTime() - start) / 1e9, out);
        return 0;
    }

    /**
     * What the command line asks for; the search budgets start from the AI's own and {@code --nodes} changes them.
     * {@code numbers} are the games to play: those of {@code --only}, else {@code --games} from {@code --first}.
     */
    private record Options(
            List<Contender> players,
            List<Integer> numbers,
            long seed,
            int threads,
            Map<Contender, SearchLimits> limits,
            boolean agreeing,
            Optional<Path> records) {
        static Options read(List<String> args) {
            List<Contender> players = null;
            int first = 0;
            int games = 200;
            List<Integer> only = List.of();
            long seed = 1;
            int threads = Runtime.getRuntime().availableProcessors();
            Map<Contender, SearchLimits> limits = new EnumMap<>(Contender.class);
            boolean agreeing = true;
            Optional<Path> records = Optional.empty();
            Set<String> given = new HashSet<>();
            limits.put(Contender.NORMAL, unguarded(SearchLimits.NORMAL));
            limits.put(Contender.HARD, unguarded(SearchLimits.HARD));
            for (int i = 0; i < args.size(); i += 2) {
                String key = args.get(i);
                if (i + 1 >= args.size()) {
                    throw new IllegalArgumentException(key + " needs a value");
                }
                String value = args.get(i + 1);
                given.add(key);
                switch (key) {
                    case "--players" -> players = levels(value);
                    case "--games" -> games = positive(key, value);
                    case "--first" -> first = atLeastZero(key, value);
                    case "--only" -> only = gameNumbers(key, value);
                    case "--seed" -> seed = Long.parseLong(value);
                    case "--threads" -> threads = positive(key, value);
                    case "--nodes" -> nodes(value, limits);
                    case "--agreement" -> agreeing = onOrOff(key, value);
                    case "--records" -> records = Optional.of(Path.of(value));
                    default -> throw new IllegalArgumentException("unknown option " + key);
                }
            }
            if (players == null) {
                throw new IllegalArgumentException("--players names four levels, e.g. hard,maxn,maxn,maxn");
            }
            if (given.contains("--only") && (given.contains("--first") || given.contains("--games"))) {
                throw new IllegalArgumentException("--only names the games itself: leave out --first and --games");
            }
            if ((long) first + games > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("--first and --games go past game " + Integer.MAX_VALUE);
            }
            List<Integer> numbers = given.contains("--only")
                    ? only
                    : IntStream.range(first, first + games).boxed().toList();
            return new Options(players, numbers, seed, threads, Map.copyOf(limits), agreeing, records);
        }

        /**
         * The level's node budget with a time guard long enough never to cut in: on a loaded machine the guard would
         * cut searches short at random, and the same command would no longer play the same games.
         */
        private static SearchLimits unguarded(SearchLimits limits) {
            return new SearchLimits(limits.nodes(), UNGUARDED);
        }

        /** {@code normal=N,hard=M}: a node budget for either searching level, its time budget kept. */
        private static void nodes(String value, Map<Contender, SearchLimits> limits) {
            for (String pair : value.split(",")) {
                String[] kv = pair.split("=", 2);
                Contender level = Contender.parse(kv[0])
                        .filter(l -> l == Contender.NORMAL || l == Contender.HARD)
                        .orElseThrow(() -> new IllegalArgumentException("--nodes sets normal or hard"));
                limits.put(
                        level,
                        new SearchLimits(
                                positive("--nodes", kv.length > 1 ? kv[1] : ""),
                                limits.get(level).time()));
            }
        }
    }

    /** Game {@code g}'s record, as {@code game-<g>.txt} in {@code dir} (made if need be), for replaying it. */
    private static void write(Path dir, int g, Tournament.GameResult r) {
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve("game-" + g + ".txt"), RecordNotation.write(r.record()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean onOrOff(String key, String value) {
        return switch (value) {
            case "on" -> true;
            case "off" -> false;
            default -> throw new IllegalArgumentException(key + " is on or off, not '" + value + "'");
        };
    }

    private static void print(Tournament.Results results, Options options, double seconds, PrintStream out) {
        out.printf(
                Locale.ROOT,
                "%d games%s, seats rotated, seed %d, %d threads, %.0f s; %.1f moves a game, %d stopped at %d moves; "
                        + "search budgets: normal %d nodes, hard %d nodes%s%n",
                results.games(),
                shownNumbers(options.numbers()),
                options.seed(),
                options.threads(),
                seconds,
                (double) results.plies() / results.games(),
                results.capped().size(),
                Tournament.MAX_PLIES,
                options.limits().get(Contender.NORMAL).nodes(),
                options.limits().get(Contender.HARD).nodes(),
                options.agreeing() ? "" : "; no agreed draws");
        if (!results.capped().isEmpty()) {
            out.println("games stopped at the cap (numbered from 0): " + results.capped());
        }
        if (!results.walledIn().isEmpty()) {
            out.println("games drawn by agreement, walled in for good (numbered from 0): " + results.walledIn());
        }
        if (!results.stalled().isEmpty()) {
            out.printf(
                    Locale.ROOT,
                    "games drawn by agreement after %d moves without a kill (numbered from 0): %s%n",
                    Ai.STALLED,
                    results.stalled());
        }
        out.println("seat  level    wins  draws  capped in  win rate  95% interval   ms/move  max ms   "
                + "(capped in: games stopped at the cap with the seat still in; processor time, one core)");
        int seat = 1;
        for (Tournament.Entrant e : results.entrants()) {
            double[] ci = e.interval();
            out.printf(
                    Locale.ROOT,
                    "%-5d %-7s %5d  %5d  %9d  %7.1f%%  %5.1f–%5.1f%%  %7.1f  %6.0f%n",
                    seat++,
                    e.contender().text(),
                    e.wins(),
                    e.draws(),
                    e.cappedStillIn(),
                    100 * e.winRate(),
                    100 * ci[0],
                    100 * ci[1],
                    e.millisPerMove(),
                    e.maxNanos() / 1e6);
        }
    }

    /** A game's line in the progress log (standard error), enough to rebuild the table of a run cut short. */
    private static String line(int game, Tournament.GameResult r) {
        return String.format(
                Locale.ROOT,
                "game %d: %s after %d moves; moves %s; ms %s; max ms %s; still in %s",
                game,
                switch (r.agreement()) {
                    case WALLED_IN -> "draw by agreement (walled in)";
                    case STALLED -> "draw by agreement (stalled)";
                    case NONE -> r.drawn() ? "draw" : "seat " + (r.winnerSlot() + 1) + " won";
                },
                r.plies(),
                Arrays.toString(r.moves()),
                Arrays.toString(Arrays.stream(r.nanos()).map(n -> n / 1_000_000).toArray()),
                Arrays.toString(
                        Arrays.stream(r.maxNanos()).map(n -> n / 1_000_000).toArray()),
                Arrays.toString(r.stillIn()));
    }

    private static List<Contender> levels(String text) {
        List<Contender> levels = new ArrayList<>();
        for (String name : text.split(",")) {
            levels.add(Contender.parse(name)
                    .orElseThrow(() -> new IllegalArgumentException(
                            "not a level: '" + name + "' (random, easy, normal, hard, maxn)")));
        }
        if (levels.size() != 4) {
            throw new IllegalArgumentException("--players names four levels, not " + levels.size());
        }
        return levels;
    }

    /** Which games these were, unless the first ones in order. */
    private static String shownNumbers(List<Integer> numbers) {
        boolean fromZero = IntStream.range(0, numbers.size()).allMatch(i -> numbers.get(i) == i);
        return fromZero ? "" : " (games " + numbers + ")";
    }

    /** {@code 3,17,40}: game numbers, each once. */
    private static List<Integer> gameNumbers(String key, String value) {
        List<Integer> numbers = new ArrayList<>();
        for (String n : value.split(",")) {
            int g = atLeastZero(key, n.strip());
            if (numbers.contains(g)) {
                throw new IllegalArgumentException(key + " names game " + g + " twice");
            }
            numbers.add(g);
        }
        return List.copyOf(numbers);
    }

    private static int atLeastZero(String key, String value) {
        try {
            int n = Integer.parseInt(value);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(key + " needs a whole number from 0, not '" + value + "'");
    }

    private static int positive(String key, String value) {
        try {
            int n = Integer.parseInt(value);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(key + " needs a whole number above 0, not '" + value + "'");
    }
}

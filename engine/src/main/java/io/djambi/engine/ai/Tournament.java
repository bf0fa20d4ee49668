package io.djambi.engine.ai;

import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Outcome;
import io.djambi.engine.rules.Rules;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * Plays many 4-player games between AI players (the levels, or the {@code maxn} yardstick) with the seats rotated (player i sits at colour i+g mod 4 in game
 * g, so nobody keeps the first move), and counts wins, draws and time per move for each entrant. A game still going
 * after {@link #MAX_PLIES} moves is scored as a draw. So is a game that the AIs agree to draw, as they do on Discord
 * when only AIs are left: at once when walls of corpses have made it unwinnable, or after {@link Ai#STALLED} moves
 * without a kill ({@link Ai#agreement}). A move's time is the processor time its thread spent on it. Games run in parallel; each is deterministic for its seed.
 */
public final class Tournament {
    public static final int MAX_PLIES = 1200;

    /**
     * One entrant's figures; {@code cappedStillIn} counts the games stopped at {@link #MAX_PLIES} with the entrant still
     * in them (games he left unfinished, where the others may have been out of it long before).
     */
    public record Entrant(
            Contender contender,
            int wins,
            int draws,
            int cappedStillIn,
            int games,
            long moves,
            long nanos,
            long maxNanos) {
        public double winRate() {
            return games == 0 ? 0 : (double) wins / games;
        }

        /** The 95% Wilson score interval of the win rate. */
        public double[] interval() {
            double z = 1.96;
            double p = winRate();
            double n = games;
            double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
            double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
            return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
        }

        public double millisPerMove() {
            return moves == 0 ? 0 : nanos / 1e6 / moves;
        }
    }

    /**
     * The figures of every entrant; {@code capped} numbers the games stopped at {@link #MAX_PLIES} without a winner,
     * {@code walledIn} and {@code stalled} the games drawn by agreement, by why the AIs agreed.
     */
    public record Results(
            List<Entrant> entrants,
            int games,
            long plies,
            List<Integer> capped,
            List<Integer> walledIn,
            List<Integer> stalled) {
        public Results {
            entrants = List.copyOf(entrants);
            capped = List.copyOf(capped);
            walledIn = List.copyOf(walledIn);
            stalled = List.copyOf(stalled);
        }
    }

    /**
     * One game's result, by seat (not by colour): the winning seat or -1 for a draw (and why, if the players agreed
     * to it), and each seat's moves, time spent and longest move.
     */
    public record GameResult(
            int winnerSlot,
            boolean drawn,
            Agreement agreement,
            long[] moves,
            long[] nanos,
            long[] maxNanos,
            int plies,
            boolean capped,
            boolean[] stillIn,
            GameRecord record) {
        /** Whether the game was stopped at {@link #MAX_PLIES}, still going, with the seat still in it. */
        public boolean cappedWith(int slot) {
            return capped && stillIn[slot];
        }
    }

    /** Told of each game as the results are gathered, in the games' order: for a progress log of a long run. */
    @FunctionalInterface
    public interface Progress {
        void finished(int game, GameResult result);
    }

    private final List<Contender> levels;
    private final Function<Contender, SearchLimits> limits;
    private final boolean agreeing;

    /** A tournament whose AIs agree to draw the games nobody can win, as they do on Discord. */
    public Tournament(List<Contender> levels, Function<Contender, SearchLimits> limits) {
        this(levels, limits, true);
    }

    /**
     * @param agreeing whether the AIs agree to draw a game nobody can win ({@link Ai#agreement}); without, such a game
     *     runs to the cap, which shows how often the players themselves leave a game unfinished
     */
    public Tournament(List<Contender> levels, Function<Contender, SearchLimits> limits, boolean agreeing) {
        if (levels.size() != 4) {
            throw new IllegalArgumentException("a tournament table seats 4 players, not " + levels.size());
        }
        this.levels = List.copyOf(levels);
        this.limits = Objects.requireNonNull(limits, "limits");
        this.agreeing = agreeing;
    }

    public Results run(int games, long seed, int threads) throws InterruptedException {
        return run(games, seed, threads, (g, r) -> {});
    }

    public Results run(int games, long seed, int threads, Progress progress) throws InterruptedException {
        return run(0, games, seed, threads, progress);
    }

    /** Games {@code first} to {@code first + games - 1} of the seed. */
    public Results run(int first, int games, long seed, int threads, Progress progress) throws InterruptedException {
        return run(IntStream.range(first, first + games).boxed().toList(), seed, threads, progress);
    }

    /**
     * The games of the seed numbered {@code numbers}, in that order: each game is the same whatever the games around
     * it, so a few games of a long run can be played again alone.
     */
    public Results run(List<Integer> numbers, long seed, int threads, Progress progress) throws InterruptedException {
        if (numbers.stream().anyMatch(g -> g < 0) || numbers.stream().distinct().count() != numbers.size()) {
            throw new IllegalArgumentException("games are numbered from 0, each once, not " + numbers);
        }
        int games = numbers.size();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<GameResult>> futures = new ArrayList<>();
            for (int game : numbers) {
                futures.add(pool.submit(() -> play(game, seed)));
            }
            int[] wins = new int[4];
            int[] draws = new int[4];
            int[] cappedIn = new int[4];
            long[] moves = new long[4];
            long[] nanos = new long[4];
            long[] max = new long[4];
            long plies = 0;
            List<Integer> capped = new ArrayList<>();
            List<Integer> walledIn = new ArrayList<>();
            List<Integer> stalled = new ArrayList<>();
            for (int i = 0; i < games; i++) {
                int g = numbers.get(i);
                GameResult r = futures.get(i).get();
                progress.finished(g, r);
                plies += r.plies();
                if (r.capped()) {
                    capped.add(g);
                }
                switch (r.agreement()) {
                    case WALLED_IN -> walledIn.add(g);
                    case STALLED -> stalled.add(g);
                    case NONE -> {}
                }
                for (int s = 0; s < 4; s++) {
                    wins[s] += r.winnerSlot() == s ? 1 : 0;
                    draws[s] += r.drawn() ? 1 : 0;
                    cappedIn[s] += r.cappedWith(s) ? 1 : 0;
                    moves[s] += r.moves()[s];
                    nanos[s] += r.nanos()[s];
                    max[s] = Math.max(max[s], r.maxNanos()[s]);
                }
            }
            List<Entrant> entrants = new ArrayList<>();
            for (int s = 0; s < 4; s++) {
                entrants.add(
                        new Entrant(levels.get(s), wins[s], draws[s], cappedIn[s], games, moves[s], nanos[s], max[s]));
            }
            return new Results(entrants, games, plies, capped, walledIn, stalled);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a tournament game failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** Game {@code g}: slot s plays colour (s + g) mod 4, with a seed of its own. */
    GameResult play(int g, long seed) {
        Player[] byColour = new Player[4];
        int[] slotOf = new int[4];
        for (int s = 0; s < 4; s++) {
            int colour = (s + g) % 4;
            slotOf[colour] = s;
            long own = seed * 1_000_003L + g * 31L + s;
            byColour[colour] = levels.get(s).player(own, limits.apply(levels.get(s)));
        }
        long[] moves = new long[4];
        long[] nanos = new long[4];
        long[] max = new long[4];
        Position first = StartPosition.fourPlayers();
        Position p = first;
        List<GameEvent> events = new ArrayList<>();
        List<Position> history = new ArrayList<>();
        int plies = 0;
        Agreement agreement = Agreement.NONE;
        while (!p.isOver() && plies < MAX_PLIES) {
            history.add(p);
            // Every seat is an AI, and the yardstick too would take a draw that nobody can turn into a win
            agreement = agreeing ? Ai.agreement(history) : Agreement.NONE;
            if (agreement != Agreement.NONE) {
                p = Rules.draw(p).orThrow();
                events.add(new GameEvent.Draw());
                break;
            }
            int colour = p.toMove().orElseThrow().ordinal();
            long start = cpuNanos();
            Move m = byColour[colour].choose(p, history);
            long took = cpuNanos() - start;
            int slot = slotOf[colour];
            moves[slot]++;
            nanos[slot] += took;
            max[slot] = Math.max(max[slot], took);
            p = Rules.applyLegal(p, m);
            events.add(new GameEvent.Played(m));
            plies++;
        }
        int winner = -1;
        if (Rules.outcome(p) instanceof Outcome.Won w) {
            winner = slotOf[w.winner().ordinal()];
        }
        boolean[] stillIn = new boolean[4];
        for (Colour c : Colour.values()) {
            stillIn[slotOf[c.ordinal()]] = p.isActive(c);
        }
        GameRecord record = new GameRecord(first, events, List.of());
        // Stopped at the cap: still going after the last move allowed (a game won on that very move is not capped)
        boolean capped = !p.isOver();
        return new GameResult(winner, winner < 0, agreement, moves, nanos, max, plies, capped, stillIn, record);
    }

    /**
     * The time the playing thread has spent on a processor: a move's cost on one core, the same on a machine shared
     * with other work, where the wall clock would count the waits too. The wall clock where the JVM cannot tell.
     */
    private static long cpuNanos() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** The colour a slot plays in game {@code g}, for reports. */
    public static Colour colourOf(int slot, int game) {
        return Colour.of((slot + game) % 4);
    }
}

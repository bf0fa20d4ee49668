package io.djambi.bot.stats;

import com.pocketcombats.openskill.Adjudicator;
import com.pocketcombats.openskill.RatingModelConfig;
import com.pocketcombats.openskill.data.RatingAdjustment;
import com.pocketcombats.openskill.data.SimplePlayerResult;
import com.pocketcombats.openskill.data.SimpleTeamResult;
import com.pocketcombats.openskill.data.TeamResult;
import com.pocketcombats.openskill.model.PlackettLuce;
import io.djambi.bot.game.Seat;
import io.djambi.engine.ai.Level;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Weng-Lin ratings on the Plackett-Luce model (the {@code com.pocketcombats:openskill} library, the open successor
 * of TrueSkill): each player is a one-player team, the game's places are the ranks. A shared place (a draw's
 * survivors) is rated as every order of those who share it, the update averaged: the model's own ties would give a
 * drawn game's third as much as the two who shared its first place.
 * Everyone starts at μ 25, σ 25/3; the rating shown is the ordinal μ − 3σ times 100, rounded, so a newcomer shows 0,
 * and it is provisional while σ is at least {@link #PROVISIONAL_SIGMA}. Ratings are recomputed from the results in
 * the order the games finished, so they never drift from the record.
 */
public final class Ratings {
    public static final double MU = 25;
    public static final double SIGMA = 25.0 / 3;
    /**
     * σ from which a rating is still provisional (shown with "?", and listed apart from the leaderboard's places). The
     * library's σ shrinks slowly (its τ adds a little back each game): below 7.5 after about five 4-player games among
     * the same regulars, a dozen against newcomers only, whose results tell less.
     */
    public static final double PROVISIONAL_SIGMA = 7.5;
    /** The shown rating is the ordinal times this, rounded: whole numbers, and a newcomer at 0. */
    public static final double SCALE = 100;

    private static final String AI = "ai:";
    private static final Adjudicator<String> ADJUDICATOR = adjudicator();

    private static final Comparator<Rating> BEST_FIRST = Comparator.comparingDouble(Rating::value)
            .reversed()
            .thenComparing(Comparator.comparingInt(Rating::games).reversed())
            .thenComparing(Rating::name)
            .thenComparing(Rating::userId);

    private final Map<String, Rating> byUser;

    private Ratings(Map<String, Rating> byUser) {
        this.byUser = Map.copyOf(byUser);
    }

    private static Adjudicator<String> adjudicator() {
        RatingModelConfig config = RatingModelConfig.builder().build();
        return new Adjudicator<>(config, new PlackettLuce(config));
    }

    /** A player's rating after his games so far, and the name he last played under. */
    public record Rating(String userId, String name, double mu, double sigma, int games) {
        /** The ordinal μ − 3σ. */
        public double value() {
            return mu - 3 * sigma;
        }

        /** The ordinal times 100, rounded, as shown to players: 0 for a newcomer. */
        public long shown() {
            return Math.round(value() * SCALE);
        }

        /** Shown with "?" while σ is still large. */
        public boolean provisional() {
            return sigma >= PROVISIONAL_SIGMA;
        }

        static Rating newcomer(String userId, String name) {
            return new Rating(userId, name, MU, SIGMA, 0);
        }
    }

    public static Ratings of(List<GameResult> resultsOldestFirst) {
        Map<String, Rating> ratings = new HashMap<>();
        for (GameResult game : resultsOldestFirst) {
            rate(ratings, game);
        }
        return new Ratings(ratings);
    }

    /** These ratings moved by one more game: the same as {@link #of} the results with {@code game} added last. */
    public Ratings after(GameResult game) {
        return after(List.of(game));
    }

    /** These ratings moved by more games, oldest first: the same as {@link #of} the results with them added last. */
    public Ratings after(List<GameResult> gamesOldestFirst) {
        Map<String, Rating> ratings = new HashMap<>(byUser);
        for (GameResult game : gamesOldestFirst) {
            rate(ratings, game);
        }
        return new Ratings(ratings);
    }

    /** Moves the ratings by one game; a game with fewer than two rated players counts for nobody. */
    static void rate(Map<String, Rating> ratings, GameResult game) {
        // One who left a seat before the end is not rated on it: the seat's holder at the end is
        // An AI seat is rated as its level, one player per server; one holding two seats at the end (two AIs of
        // one level) is rated once, on the better place
        Map<String, Placing> byUser = new java.util.LinkedHashMap<>();
        game.placings().stream()
                .filter(p -> p.exit() != Exit.LEFT)
                .sorted(Comparator.comparingInt(Placing::place))
                .map(Ratings::asRated)
                .forEach(p -> byUser.putIfAbsent(p.userId(), p));
        List<Placing> placings = List.copyOf(byUser.values());
        if (placings.size() < 2 || drawnAmongAisOnly(placings)) {
            return;
        }
        // A shared place is every order of those who share it, the update averaged over them: the library's own ties
        // gave a drawn game's third as much as the two who shared the first place (found by the play-test)
        List<List<Placing>> orders = orders(placings);
        Map<String, double[]> sums = new HashMap<>();
        for (List<Placing> order : orders) {
            List<TeamResult<String>> teams = new ArrayList<>();
            for (int place = 0; place < order.size(); place++) {
                Placing p = order.get(place);
                Rating before = ratings.getOrDefault(p.userId(), Rating.newcomer(p.userId(), p.name()));
                teams.add(new SimpleTeamResult<>(
                        before.mu(),
                        before.sigma(),
                        place + 1,
                        List.of(new SimplePlayerResult<>(p.userId(), before.mu(), before.sigma()))));
            }
            for (RatingAdjustment<String> a : ADJUDICATOR.rate(teams)) {
                double[] sum = sums.computeIfAbsent(a.playerId(), id -> new double[2]);
                sum[0] += a.mu();
                sum[1] += a.sigma();
            }
        }
        for (Placing p : placings) {
            double[] sum = sums.get(p.userId());
            Rating old = ratings.get(p.userId());
            int games = old == null ? 0 : old.games();
            ratings.put(
                    p.userId(),
                    new Rating(p.userId(), p.name(), sum[0] / orders.size(), sum[1] / orders.size(), games + 1));
        }
    }

    /** The rated id of an AI level ("ai:hard"), as {@link Rating#userId()} shows it. */
    public static String aiId(Level level) {
        return AI + level.text();
    }

    /** The AI level a rated id stands for; empty for a person. */
    public static Optional<Level> aiLevel(String ratedId) {
        return ratedId.startsWith(AI) && ratedId.indexOf(':', AI.length()) < 0
                ? Level.parse(ratedId.substring(AI.length()))
                : Optional.empty();
    }

    /** The placing as rated: an AI seat's under its level's id. */
    static Placing asRated(Placing p) {
        Optional<Level> level = new Seat(p.userId(), p.name(), p.colour()).aiLevel();
        return level.map(l -> new Placing(aiId(l), p.name(), p.colour(), p.place(), p.exit()))
                .orElse(p);
    }

    /**
     * The placings, best first, in every order that breaks their shared places (one order when none is shared; 24
     * at most, four players sharing one place).
     */
    static List<List<Placing>> orders(List<Placing> bestFirst) {
        List<List<Placing>> orders = List.of(List.of());
        int i = 0;
        while (i < bestFirst.size()) {
            int place = bestFirst.get(i).place();
            int end = i;
            while (end < bestFirst.size() && bestFirst.get(end).place() == place) {
                end++;
            }
            List<List<Placing>> shared = permutations(bestFirst.subList(i, end));
            List<List<Placing>> longer = new ArrayList<>();
            for (List<Placing> before : orders) {
                for (List<Placing> tie : shared) {
                    List<Placing> order = new ArrayList<>(before);
                    order.addAll(tie);
                    longer.add(order);
                }
            }
            orders = longer;
            i = end;
        }
        return orders;
    }

    private static List<List<Placing>> permutations(List<Placing> placings) {
        if (placings.size() <= 1) {
            return List.of(placings);
        }
        List<List<Placing>> all = new ArrayList<>();
        for (int first = 0; first < placings.size(); first++) {
            List<Placing> rest = new ArrayList<>(placings);
            Placing head = rest.remove(first);
            for (List<Placing> tail : permutations(rest)) {
                List<Placing> order = new ArrayList<>(List.of(head));
                order.addAll(tail);
                all.add(order);
            }
        }
        return all;
    }

    /** A draw where every player still in at the end is an AI counts for nobody. */
    private static boolean drawnAmongAisOnly(List<Placing> placings) {
        List<Placing> drawn =
                placings.stream().filter(p -> p.exit() == Exit.DRAWN).toList();
        return !drawn.isEmpty()
                && drawn.stream().allMatch(p -> aiLevel(p.userId()).isPresent());
    }

    public Optional<Rating> of(String userId) {
        return Optional.ofNullable(byUser.get(userId));
    }

    /**
     * The player's rating before his first game and after each game rated for him, oldest first: the line of his
     * chart. Empty if no game of these rated him.
     */
    public static List<Rating> history(List<GameResult> resultsOldestFirst, String ratedId) {
        return replay(resultsOldestFirst, ratedId).history();
    }

    /** Everyone's ratings after the results, and one player's {@link #history} through them. */
    public record Replayed(Ratings ratings, List<Rating> history) {
        public Replayed {
            history = List.copyOf(history);
        }
    }

    /** The ratings and one player's line, from one replay of the results (a player's stats need both). */
    public static Replayed replay(List<GameResult> resultsOldestFirst, String ratedId) {
        Map<String, Rating> ratings = new HashMap<>();
        List<Rating> line = new ArrayList<>();
        for (GameResult game : resultsOldestFirst) {
            Rating before = ratings.get(ratedId);
            rate(ratings, game);
            Rating after = ratings.get(ratedId);
            if (after != null && after != before) {
                if (line.isEmpty()) {
                    line.add(Rating.newcomer(ratedId, after.name()));
                }
                line.add(after);
            }
        }
        return new Replayed(new Ratings(ratings), line);
    }

    /** Everyone rated, the best first; equal ratings by more games, then by name and id, so the order is stable. */
    public List<Rating> top(int count) {
        return byUser.values().stream().sorted(BEST_FIRST).limit(count).toList();
    }

    /** The players whose rating is no longer provisional, the best first: the places of the leaderboard. */
    public List<Rating> ranked() {
        return byUser.values().stream()
                .filter(r -> !r.provisional())
                .sorted(BEST_FIRST)
                .toList();
    }

    /** The players still provisional, the best first: listed apart from the places. */
    public List<Rating> provisional() {
        return byUser.values().stream()
                .filter(Rating::provisional)
                .sorted(BEST_FIRST)
                .toList();
    }

    /** The player's place among the {@link #ranked()} ones, 1 for the best; 0 while he is provisional or unrated. */
    public int rankOf(String userId) {
        List<Rating> ranked = ranked();
        for (int i = 0; i < ranked.size(); i++) {
            if (ranked.get(i).userId().equals(userId)) {
                return place(ranked, i);
            }
        }
        return 0;
    }

    /**
     * The place of the player at {@code index} of {@code bestFirst}: those of one shown rating share the place of the
     * first of them, and the next rating's place counts them all (1, 1, 3). Players compare the shown, rounded rating,
     * not the μ and σ behind it: two at 1994 are level to them, whatever the decimals say.
     */
    static int place(List<Rating> bestFirst, int index) {
        long shown = bestFirst.get(index).shown();
        int first = index;
        while (first > 0 && bestFirst.get(first - 1).shown() == shown) {
            first--;
        }
        return first + 1;
    }
}

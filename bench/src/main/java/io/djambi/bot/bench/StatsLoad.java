package io.djambi.bot.bench;

import io.djambi.bot.stats.GlobalRatings;
import io.djambi.bot.stats.Ratings;
import io.djambi.bot.stats.ResultStore;
import io.djambi.bot.store.BotDatabase;
import io.djambi.engine.model.Colour;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Clock;
import java.time.Instant;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;

/**
 * The global rating line of {@code /djambi stats} with many stored results, on SQLite: replaying every result (what
 * each call did before {@link GlobalRatings}) against the ratings kept up to date. Usage: {@code StatsLoad <results>
 * <players> <rounds>}. The results (four players each, drawn from {@code players}, on 50 servers, a minute apart) are
 * written straight into the result tables of a fresh database: recording them through the store would need a game
 * table for each, which this measurement does not look at. Each round times both, and the kept ratings once more
 * with nothing new, then stores one more result.
 */
public final class StatsLoad {
    private StatsLoad() {}

    public static void main(String[] args) throws Exception {
        int results = Integer.parseInt(args[0]);
        int players = Integer.parseInt(args[1]);
        int rounds = Integer.parseInt(args[2]);
        Path file = Files.createTempDirectory("djambi-stats").resolve("stats.db");
        BotDatabase.open(file, Clock.systemUTC()).close(); // the schema, as the bot makes it
        Random random = new Random(1);
        Instant start = Instant.parse("2026-01-01T00:00:00Z");
        try (Connection raw = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            raw.setAutoCommit(false);
            for (int g = 1; g <= results; g++) {
                insert(raw, g, start.plusSeconds(60L * g), random, players);
            }
            raw.commit();
        }
        try (BotDatabase db = BotDatabase.open(file, Clock.systemUTC())) {
            ResultStore store = db.results();
            GlobalRatings kept = new GlobalRatings(store);
            try (Connection raw = DriverManager.getConnection("jdbc:sqlite:" + file)) {
                for (int round = 0; round < rounds; round++) {
                    long t0 = System.nanoTime();
                    Ratings replayed = Ratings.of(store.allResults());
                    long t1 = System.nanoTime();
                    Ratings now = kept.now();
                    long t2 = System.nanoTime();
                    kept.now();
                    long t3 = System.nanoTime();
                    System.out.printf(
                            "round %d: replaying all %.1f ms, kept up to date %.1f ms, again with nothing new %.1f ms"
                                    + " (%d rated, the same: %s)%n",
                            round,
                            (t1 - t0) / 1e6,
                            (t2 - t1) / 1e6,
                            (t3 - t2) / 1e6,
                            now.ranked().size(),
                            replayed.ranked().equals(now.ranked()));
                    insert(raw, results + round + 1, start.plusSeconds(60L * (results + round + 1)), random, players);
                }
            }
        }
    }

    /** One four-player result, the first placed the winner. */
    private static void insert(Connection raw, long id, Instant at, Random random, int players) throws Exception {
        try (PreparedStatement game =
                raw.prepareStatement("INSERT INTO game_result (table_id, guild_id, finished_at) VALUES (?, ?, ?)")) {
            game.setLong(1, id);
            game.setString(2, "server" + id % 50);
            game.setString(3, at.toString());
            game.executeUpdate();
        }
        try (PreparedStatement place = raw.prepareStatement(
                "INSERT INTO \"placing\" (table_id, colour, user_id, name, place, exit) VALUES (?, ?, ?, ?, ?, ?)")) {
            Set<Integer> seated = new HashSet<>();
            for (Colour c : Colour.values()) {
                int who;
                do {
                    who = random.nextInt(players);
                } while (!seated.add(who));
                place.setLong(1, id);
                place.setString(2, String.valueOf(c.letter()));
                place.setString(3, "user" + who);
                place.setString(4, "player " + who);
                place.setInt(5, seated.size());
                place.setString(6, seated.size() == 1 ? "won" : "lost");
                place.addBatch();
            }
            place.executeBatch();
        }
    }
}

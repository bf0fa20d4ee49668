package io.djambi.bot.store;

import io.djambi.bot.stats.Exit;
import io.djambi.bot.stats.GameResult;
import io.djambi.bot.stats.Placing;
import io.djambi.bot.stats.ResultStore;
import io.djambi.engine.model.Colour;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Finished games' placings in the database ("placing" is quoted: PostgreSQL reserves the word); a result and its placings are written in one transaction. */
public final class SqlResultStore implements ResultStore {
    private final Database database;

    public SqlResultStore(Database database) {
        this.database = database;
    }

    @Override
    public void markTimedOut(long tableId, Colour colour) {
        database.inTransaction("marking a timeout on table " + tableId, () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement(
                            "INSERT INTO timed_out (table_id, colour) VALUES (?, ?) ON CONFLICT DO NOTHING")) {
                u.setLong(1, tableId);
                u.setString(2, String.valueOf(colour.letter()));
                return u.executeUpdate();
            }
        });
    }

    @Override
    public Set<Colour> timedOut(long tableId) {
        return database.read("reading the timeouts of table " + tableId, () -> {
            Set<Colour> out = EnumSet.noneOf(Colour.class);
            try (PreparedStatement q =
                    database.connection().prepareStatement("SELECT colour FROM timed_out WHERE table_id = ?")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        out.add(Colour.fromLetter(rs.getString(1).charAt(0)));
                    }
                }
            }
            return Set.copyOf(out);
        });
    }

    @Override
    public void record(GameResult result) {
        database.inTransaction("recording the result of table " + result.tableId(), () -> {
            try (PreparedStatement game = database.connection()
                    .prepareStatement(
                            "INSERT INTO game_result (table_id, guild_id, finished_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")) {
                game.setLong(1, result.tableId());
                game.setString(2, result.guildId());
                game.setString(3, result.finishedAt().toString());
                if (game.executeUpdate() == 0) {
                    return 0; // already recorded: a game counts once
                }
            }
            try (PreparedStatement place = database.connection().prepareStatement("""
                    INSERT INTO "placing" (table_id, colour, user_id, name, place, exit) VALUES (?, ?, ?, ?, ?, ?)""")) {
                for (Placing p : result.placings()) {
                    place.setLong(1, result.tableId());
                    place.setString(2, String.valueOf(p.colour().letter()));
                    place.setString(3, p.userId());
                    place.setString(4, p.name());
                    place.setInt(5, p.place());
                    place.setString(6, p.exit().text());
                    place.addBatch();
                }
                place.executeBatch();
            }
            return 1;
        });
    }

    @Override
    public List<GameResult> results(String guildId) {
        return database.read("reading the results of server " + guildId, () -> {
            Map<Long, Instant> finished = new LinkedHashMap<>();
            Map<Long, List<Placing>> placings = new LinkedHashMap<>();
            try (PreparedStatement q = database.connection().prepareStatement("""
                    SELECT r.table_id, r.finished_at, p.colour, p.user_id, p.name, p.place, p.exit
                    FROM game_result r JOIN "placing" p ON p.table_id = r.table_id
                    WHERE r.guild_id = ? ORDER BY r.finished_at, r.table_id, p.place, p.colour""")) {
                q.setString(1, guildId);
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        long id = rs.getLong(1);
                        finished.putIfAbsent(id, Instant.parse(rs.getString(2)));
                        placings.computeIfAbsent(id, k -> new ArrayList<>())
                                .add(new Placing(
                                        rs.getString(4),
                                        rs.getString(5),
                                        Colour.fromLetter(rs.getString(3).charAt(0)),
                                        rs.getInt(6),
                                        Exit.parse(rs.getString(7)).orElse(Exit.LOST)));
                    }
                }
            }
            List<GameResult> out = new ArrayList<>();
            finished.forEach((id, at) -> out.add(new GameResult(
                    id,
                    guildId,
                    at,
                    placings.get(id).stream()
                            .sorted(Comparator.comparingInt(Placing::place).thenComparing(Placing::colour))
                            .toList())));
            return out;
        });
    }
}

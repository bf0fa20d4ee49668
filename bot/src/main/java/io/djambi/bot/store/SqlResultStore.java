package io.djambi.bot.store;

import io.djambi.bot.game.Seat;
import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.StandIn;
import io.djambi.bot.game.WantedSeat;
import io.djambi.bot.stats.Exit;
import io.djambi.bot.stats.GameResult;
import io.djambi.bot.stats.Placing;
import io.djambi.bot.stats.ResultStore;
import io.djambi.engine.model.Colour;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Finished games' placings in the database ("placing" is quoted: PostgreSQL reserves the word); a result and its placings are written in one transaction. */
public final class SqlResultStore implements ResultStore {
    private final Database database;
    private final StandInRows standIns;

    public SqlResultStore(Database database) {
        this.database = database;
        this.standIns = new StandInRows(database);
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
    public void markSeatChanged(long tableId, SeatChange change) {
        database.inTransaction("noting a seat handed over on table " + tableId, () -> {
            try (PreparedStatement u = database.connection().prepareStatement("""
                    INSERT INTO seat_change (table_id, seq, ply, colour, left_user_id, left_name, came_user_id, came_name)
                    VALUES (?, (SELECT COUNT(*) FROM seat_change WHERE table_id = ?), ?, ?, ?, ?, ?, ?)""")) {
                u.setLong(1, tableId);
                u.setLong(2, tableId);
                u.setInt(3, change.ply());
                u.setString(4, String.valueOf(change.left().colour().letter()));
                u.setString(5, change.left().userId());
                u.setString(6, change.left().name());
                u.setString(7, change.came().userId());
                u.setString(8, change.came().name());
                u.executeUpdate();
            }
            // The seat has its player: it wants no substitute any more
            try (PreparedStatement d = database.connection()
                    .prepareStatement("DELETE FROM seat_wanted WHERE table_id = ? AND colour = ?")) {
                d.setLong(1, tableId);
                d.setString(2, String.valueOf(change.left().colour().letter()));
                return d.executeUpdate();
            }
        });
    }

    @Override
    public void markStandIn(long tableId, StandIn standIn) {
        standIns.mark(tableId, standIn);
    }

    @Override
    public List<StandIn> standIns(long tableId) {
        return standIns.of(tableId);
    }

    @Override
    public void forgetStandIns(long tableId, int ply) {
        standIns.forget(tableId, ply);
    }

    @Override
    public void markSeatWanted(long tableId, WantedSeat wanted) {
        database.inTransaction("marking a seat wanted on table " + tableId, () -> {
            try (PreparedStatement u = database.connection().prepareStatement("""
                    INSERT INTO seat_wanted (table_id, colour, candidate_id, candidate_name) VALUES (?, ?, ?, ?)
                    ON CONFLICT (table_id, colour) DO UPDATE
                    SET candidate_id = excluded.candidate_id, candidate_name = excluded.candidate_name""")) {
                u.setLong(1, tableId);
                u.setString(2, String.valueOf(wanted.colour().letter()));
                u.setString(3, wanted.candidateId());
                u.setString(4, wanted.candidateName());
                return u.executeUpdate();
            }
        });
    }

    @Override
    public List<WantedSeat> seatsWanted(long tableId) {
        return database.read("reading the seats wanted on table " + tableId, () -> {
            List<WantedSeat> out = new ArrayList<>();
            try (PreparedStatement q = database.connection()
                    .prepareStatement(
                            "SELECT colour, candidate_id, candidate_name FROM seat_wanted WHERE table_id = ?")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        out.add(new WantedSeat(
                                Colour.fromLetter(rs.getString(1).charAt(0)), rs.getString(2), rs.getString(3)));
                    }
                }
            }
            out.sort(java.util.Comparator.comparing(WantedSeat::colour));
            return List.copyOf(out);
        });
    }

    @Override
    public List<SeatChange> seatChanges(long tableId) {
        return database.read("reading the seats handed over on table " + tableId, () -> {
            List<SeatChange> out = new ArrayList<>();
            try (PreparedStatement q = database.connection().prepareStatement("""
                    SELECT ply, colour, left_user_id, left_name, came_user_id, came_name
                    FROM seat_change WHERE table_id = ? ORDER BY seq""")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        Colour c = Colour.fromLetter(rs.getString(2).charAt(0));
                        out.add(new SeatChange(
                                rs.getInt(1),
                                new Seat(rs.getString(3), rs.getString(4), c),
                                new Seat(rs.getString(5), rs.getString(6), c)));
                    }
                }
            }
            return List.copyOf(out);
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
                for (Placing p : result.placings().stream()
                        .filter(p -> p.exit() != Exit.LEFT)
                        .toList()) {
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
            try (PreparedStatement left = database.connection().prepareStatement("""
                    INSERT INTO left_seat (table_id, user_id, colour, name, place) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT DO NOTHING""")) {
                for (Placing p : result.placings()) {
                    if (p.exit() == Exit.LEFT) {
                        left.setLong(1, result.tableId());
                        left.setString(2, p.userId());
                        left.setString(3, String.valueOf(p.colour().letter()));
                        left.setString(4, p.name());
                        left.setInt(5, p.place());
                        left.addBatch();
                    }
                }
                left.executeBatch();
            }
            return 1;
        });
    }

    @Override
    public List<GameResult> results(String guildId) {
        return read("reading the results of server " + guildId, " WHERE r.guild_id = ?", q -> q.setString(1, guildId));
    }

    @Override
    public List<GameResult> allResults() {
        return read("reading the results of every server", "", q -> {});
    }

    @Override
    public List<GameResult> allResultsAfter(Instant finishedAt, long tableId) {
        // The same order as the reads' ORDER BY, on the same text, whatever the database's collation
        String at = finishedAt.toString();
        return read(
                "reading the newer results of every server",
                " WHERE (r.finished_at > ? OR (r.finished_at = ? AND r.table_id > ?))",
                q -> {
                    q.setString(1, at);
                    q.setString(2, at);
                    q.setLong(3, tableId);
                });
    }

    @Override
    public int resultCount() {
        return database.read("counting the results of every server", () -> {
            // Counted as the reads see them: a result with its placings
            try (PreparedStatement q = database.connection().prepareStatement("""
                    SELECT count(*) FROM game_result r
                    WHERE EXISTS (SELECT 1 FROM "placing" p WHERE p.table_id = r.table_id)""");
                    ResultSet rs = q.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }

    /** Sets a query's parameters. */
    private interface Parameters {
        void set(PreparedStatement q) throws SQLException;
    }

    /** The results {@code where} picks (a clause on {@code game_result r}, its parameters set by {@code parameters}). */
    private List<GameResult> read(String doing, String where, Parameters parameters) {
        return database.read(doing, () -> {
            Map<Long, Instant> finished = new LinkedHashMap<>();
            Map<Long, String> guilds = new HashMap<>();
            Map<Long, List<Placing>> placings = new LinkedHashMap<>();
            try (PreparedStatement q = database.connection()
                    .prepareStatement("""
                    SELECT r.table_id, r.finished_at, p.colour, p.user_id, p.name, p.place, p.exit, r.guild_id
                    FROM game_result r JOIN "placing" p ON p.table_id = r.table_id""" + where + " ORDER BY r.finished_at, r.table_id, p.place, p.colour")) {
                parameters.set(q);
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        long id = rs.getLong(1);
                        finished.putIfAbsent(id, Instant.parse(rs.getString(2)));
                        guilds.putIfAbsent(id, rs.getString(8));
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
            try (PreparedStatement q = database.connection().prepareStatement("""
                    SELECT r.table_id, l.colour, l.user_id, l.name, l.place
                    FROM game_result r JOIN left_seat l ON l.table_id = r.table_id""" + where)) {
                parameters.set(q);
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        placings.computeIfAbsent(rs.getLong(1), k -> new ArrayList<>())
                                .add(new Placing(
                                        rs.getString(3),
                                        rs.getString(4),
                                        Colour.fromLetter(rs.getString(2).charAt(0)),
                                        rs.getInt(5),
                                        Exit.LEFT));
                    }
                }
            }
            List<GameResult> out = new ArrayList<>();
            finished.forEach((id, at) -> out.add(new GameResult(
                    id,
                    guilds.get(id),
                    at,
                    placings.get(id).stream()
                            .sorted(Comparator.comparingInt(Placing::place).thenComparing(Placing::colour))
                            .toList())));
            return out;
        });
    }
}

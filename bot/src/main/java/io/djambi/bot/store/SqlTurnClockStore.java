package io.djambi.bot.store;

import io.djambi.bot.clock.Away;
import io.djambi.bot.clock.NotifyPreference;
import io.djambi.bot.clock.TurnClock;
import io.djambi.bot.clock.TurnClockStore;
import io.djambi.engine.model.Colour;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Turn clocks and reminder preferences in the database: a saved clock is on disk before the reminder it records goes out. */
public final class SqlTurnClockStore implements TurnClockStore {
    private final Database database;

    public SqlTurnClockStore(Database database) {
        this.database = database;
    }

    @Override
    public Optional<TurnClock> find(long tableId) {
        return database.read("reading the clock of table " + tableId, () -> {
            try (PreparedStatement q = database.connection()
                    .prepareStatement(
                            "SELECT version, turn_started_at, reminders_sent, grace_until FROM turn_clock WHERE table_id = ?")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    return rs.next()
                            ? Optional.of(new TurnClock(
                                    tableId,
                                    rs.getInt(1),
                                    Instant.parse(rs.getString(2)),
                                    rs.getInt(3),
                                    Optional.ofNullable(rs.getString(4)).map(Instant::parse)))
                            : Optional.<TurnClock>empty();
                }
            }
        });
    }

    @Override
    public void save(TurnClock clock) {
        database.inTransaction("saving the clock of table " + clock.tableId(), () -> write(clock));
    }

    @Override
    public Optional<TurnClock> earlier(long tableId, int version) {
        return database.read("reading the earlier clocks of table " + tableId, () -> {
            try (PreparedStatement q = database.connection()
                    .prepareStatement("SELECT earlier_clocks FROM turn_clock WHERE table_id = ?")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    return rs.next()
                            ? parseEarlier(tableId, rs.getString(1)).stream()
                                    .filter(c -> c.version() == version)
                                    .findFirst()
                            : Optional.<TurnClock>empty();
                }
            }
        });
    }

    private int write(TurnClock clock) throws SQLException {
        String earlier = earlierAfter(clock);
        try (PreparedStatement u = database.connection().prepareStatement("""
                INSERT INTO turn_clock (table_id, version, turn_started_at, reminders_sent, grace_until,
                    turn_started_ms, grace_until_ms, earlier_clocks)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (table_id) DO UPDATE SET version = excluded.version,
                    turn_started_at = excluded.turn_started_at, reminders_sent = excluded.reminders_sent,
                    grace_until = excluded.grace_until, turn_started_ms = excluded.turn_started_ms,
                    grace_until_ms = excluded.grace_until_ms, earlier_clocks = excluded.earlier_clocks""")) {
            u.setString(8, earlier);
            u.setLong(1, clock.tableId());
            u.setInt(2, clock.version());
            u.setString(3, clock.turnStartedAt().toString());
            u.setInt(4, clock.remindersSent());
            u.setString(5, clock.graceUntil().map(Instant::toString).orElse(null));
            // The same instants in milliseconds, for the query of what is due (SqlTableStore.clockChannels)
            u.setLong(6, clock.turnStartedAt().toEpochMilli());
            if (clock.graceUntil().isPresent()) {
                u.setLong(7, clock.graceUntil().get().toEpochMilli());
            } else {
                u.setNull(7, java.sql.Types.BIGINT);
            }
            return u.executeUpdate();
        }
    }

    @Override
    public NotifyPreference preference(String userId) {
        return database.read("reading the reminder preference of " + userId, () -> {
            try (PreparedStatement q = database.connection()
                    .prepareStatement("SELECT dm, mention FROM notify_preference WHERE user_id = ?")) {
                q.setString(1, userId);
                try (ResultSet rs = q.executeQuery()) {
                    return rs.next()
                            ? new NotifyPreference(rs.getInt(1) == 1, rs.getInt(2) == 1)
                            : NotifyPreference.DEFAULT;
                }
            }
        });
    }

    @Override
    public void savePreference(String userId, NotifyPreference preference) {
        // A transaction, though one statement: a session lost at its commit is then told apart (CommitUnknown)
        database.inTransaction("saving the reminder preference of " + userId, () -> {
            try (PreparedStatement u = database.connection().prepareStatement("""
                    INSERT INTO notify_preference (user_id, dm, mention) VALUES (?, ?, ?)
                    ON CONFLICT (user_id) DO UPDATE SET dm = excluded.dm, mention = excluded.mention""")) {
                u.setString(1, userId);
                u.setInt(2, preference.dm() ? 1 : 0);
                u.setInt(3, preference.mention() ? 1 : 0);
                return u.executeUpdate();
            }
        });
    }

    @Override
    public Optional<Instant> pausedSince(long tableId) {
        return database.read("reading the pause of table " + tableId, () -> {
            try (PreparedStatement q =
                    database.connection().prepareStatement("SELECT paused_at FROM clock_pause WHERE table_id = ?")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    return rs.next() ? Optional.of(Instant.parse(rs.getString(1))) : Optional.<Instant>empty();
                }
            }
        });
    }

    @Override
    public void pause(long tableId, Instant at) {
        database.inTransaction("pausing table " + tableId, () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement("INSERT INTO clock_pause (table_id, paused_at) VALUES (?, ?)"
                            + " ON CONFLICT (table_id) DO UPDATE SET paused_at = excluded.paused_at")) {
                u.setLong(1, tableId);
                u.setString(2, at.toString());
                return u.executeUpdate();
            }
        });
    }

    @Override
    public void resume(long tableId, Optional<TurnClock> moved) {
        database.inTransaction("resuming table " + tableId, () -> {
            try (PreparedStatement u =
                    database.connection().prepareStatement("DELETE FROM clock_pause WHERE table_id = ?")) {
                u.setLong(1, tableId);
                u.executeUpdate();
            }
            return moved.isPresent() ? write(moved.get()) : 0;
        });
    }

    @Override
    public List<Away> aways(long tableId) {
        return database.read("reading the absences of table " + tableId, () -> {
            List<Away> out = new ArrayList<>();
            try (PreparedStatement q = database.connection()
                    .prepareStatement(
                            "SELECT colour, from_at, until_at FROM away WHERE table_id = ? ORDER BY colour")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        out.add(new Away(
                                tableId,
                                Colour.fromLetter(rs.getString(1).charAt(0)),
                                Instant.parse(rs.getString(2)),
                                Instant.parse(rs.getString(3))));
                    }
                }
            }
            return List.copyOf(out);
        });
    }

    @Override
    public void saveAway(Away away, Optional<TurnClock> moved) {
        database.inTransaction("saving an absence on table " + away.tableId(), () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement(
                            "INSERT INTO away (table_id, colour, from_at, until_at) VALUES (?, ?, ?, ?) ON CONFLICT (table_id, colour)"
                                    + " DO UPDATE SET from_at = excluded.from_at, until_at = excluded.until_at")) {
                u.setLong(1, away.tableId());
                u.setString(2, String.valueOf(away.colour().letter()));
                u.setString(3, away.from().toString());
                u.setString(4, away.until().toString());
                u.executeUpdate();
            }
            return moved.isPresent() ? write(moved.get()) : 0;
        });
    }

    @Override
    public Map<String, String> votes(long tableId) {
        return database.read("reading the votes of table " + tableId, () -> {
            Map<String, String> out = new HashMap<>();
            try (PreparedStatement q = database.connection()
                    .prepareStatement("SELECT user_id, motion FROM clock_vote WHERE table_id = ?")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        out.put(rs.getString(1), rs.getString(2));
                    }
                }
            }
            return Map.copyOf(out);
        });
    }

    @Override
    public void vote(long tableId, String userId, String motion) {
        database.inTransaction("recording a vote on table " + tableId, () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement(
                            "INSERT INTO clock_vote (table_id, user_id, motion) VALUES (?, ?, ?) ON CONFLICT (table_id, user_id)"
                                    + " DO UPDATE SET motion = excluded.motion")) {
                u.setLong(1, tableId);
                u.setString(2, userId);
                u.setString(3, motion);
                return u.executeUpdate();
            }
        });
    }

    @Override
    public void clearVotes(long tableId, String motion) {
        database.inTransaction("clearing the votes of table " + tableId, () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement("DELETE FROM clock_vote WHERE table_id = ? AND motion = ?")) {
                u.setLong(1, tableId);
                u.setString(2, motion);
                return u.executeUpdate();
            }
        });
    }

    /**
     * The earlier clocks once {@code clock} is saved: the stored clock it replaces goes first if it is of another turn,
     * the latest {@value TurnClockStore#KEPT} kept. Read in the save's transaction.
     */
    private String earlierAfter(TurnClock clock) throws SQLException {
        try (PreparedStatement q = database.connection()
                .prepareStatement("SELECT version, turn_started_at, reminders_sent, grace_until, earlier_clocks"
                        + " FROM turn_clock WHERE table_id = ?")) {
            q.setLong(1, clock.tableId());
            try (ResultSet rs = q.executeQuery()) {
                if (!rs.next()) {
                    return null;
                }
                List<TurnClock> kept = new ArrayList<>(parseEarlier(clock.tableId(), rs.getString(5)));
                if (rs.getInt(1) != clock.version()) {
                    TurnClock replaced = new TurnClock(
                            clock.tableId(),
                            rs.getInt(1),
                            Instant.parse(rs.getString(2)),
                            rs.getInt(3),
                            Optional.ofNullable(rs.getString(4)).map(Instant::parse));
                    kept.removeIf(c -> c.version() == replaced.version());
                    kept.add(0, replaced);
                }
                return String.join(
                        ";",
                        kept.stream()
                                .limit(TurnClockStore.KEPT)
                                .map(c -> c.version() + "," + c.turnStartedAt() + "," + c.remindersSent() + ","
                                        + c.graceUntil().map(Instant::toString).orElse("-"))
                                .toList());
            }
        }
    }

    /** The earlier clocks column: {@code version,started,reminders,grace} (or {@code -}), newest first. */
    private static List<TurnClock> parseEarlier(long tableId, String column) {
        if (column == null || column.isBlank()) {
            return List.of();
        }
        List<TurnClock> clocks = new ArrayList<>();
        for (String one : column.split(";")) {
            String[] parts = one.split(",");
            clocks.add(new TurnClock(
                    tableId,
                    Integer.parseInt(parts[0]),
                    Instant.parse(parts[1]),
                    Integer.parseInt(parts[2]),
                    parts[3].equals("-") ? Optional.empty() : Optional.of(Instant.parse(parts[3]))));
        }
        return clocks;
    }
}

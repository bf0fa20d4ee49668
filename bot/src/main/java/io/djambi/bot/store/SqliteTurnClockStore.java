package io.djambi.bot.store;

import io.djambi.bot.clock.NotifyPreference;
import io.djambi.bot.clock.TurnClock;
import io.djambi.bot.clock.TurnClockStore;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.Optional;

/** Turn clocks and reminder preferences in SQLite: a saved clock is on disk before the reminder it records goes out. */
public final class SqliteTurnClockStore implements TurnClockStore {
    private final Database database;

    public SqliteTurnClockStore(Database database) {
        this.database = database;
    }

    @Override
    public Optional<TurnClock> find(long tableId) {
        return database.read("reading the clock of table " + tableId, () -> {
            try (PreparedStatement q = database.connection().prepareStatement(
                    "SELECT version, turn_started_at, reminders_sent, grace_until FROM turn_clock WHERE table_id = ?")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    return rs.next()
                            ? Optional.of(new TurnClock(tableId, rs.getInt(1), Instant.parse(rs.getString(2)),
                                    rs.getInt(3), Optional.ofNullable(rs.getString(4)).map(Instant::parse)))
                            : Optional.<TurnClock>empty();
                }
            }
        });
    }

    @Override
    public void save(TurnClock clock) {
        database.read("saving the clock of table " + clock.tableId(), () -> {
            try (PreparedStatement u = database.connection().prepareStatement("""
                    INSERT INTO turn_clock (table_id, version, turn_started_at, reminders_sent, grace_until)
                    VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (table_id) DO UPDATE SET version = excluded.version,
                        turn_started_at = excluded.turn_started_at, reminders_sent = excluded.reminders_sent,
                        grace_until = excluded.grace_until""")) {
                u.setLong(1, clock.tableId());
                u.setInt(2, clock.version());
                u.setString(3, clock.turnStartedAt().toString());
                u.setInt(4, clock.remindersSent());
                u.setString(5, clock.graceUntil().map(Instant::toString).orElse(null));
                return u.executeUpdate();
            }
        });
    }

    @Override
    public NotifyPreference preference(String userId) {
        return database.read("reading the reminder preference of " + userId, () -> {
            try (PreparedStatement q = database.connection().prepareStatement(
                    "SELECT dm, mention FROM notify_preference WHERE user_id = ?")) {
                q.setString(1, userId);
                try (ResultSet rs = q.executeQuery()) {
                    return rs.next() ? new NotifyPreference(rs.getInt(1) == 1, rs.getInt(2) == 1)
                            : NotifyPreference.DEFAULT;
                }
            }
        });
    }

    @Override
    public void savePreference(String userId, NotifyPreference preference) {
        database.read("saving the reminder preference of " + userId, () -> {
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
}

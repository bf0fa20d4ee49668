package io.djambi.bot.store;

import io.djambi.bot.press.Draft;
import io.djambi.bot.press.Whisper;
import io.djambi.bot.press.Whisper.DeliveryState;
import io.djambi.bot.press.WhisperStore;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whispers and drafts in the database, read from it each time (a game has hundreds of whispers, not millions). A
 * whisper and its delivery rows, held by the storing process, are written in one transaction, before anything is
 * sent. A delivery whose hold has run out is claimed by a conditional {@code UPDATE}: of two processes claiming it at
 * once, PostgreSQL makes the second wait for the first's commit and then finds the row held, so it changes nothing;
 * SQLite has one process, whose one connection serialises the claims.
 */
public final class SqlWhisperStore implements WhisperStore {
    private static final Logger log = LoggerFactory.getLogger(SqlWhisperStore.class);
    private static final String SELECT = """
            SELECT w.id, w.table_id, w.sender_id, w.via, w.body, w.sent_at, d.recipient_id, d.state
            FROM whisper w JOIN whisper_delivery d ON d.whisper_id = w.id
            """;

    private final Database database;

    public SqlWhisperStore(Database database) {
        this.database = database;
    }

    @Override
    public Whisper add(Whisper whisper, Instant heldUntil) {
        return database.inTransaction(
                "storing a whisper in table " + whisper.tableId(), () -> insert(whisper, heldUntil));
    }

    private Whisper insert(Whisper whisper, Instant heldUntil) throws SQLException {
        long id;
        try (PreparedStatement w = database.connection()
                .prepareStatement(
                        "INSERT INTO whisper (table_id, sender_id, via, body, sent_at) VALUES (?, ?, ?, ?, ?)",
                        Statement.RETURN_GENERATED_KEYS)) {
            w.setLong(1, whisper.tableId());
            w.setString(2, whisper.senderId());
            w.setString(3, whisper.via().name());
            w.setString(4, whisper.text());
            w.setString(5, whisper.sentAt().toString());
            w.executeUpdate();
            try (ResultSet keys = w.getGeneratedKeys()) {
                keys.next();
                id = keys.getLong(1);
            }
        }
        try (PreparedStatement d = database.connection()
                .prepareStatement(
                        "INSERT INTO whisper_delivery (whisper_id, position, recipient_id, state, claimed_until_ms)"
                                + " VALUES (?, ?, ?, ?, ?)")) {
            for (int i = 0; i < whisper.addressees().size(); i++) {
                d.setLong(1, id);
                d.setInt(2, i);
                d.setString(3, whisper.addressees().get(i).userId());
                d.setString(4, whisper.addressees().get(i).state().name());
                d.setLong(5, heldUntil.toEpochMilli());
                d.addBatch();
            }
            d.executeBatch();
        }
        return whisper.withId(id);
    }

    @Override
    public void mark(long whisperId, String recipientId, DeliveryState state) {
        database.read("marking whisper " + whisperId, () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement(
                            "UPDATE whisper_delivery SET state = ? WHERE whisper_id = ? AND recipient_id = ?")) {
                u.setString(1, state.name());
                u.setLong(2, whisperId);
                u.setString(3, recipientId);
                return u.executeUpdate();
            }
        });
    }

    @Override
    public Optional<Whisper> find(long whisperId) {
        return query("reading whisper " + whisperId, SELECT + " WHERE w.id = ? ORDER BY d.position", whisperId).stream()
                .findFirst();
    }

    @Override
    public List<Whisper> ofTable(long tableId) {
        return query(
                "reading the whispers of table " + tableId,
                SELECT + " WHERE w.table_id = ? ORDER BY w.id, d.position",
                tableId);
    }

    @Override
    public Optional<Whisper> latestOf(String userId) {
        return query("reading a user's latest whisper", SELECT + """
                 WHERE w.id = (SELECT MAX(x.id) FROM (
                     SELECT id FROM whisper WHERE sender_id = ?
                     UNION ALL SELECT whisper_id AS id FROM whisper_delivery WHERE recipient_id = ?) x)
                 ORDER BY d.position""", userId, userId).stream()
                .findFirst();
    }

    @Override
    public List<Whisper> refusedTo(long tableId, String userId) {
        return query("reading the undelivered whispers of table " + tableId, SELECT + """
                 WHERE w.id IN (SELECT whisper_id FROM whisper_delivery WHERE state = 'REFUSED' AND recipient_id = ?)
                 AND w.table_id = ? ORDER BY w.id, d.position""", userId, tableId);
    }

    @Override
    public List<Whisper> pending() {
        return query("reading the pending whispers", SELECT + """
                 WHERE w.id IN (SELECT whisper_id FROM whisper_delivery WHERE state = 'PENDING')
                 ORDER BY w.id, d.position""");
    }

    @Override
    public List<Delivery> claimPending(Instant now, Instant heldUntil, int limit) {
        return database.inTransaction("claiming the pending whisper deliveries", () -> {
            Map<Long, Optional<Whisper>> read = new HashMap<>();
            List<Delivery> claimed = new ArrayList<>();
            try (PreparedStatement u = database.connection()
                    .prepareStatement("UPDATE whisper_delivery SET claimed_until_ms = ?"
                            + " WHERE whisper_id = ? AND recipient_id = ? AND state = 'PENDING'"
                            + " AND claimed_until_ms <= ?")) {
                // In the same order in every process, so two claims never wait for each other's rows crosswise
                for (Unheld free : unheld(now, limit)) {
                    u.setLong(1, heldUntil.toEpochMilli());
                    u.setLong(2, free.whisperId());
                    u.setString(3, free.recipientId());
                    u.setLong(4, now.toEpochMilli());
                    if (u.executeUpdate() == 1) { // 0: another process claimed it, or it was sent, since it was read
                        Optional<Whisper> w = read.computeIfAbsent(free.whisperId(), this::readable);
                        if (w.isPresent()) {
                            claimed.add(new Delivery(w.get(), free.recipientId(), free.failures()));
                        } else {
                            holdForEver(free);
                        }
                    }
                }
            }
            return claimed;
        });
    }

    /**
     * The whisper, or empty if its rows cannot be read (a field that does not parse, written by hand or by a bug):
     * said once, by its id alone. A failure of the database itself is thrown, the claim with it.
     */
    private Optional<Whisper> readable(long whisperId) {
        try {
            return Optional.of(find(whisperId).orElseThrow());
        } catch (StoreException e) {
            throw e;
        } catch (RuntimeException e) { // not its text: a field that does not parse may hold a piece of it
            log.warn(
                    "Whisper {} cannot be read ({}): its pending deliveries are never claimed again",
                    whisperId,
                    e.getClass().getName());
            return Optional.empty();
        }
    }

    /**
     * Keeps a delivery of a whisper that cannot be read pending, held for ever: never claimed again, so that the
     * deliveries behind it are. Not settled as {@link DeliveryState#REFUSED}: the recipient's next command in the game
     * would then read it to show it to him ({@link #refusedTo}), and fail.
     */
    private void holdForEver(Unheld delivery) throws SQLException {
        try (PreparedStatement u = database.connection()
                .prepareStatement("UPDATE whisper_delivery SET claimed_until_ms = ?"
                        + " WHERE whisper_id = ? AND recipient_id = ? AND state = 'PENDING'")) {
            u.setLong(1, Long.MAX_VALUE);
            u.setLong(2, delivery.whisperId());
            u.setString(3, delivery.recipientId());
            u.executeUpdate();
        }
    }

    @Override
    public void renew(Collection<DeliveryId> deliveries, Instant heldUntil) {
        // Each row in a statement of its own: a renewal never holds one row while it waits for another
        database.read("holding the whisper deliveries in flight", () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement("UPDATE whisper_delivery SET claimed_until_ms = ?"
                            + " WHERE whisper_id = ? AND recipient_id = ? AND state = 'PENDING'"
                            + " AND claimed_until_ms < ?")) {
                int renewed = 0;
                for (DeliveryId d : deliveries) {
                    u.setLong(1, heldUntil.toEpochMilli());
                    u.setLong(2, d.whisperId());
                    u.setString(3, d.recipientId());
                    u.setLong(4, heldUntil.toEpochMilli());
                    renewed += u.executeUpdate();
                }
                return renewed;
            }
        });
    }

    @Override
    public void failed(long whisperId, String recipientId, Instant heldUntil) {
        database.inTransaction("counting a failure of whisper " + whisperId, () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement("UPDATE whisper_delivery SET failures = failures + 1, claimed_until_ms = ?"
                            + " WHERE whisper_id = ? AND recipient_id = ? AND state = 'PENDING'")) {
                u.setLong(1, heldUntil.toEpochMilli());
                u.setLong(2, whisperId);
                u.setString(3, recipientId);
                return u.executeUpdate();
            }
        });
    }

    private record Unheld(long whisperId, String recipientId, int failures) {}

    /** The deliveries still pending and held by nobody at {@code now}, oldest first. */
    private List<Unheld> unheld(Instant now, int limit) throws SQLException {
        List<Unheld> free = new ArrayList<>();
        try (PreparedStatement q = database.connection()
                .prepareStatement("SELECT whisper_id, recipient_id, failures FROM whisper_delivery"
                        + " WHERE state = 'PENDING' AND claimed_until_ms <= ? ORDER BY whisper_id, position LIMIT ?")) {
            q.setLong(1, now.toEpochMilli());
            q.setInt(2, limit);
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    free.add(new Unheld(rs.getLong(1), rs.getString(2), rs.getInt(3)));
                }
            }
        }
        return free;
    }

    /** Rows of whispers joined with their deliveries, one row a recipient, folded back into whispers. */
    private List<Whisper> query(String what, String sql, Object... parameters) {
        return database.read(what, () -> {
            try (PreparedStatement q = database.connection().prepareStatement(sql)) {
                for (int i = 0; i < parameters.length; i++) {
                    q.setObject(i + 1, parameters[i]);
                }
                Map<Long, Whisper> byId = new LinkedHashMap<>();
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        long id = rs.getLong(1);
                        Whisper.Addressee to =
                                new Whisper.Addressee(rs.getString(7), DeliveryState.valueOf(rs.getString(8)));
                        Whisper before = byId.get(id);
                        List<Whisper.Addressee> addressees = new ArrayList<>();
                        if (before != null) {
                            addressees.addAll(before.addressees());
                        }
                        addressees.add(to);
                        byId.put(
                                id,
                                new Whisper(
                                        id,
                                        rs.getLong(2),
                                        rs.getString(3),
                                        addressees,
                                        rs.getString(5),
                                        Whisper.Via.valueOf(rs.getString(4)),
                                        Instant.parse(rs.getString(6))));
                    }
                }
                return List.copyOf(byId.values());
            }
        });
    }

    @Override
    public Draft addDraft(Draft draft) {
        return database.inTransaction("storing a draft", () -> {
            try (PreparedStatement i = database.connection()
                    .prepareStatement(
                            "INSERT INTO dm_draft (user_id, table_id, recipients, body, created_at) VALUES (?, ?, ?, ?, ?)",
                            Statement.RETURN_GENERATED_KEYS)) {
                i.setString(1, draft.userId());
                i.setLong(2, draft.tableId());
                i.setString(3, String.join(",", draft.recipients()));
                i.setString(4, draft.text());
                i.setString(5, draft.createdAt().toString());
                i.executeUpdate();
                try (ResultSet keys = i.getGeneratedKeys()) {
                    keys.next();
                    return draft.withId(keys.getLong(1));
                }
            }
        });
    }

    @Override
    public Optional<Draft> draft(long draftId) {
        return database.read("reading draft " + draftId, () -> {
            try (PreparedStatement q = database.connection()
                    .prepareStatement(
                            "SELECT user_id, table_id, recipients, body, created_at FROM dm_draft WHERE id = ?")) {
                q.setLong(1, draftId);
                try (ResultSet rs = q.executeQuery()) {
                    return rs.next()
                            ? Optional.of(new Draft(
                                    draftId,
                                    rs.getString(1),
                                    rs.getLong(2),
                                    Arrays.asList(rs.getString(3).split(",")),
                                    rs.getString(4),
                                    Instant.parse(rs.getString(5))))
                            : Optional.<Draft>empty();
                }
            }
        });
    }

    @Override
    public Optional<Whisper> confirm(Draft draft, Whisper whisper, Instant heldUntil) {
        return database.inTransaction(
                "sending draft " + draft.id(),
                () -> deleteDraft(draft.id()) ? Optional.of(insert(whisper, heldUntil)) : Optional.<Whisper>empty());
    }

    @Override
    public boolean dropDraft(long draftId) {
        return database.inTransaction("dropping draft " + draftId, () -> deleteDraft(draftId));
    }

    private boolean deleteDraft(long draftId) throws SQLException {
        try (PreparedStatement d = database.connection().prepareStatement("DELETE FROM dm_draft WHERE id = ?")) {
            d.setLong(1, draftId);
            return d.executeUpdate() == 1;
        }
    }
}

package io.djambi.bot.store;

import io.djambi.bot.game.StandIn;
import io.djambi.engine.ai.Level;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code stand_in} rows of {@link SqlResultStore}: the AI's moves for players whose time ran out. Each write
 * joins the transaction under way, the move's own, so a move and its row are stored together or not at all.
 */
final class StandInRows {
    private final Database database;

    StandInRows(Database database) {
        this.database = database;
    }

    void mark(long tableId, StandIn standIn) {
        database.inTransaction("noting the AI's move for a late player on table " + tableId, () -> {
            // A row left at this move would be an earlier move's, undone: this one's replaces it
            try (PreparedStatement u = database.connection().prepareStatement("""
                    INSERT INTO stand_in (table_id, ply, ai_level) VALUES (?, ?, ?)
                    ON CONFLICT (table_id, ply) DO UPDATE SET ai_level = excluded.ai_level""")) {
                u.setLong(1, tableId);
                u.setInt(2, standIn.ply());
                u.setString(3, standIn.level().text());
                return u.executeUpdate();
            }
        });
    }

    List<StandIn> of(long tableId) {
        return database.read("reading the AI's moves for late players on table " + tableId, () -> {
            List<StandIn> out = new ArrayList<>();
            try (PreparedStatement q = database.connection()
                    .prepareStatement("SELECT ply, ai_level FROM stand_in WHERE table_id = ? ORDER BY ply")) {
                q.setLong(1, tableId);
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        String level = rs.getString(2);
                        out.add(new StandIn(
                                rs.getInt(1),
                                Level.parse(level)
                                        .orElseThrow(() -> new IllegalStateException(
                                                "table " + tableId + ": no AI level " + level))));
                    }
                }
            }
            return List.copyOf(out);
        });
    }

    void forget(long tableId, int ply) {
        database.inTransaction("forgetting the AI's moves taken back on table " + tableId, () -> {
            try (PreparedStatement d =
                    database.connection().prepareStatement("DELETE FROM stand_in WHERE table_id = ? AND ply >= ?")) {
                d.setLong(1, tableId);
                d.setInt(2, ply);
                return d.executeUpdate();
            }
        });
    }
}

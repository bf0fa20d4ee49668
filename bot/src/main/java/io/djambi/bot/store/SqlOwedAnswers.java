package io.djambi.bot.store;

import io.djambi.bot.command.OwedAnswers;
import io.djambi.bot.game.Shards;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The interactions acknowledged and not yet answered, in the database ({@code owed_answer}, V27), each with the shard
 * it came through: a process reads only its own shards' rows, as it claims only their servers' outbox posts, so
 * processes sharing PostgreSQL never tell another's interactions, and the process that restarts with the same shards
 * tells those its predecessor left. The token is a credential: no description of a unit of work names it.
 */
public final class SqlOwedAnswers implements OwedAnswers {
    private final Database database;
    private final Shards shards;

    /** @param shards the shards of this process: it reads their interactions */
    public SqlOwedAnswers(Database database, Shards shards) {
        this.database = database;
        this.shards = shards;
    }

    @Override
    public void owe(Owed owed) {
        database.inTransaction("noting interaction " + owed.interactionId() + " acknowledged", () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement("INSERT INTO owed_answer"
                            + " (interaction_id, shard, token, acknowledged_ms, language, own_reply)"
                            + " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (interaction_id) DO NOTHING")) {
                u.setString(1, owed.interactionId());
                u.setInt(2, owed.shard());
                u.setString(3, owed.token());
                u.setLong(4, owed.acknowledged().toEpochMilli());
                u.setString(5, owed.language().toLanguageTag());
                u.setInt(6, owed.ownReply() ? 1 : 0);
                return u.executeUpdate();
            }
        });
    }

    @Override
    public void paid(String interactionId) {
        database.inTransaction("forgetting interaction " + interactionId, () -> {
            try (PreparedStatement u =
                    database.connection().prepareStatement("DELETE FROM owed_answer WHERE interaction_id = ?")) {
                u.setString(1, interactionId);
                return u.executeUpdate();
            }
        });
    }

    @Override
    public List<Owed> left() {
        return database.read("reading the interactions left unanswered", () -> {
            try (PreparedStatement q = database.connection()
                    .prepareStatement(
                            "SELECT interaction_id, shard, token, acknowledged_ms, language, own_reply"
                                    + " FROM owed_answer WHERE shard BETWEEN ? AND ? ORDER BY acknowledged_ms, interaction_id")) {
                q.setInt(1, shards.first());
                q.setInt(2, shards.last());
                List<Owed> left = new ArrayList<>();
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        left.add(new Owed(
                                rs.getString(1),
                                rs.getInt(2),
                                rs.getString(3),
                                Instant.ofEpochMilli(rs.getLong(4)),
                                Locale.forLanguageTag(rs.getString(5)),
                                rs.getInt(6) == 1));
                    }
                }
                return left;
            }
        });
    }
}

package io.djambi.bot.store;

import io.djambi.bot.game.ServerChoices;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Types;
import java.util.Optional;

/**
 * The servers' own choices in the database ({@code server_settings}), read when asked: a new game asks once, and a
 * server's commands reach only the process that holds its shard, so nothing is worth keeping in memory.
 */
public final class SqlServerChoices implements ServerChoices {
    private final Database database;

    public SqlServerChoices(Database database) {
        this.database = database;
    }

    @Override
    public Optional<Boolean> threads(String guildId) {
        return database.read("reading the choices of a server", () -> {
            try (PreparedStatement q =
                    database.connection().prepareStatement("SELECT threads FROM server_settings WHERE guild_id = ?")) {
                q.setString(1, guildId);
                try (ResultSet rs = q.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.<Boolean>empty();
                    }
                    int threads = rs.getInt(1);
                    return rs.wasNull() ? Optional.<Boolean>empty() : Optional.of(threads == 1);
                }
            }
        });
    }

    @Override
    public void chooseThreads(String guildId, boolean threads) {
        database.inTransaction("writing the choice of threads of a server", () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement("INSERT INTO server_settings (guild_id, threads) VALUES (?, ?)"
                            + " ON CONFLICT (guild_id) DO UPDATE SET threads = excluded.threads")) {
                u.setString(1, guildId);
                u.setObject(2, threads ? 1 : 0, Types.INTEGER);
                return u.executeUpdate();
            }
        });
    }
}

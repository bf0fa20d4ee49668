package io.djambi.bot.store;

import io.djambi.bot.game.NameBook;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Server names in the database. The names are read and written often (every post that names its server), so the
 * book remembers what it wrote and writes only a change; a name it has not seen is read from the database.
 */
public final class SqlNameBook implements NameBook {
    private final Database database;
    private final Map<String, String> written = new ConcurrentHashMap<>();

    public SqlNameBook(Database database) {
        this.database = database;
    }

    @Override
    public Optional<String> nameOf(String guildId) {
        return database.read("reading the name of a server", () -> {
            try (PreparedStatement q =
                    database.connection().prepareStatement("SELECT name FROM server_name WHERE guild_id = ?")) {
                q.setString(1, guildId);
                try (ResultSet rs = q.executeQuery()) {
                    return rs.next() ? Optional.of(rs.getString(1)) : Optional.<String>empty();
                }
            }
        });
    }

    @Override
    public void saw(String guildId, String name) {
        if (name.equals(written.get(guildId))) {
            return;
        }
        database.inTransaction("writing the name of a server", () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement("INSERT INTO server_name (guild_id, name) VALUES (?, ?)"
                            + " ON CONFLICT (guild_id) DO UPDATE SET name = excluded.name")) {
                u.setString(1, guildId);
                u.setString(2, name);
                return u.executeUpdate();
            }
        });
        written.put(guildId, name);
    }
}

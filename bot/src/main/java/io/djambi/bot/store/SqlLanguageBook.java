package io.djambi.bot.store;

import io.djambi.bot.text.LanguageBook;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The users' last seen languages in SQLite. Every interaction tells a user's language, so the book remembers what it
 * read or wrote and writes only a change: most interactions cost no write.
 */
public final class SqlLanguageBook implements LanguageBook {
    private final Database database;
    private final Map<String, Locale> known = new ConcurrentHashMap<>();

    public SqlLanguageBook(Database database) {
        this.database = database;
    }

    @Override
    public Locale languageOf(String userId) {
        Locale cached = known.get(userId);
        if (cached != null) {
            return cached;
        }
        Locale stored = database.read("reading the language of a user", () -> {
            try (PreparedStatement q =
                    database.connection().prepareStatement("SELECT language FROM user_language WHERE user_id = ?")) {
                q.setString(1, userId);
                try (ResultSet rs = q.executeQuery()) {
                    return rs.next() ? Locale.forLanguageTag(rs.getString(1)) : Locale.ENGLISH;
                }
            }
        });
        known.put(userId, stored);
        return stored;
    }

    @Override
    public void saw(String userId, Locale language) {
        if (language.equals(languageOf(userId))) {
            return;
        }
        database.inTransaction("writing the language of a user", () -> {
            try (PreparedStatement u = database.connection()
                    .prepareStatement("INSERT INTO user_language (user_id, language) VALUES (?, ?)"
                            + " ON CONFLICT (user_id) DO UPDATE SET language = excluded.language")) {
                u.setString(1, userId);
                u.setString(2, language.toLanguageTag());
                return u.executeUpdate();
            }
        });
        known.put(userId, language);
    }
}

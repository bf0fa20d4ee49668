package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.engine.model.Colour;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** A game's language and each user's last seen language survive a restart. */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlLanguagesTest {
    @TempDir
    Path dir;

    private final StoreDatabase database;

    SqlLanguagesTest(StoreDatabase database) {
        this.database = database;
    }

    @Test
    void aUsersLastSeenLanguageIsKeptAcrossARestartAndAnUnknownUserIsEnglish() throws SQLException {
        try (Database db = database.open(dir)) {
            SqlLanguageBook book = new SqlLanguageBook(db);
            assertEquals(Locale.ENGLISH, book.languageOf("ann"));
            book.saw("ann", Locale.FRENCH);
            book.saw("bob", Locale.FRENCH);
            book.saw("bob", Locale.ENGLISH);
        }
        try (Database db = database.open(dir)) {
            SqlLanguageBook book = new SqlLanguageBook(db);
            assertEquals(Locale.FRENCH, book.languageOf("ann"));
            assertEquals(Locale.ENGLISH, book.languageOf("bob"));
            assertEquals(Locale.ENGLISH, book.languageOf("cy"));
        }
    }

    @Test
    void aGamesLanguageIsStoredWithItAndChangedWithItsSettings() throws SQLException {
        TableSettings french = TableSettings.DEFAULTS.withLanguage(Locale.FRENCH);
        long id;
        try (Database db = database.open(dir)) {
            SqlTableStore tables = new SqlTableStore(db, Clock.systemUTC());
            Table lobby = tables.create(Table.lobby("g1", "c1", new Seat("ann", "ann", Colour.RED), french));
            id = lobby.id();
            assertEquals(
                    Locale.FRENCH, tables.find("c1").orElseThrow().settings().language());
            tables.save(lobby.withSettings(french.withLanguage(Locale.ENGLISH)));
        }
        try (Database db = database.open(dir)) {
            SqlTableStore tables = new SqlTableStore(db, Clock.systemUTC());
            assertEquals(
                    Locale.ENGLISH, tables.find("c1").orElseThrow().settings().language());
            assertEquals(id, tables.find("c1").orElseThrow().id());
        }
    }
}

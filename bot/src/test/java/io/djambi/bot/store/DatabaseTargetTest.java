package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DatabaseTargetTest {
    @Test
    void anSqliteUrlIsItsFileAndAPostgresqlUrlItsServer() {
        assertEquals(
                Optional.of(new DatabaseTarget.SqliteFile(Path.of("data/djambi.db"))),
                DatabaseTarget.parse("jdbc:sqlite:data/djambi.db", Optional.empty(), Optional.empty()));
        DatabaseTarget server = DatabaseTarget.parse(
                        "jdbc:postgresql://db:5432/djambi", Optional.of("bot"), Optional.of("secret"))
                .orElseThrow();
        assertEquals(Dialect.POSTGRESQL, server.dialect());
        assertTrue(DatabaseTarget.parse("jdbc:mysql://db/djambi", Optional.empty(), Optional.empty())
                .isEmpty());
        assertTrue(DatabaseTarget.parse("jdbc:sqlite:", Optional.empty(), Optional.empty())
                .isEmpty());
    }

    @Test
    void whatTheOperatorIsShownNeverHoldsAPassword() {
        DatabaseTarget server = DatabaseTarget.parse(
                        "jdbc:postgresql://db/djambi?user=bot&password=in-the-url",
                        Optional.of("bot"),
                        Optional.of("given-apart"))
                .orElseThrow();
        assertEquals("jdbc:postgresql://db/djambi", server.shown());
        assertFalse(server.toString().contains("in-the-url"), server.toString());
        assertFalse(server.toString().contains("given-apart"), server.toString());
    }
}

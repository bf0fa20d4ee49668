package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** A person's first move is his first once, across restarts. */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlFirstMovesTest {
    @TempDir
    Path dir;

    private final StoreDatabase database;

    SqlFirstMovesTest(StoreDatabase database) {
        this.database = database;
    }

    @Test
    void aFirstMoveIsFirstOnceEvenAfterARestart() throws SQLException {
        try (Database db = database.open(dir)) {
            SqlFirstMoves moves = new SqlFirstMoves(db);
            assertTrue(moves.firstMove("ann"));
            assertFalse(moves.firstMove("ann"));
            assertTrue(moves.firstMove("bob"), "each person has his own first move");
        }
        try (Database db = database.open(dir)) {
            assertFalse(new SqlFirstMoves(db).firstMove("ann"), "still known after the restart");
        }
    }
}

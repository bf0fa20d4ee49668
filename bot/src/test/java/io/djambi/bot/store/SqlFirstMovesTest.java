package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A person's first move is his first once, across restarts. */
class SqlFirstMovesTest {
    @TempDir
    Path dir;

    @Test
    void aFirstMoveIsFirstOnceEvenAfterARestart() throws SQLException {
        try (Database db = Database.open(dir.resolve("djambi.db"))) {
            SqlFirstMoves moves = new SqlFirstMoves(db);
            assertTrue(moves.firstMove("ann"));
            assertFalse(moves.firstMove("ann"));
            assertTrue(moves.firstMove("bob"), "each person has his own first move");
        }
        try (Database db = Database.open(dir.resolve("djambi.db"))) {
            assertFalse(new SqlFirstMoves(db).firstMove("ann"), "still known after the restart");
        }
    }
}

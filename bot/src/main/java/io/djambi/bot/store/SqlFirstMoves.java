package io.djambi.bot.store;

import io.djambi.bot.guide.FirstMoves;
import java.sql.PreparedStatement;

/** Who has played a move, in SQLite: one row a person, written once; the insert itself says whether it was new. */
public final class SqlFirstMoves implements FirstMoves {
    private final Database database;

    public SqlFirstMoves(Database database) {
        this.database = database;
    }

    @Override
    public boolean firstMove(String userId) {
        return database.inTransaction("noting a first move", () -> {
                    try (PreparedStatement insert = database.connection()
                            .prepareStatement("INSERT INTO first_move (user_id) VALUES (?) ON CONFLICT DO NOTHING")) {
                        insert.setString(1, userId);
                        return insert.executeUpdate();
                    }
                })
                == 1;
    }
}

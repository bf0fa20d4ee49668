package io.djambi.bot.store;

import io.djambi.bot.game.Table;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.notation.RecordNotation;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks a copy against its source, inside a unit of work on each: every table holds as many rows on both sides, and
 * every game on the target, live or over, is read as the bot reads it and replays to the same record as the source's
 * rows. The source is only read: its games are replayed from their rows, not loaded by a store, which would set a game
 * that does not replay aside.
 */
final class CopyCheck {
    private final Database from;
    private final Database to;
    private final Clock clock;
    private final Catalogue text;

    CopyCheck(Database from, Database to, Clock clock, Catalogue text) {
        this.from = from;
        this.to = to;
        this.clock = clock;
        this.text = text;
    }

    /** What the check found: the games replayed, the lobbies read, the games the source cannot replay either. */
    record Games(int replayed, int lobbies, int setAside) {}

    /** The first table whose rows differ in number, in the operator's words; empty if none does. */
    Optional<String> countsDiffer(Map<String, Integer> copied) throws SQLException {
        for (Map.Entry<String, Integer> table : copied.entrySet()) {
            int source = TableCopy.count(from, table.getKey());
            int target = TableCopy.count(to, table.getKey());
            if (source != table.getValue() || target != table.getValue()) {
                return Optional.of(text.get("copy-db.count-differs", table.getKey(), source, target));
            }
        }
        return Optional.empty();
    }

    /** Every game read on the target and compared with its source; a rejection names the first that differs. */
    Result<Games> games() throws SQLException {
        SqlTableStore target = new SqlTableStore(to, clock);
        int replayed = 0;
        int lobbies = 0;
        int setAside = 0;
        for (Map.Entry<Long, Optional<String>> game : sourceStarts().entrySet()) {
            switch (verdict(target, game.getKey(), game.getValue())) {
                case LOBBY -> lobbies++;
                case REPLAYED -> replayed++;
                case SET_ASIDE -> setAside++;
                case DIFFERS -> {
                    return Result.rejected(text.get("copy-db.game-differs", game.getKey()));
                }
            }
        }
        return Result.ok(new Games(replayed, lobbies, setAside));
    }

    private enum Verdict {
        LOBBY,
        REPLAYED,
        /** The source's log does not replay: the bot sets the game aside on either side; it is copied as it stands. */
        SET_ASIDE,
        DIFFERS
    }

    private Verdict verdict(SqlTableStore target, long id, Optional<String> start) throws SQLException {
        if (start.isEmpty()) {
            return read(target, id).isPresent() ? Verdict.LOBBY : Verdict.DIFFERS;
        }
        // The source's rows as a record in the project's notation: the position line, then an event a line
        Result<GameRecord> expected = RecordNotation.read(start.get() + "\n" + String.join("\n", sourceEvents(id)));
        if (expected instanceof Result.Rejected<GameRecord>) {
            return Verdict.SET_ASIDE;
        }
        Optional<String> copied =
                read(target, id).flatMap(Table::started).map(Game::record).map(RecordNotation::write);
        return copied.equals(Optional.of(RecordNotation.write(expected.orThrow())))
                ? Verdict.REPLAYED
                : Verdict.DIFFERS;
    }

    /** The table as the bot reads it on the target; empty if it cannot, so the check names it. */
    private static Optional<Table> read(SqlTableStore target, long id) {
        try {
            return target.byId(id);
        } catch (StoreException e) {
            throw e; // the database failed, not the rows
        } catch (RuntimeException e) { // rows the bot cannot make a table of (a seat of no colour, say)
            return Optional.empty();
        }
    }

    /** Each table's start position on the source, by id; empty for a lobby. */
    private Map<Long, Optional<String>> sourceStarts() throws SQLException {
        Map<Long, Optional<String>> starts = new LinkedHashMap<>();
        try (PreparedStatement q =
                        from.connection().prepareStatement("SELECT id, start_position FROM game_table ORDER BY id");
                ResultSet rs = q.executeQuery()) {
            while (rs.next()) {
                starts.put(rs.getLong(1), Optional.ofNullable(rs.getString(2)));
            }
        }
        return starts;
    }

    private List<String> sourceEvents(long id) throws SQLException {
        List<String> events = new ArrayList<>();
        try (PreparedStatement q =
                from.connection().prepareStatement("SELECT event FROM game_event WHERE table_id = ? ORDER BY seq")) {
            q.setLong(1, id);
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    events.add(rs.getString(1));
                }
            }
        }
        return events;
    }
}

package io.djambi.bot.game;

import java.util.List;
import java.util.Optional;

/**
 * Where tables live between commands: in memory for the console and tests, in SQLite for the bot. A save returns
 * only once the table is stored for good, so a command is acknowledged only after its change is safe. Callers hold
 * the channel's lock: one writer per channel at a time.
 */
public interface TableStore {
    /** The channel's latest table, live or not. */
    Optional<Table> find(String channelId);

    /** The table with this id, live or not. */
    Optional<Table> byId(long id);

    /** Stores a new table and returns it with its id. */
    Table create(Table table);

    /** Stores a changed table (its id set by {@link #create}). */
    void save(Table table);

    /** Every live table (lobbies and games in progress), oldest first. */
    List<Table> liveTables();

    /** The live tables where the user has a seat, in every server, oldest first. */
    default List<Table> liveTablesOf(String userId) {
        return liveTables().stream().filter(t -> t.seatOf(userId).isPresent()).toList();
    }
}

package io.djambi.bot.game;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Where tables live between commands: in memory for the console and tests, in SQLite or PostgreSQL for the bot. A save returns
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

    /** The live tables where an AI is to move, oldest first. */
    List<Table> aiTurns();

    /**
     * The channels of live, timed games whose turn clock may have something due at {@code now} (a reminder, a
     * timeout, or a new turn's clock to start), oldest first: every such channel, and perhaps a few more. The timer
     * reads each again under its lock and decides there.
     */
    List<String> clockChannels(Instant now);

    /** The live tables where the user has a seat, in every server, oldest first. */
    List<Table> liveTablesOf(String userId);

    /**
     * The live tables whose card is in the channel, oldest first: the games with threads of their own that a command
     * typed there may mean.
     */
    List<Table> cardsIn(String channelId);

    /** How many tables are live: lobbies and games in progress. */
    int liveCount();
}

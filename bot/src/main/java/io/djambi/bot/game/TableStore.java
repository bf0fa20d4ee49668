package io.djambi.bot.game;

import java.util.Optional;

/**
 * Where tables live between commands. The in-memory store serves the console and tests; the SQLite store of the bot
 * issue will implement the same port. Implementations must be safe for one writer per channel at a time.
 */
public interface TableStore {
    Optional<Table> find(String channelId);

    void save(Table table);
}

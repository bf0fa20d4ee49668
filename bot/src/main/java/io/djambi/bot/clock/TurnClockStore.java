package io.djambi.bot.clock;

import java.util.Optional;

/** Turn clocks and reminder preferences: in memory for tests, in SQLite for the bot. Thread-safe. */
public interface TurnClockStore {
    Optional<TurnClock> find(long tableId);

    void save(TurnClock clock);

    NotifyPreference preference(String userId);

    void savePreference(String userId, NotifyPreference preference);
}

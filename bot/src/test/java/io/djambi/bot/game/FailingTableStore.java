package io.djambi.bot.game;

import io.djambi.bot.command.Outage;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Tables in memory whose listings (what the turn timer and the AI players ask for), saves and reads by id fail with
 * what the test says, for as long as it says: the database away, or a bug. A table already held is still found, as the bot's memory
 * finds it while the database is away.
 */
public final class FailingTableStore implements TableStore {
    /** What the store throws while the database is away (the real one is the store package's StoreUnavailable). */
    public static final class Away extends RuntimeException implements Outage {
        private static final long serialVersionUID = 1L;

        public Away(String what) {
            super(what + " failed: Connection to localhost:5432 refused");
        }
    }

    private final InMemoryTableStore tables = new InMemoryTableStore();
    private volatile Supplier<RuntimeException> listings;
    private volatile Supplier<RuntimeException> saves;
    private volatile Supplier<RuntimeException> lookups;

    /** Listings throw what {@code failure} makes from now on; none with null. */
    public void failListings(Supplier<RuntimeException> failure) {
        listings = failure;
    }

    /** Saves throw what {@code failure} makes from now on, storing nothing; none with null. */
    public void failSaves(Supplier<RuntimeException> failure) {
        saves = failure;
    }

    /** Reads of a table by its id throw what {@code failure} makes from now on; none with null. */
    public void failLookups(Supplier<RuntimeException> failure) {
        lookups = failure;
    }

    private static void maybe(Supplier<RuntimeException> failure) {
        if (failure != null) {
            throw failure.get();
        }
    }

    @Override
    public Optional<Table> find(String channelId) {
        return tables.find(channelId);
    }

    @Override
    public Optional<Table> byId(long id) {
        maybe(lookups);
        return tables.byId(id);
    }

    @Override
    public Table create(Table table) {
        maybe(saves);
        return tables.create(table);
    }

    @Override
    public void save(Table table) {
        maybe(saves);
        tables.save(table);
    }

    @Override
    public List<Table> aiTurns() {
        maybe(listings);
        return tables.aiTurns();
    }

    @Override
    public List<String> clockChannels(Instant now) {
        maybe(listings);
        return tables.clockChannels(now);
    }

    @Override
    public List<Table> liveTablesOf(String userId) {
        maybe(listings);
        return tables.liveTablesOf(userId);
    }

    @Override
    public List<Table> cardsIn(String channelId) {
        maybe(listings);
        return tables.cardsIn(channelId);
    }

    @Override
    public int liveCount() {
        return tables.liveCount();
    }
}

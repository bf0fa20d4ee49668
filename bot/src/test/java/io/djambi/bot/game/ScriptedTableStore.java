package io.djambi.bot.game;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Tables in memory, with two faults a test can script: the next saves fail (as a full disk would), and something
 * happens just after the list of live tables was read (a command that lands while the turn timer or the AI looks at
 * the games, before it takes a game's lock).
 */
public final class ScriptedTableStore implements TableStore {
    private final InMemoryTableStore tables = new InMemoryTableStore();
    private final AtomicInteger failingSaves = new AtomicInteger();
    private final AtomicReference<Runnable> afterListing = new AtomicReference<>();

    /** The next {@code saves} saves throw, storing nothing. */
    public void failNextSaves(int saves) {
        failingSaves.set(saves);
    }

    /** Runs {@code then} once, on the reading thread, right after the next list of live tables is read. */
    public void afterNextListing(Runnable then) {
        afterListing.set(then);
    }

    @Override
    public Optional<Table> find(String channelId) {
        return tables.find(channelId);
    }

    @Override
    public Optional<Table> byId(long id) {
        return tables.byId(id);
    }

    @Override
    public Table create(Table table) {
        return tables.create(table);
    }

    @Override
    public void save(Table table) {
        if (failingSaves.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
            throw new IllegalStateException("the disk is full (a scripted fault)");
        }
        tables.save(table);
    }

    @Override
    public List<Table> aiTurns() {
        return listed(tables.aiTurns());
    }

    @Override
    public List<String> clockChannels(Instant now) {
        return listed(tables.clockChannels(now));
    }

    @Override
    public List<Table> liveTablesOf(String userId) {
        return listed(tables.liveTablesOf(userId));
    }

    @Override
    public List<Table> cardsIn(String channelId) {
        return listed(tables.cardsIn(channelId));
    }

    @Override
    public int liveCount() {
        return tables.liveCount();
    }

    private <T> List<T> listed(List<T> live) {
        Runnable then = afterListing.getAndSet(null);
        if (then != null) {
            then.run();
        }
        return live;
    }
}

package io.djambi.bot.game;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * The one lock of each game, keyed by its channel (a channel has one live game at a time). Every change to a game
 * (a move, an AI move, a timeout, a pause, a vote, a lobby change) runs inside {@link #inGame}, so two changes to
 * one game never interleave while games in other channels go on in parallel. The lock is reentrant: a clock command
 * may call the game layer, which takes the same lock again.
 *
 * <p>Where processes share the database, the game's {@link ProcessLock} is taken too, inside this one and once
 * however deep the reentry, so a change runs alone across processes as well; each save still checks the game's
 * revision.
 *
 * <p>An entry exists only while some thread holds or waits for the channel's lock, so the map stays as small as the
 * number of games being changed at this moment, however many games have been played.
 */
public final class GameLocks {
    private final Map<String, Entry> entries = new ConcurrentHashMap<>();
    private final ProcessLock acrossProcesses;

    /** One process owns its games. */
    public GameLocks() {
        this(ProcessLock.NONE);
    }

    public GameLocks(ProcessLock acrossProcesses) {
        this.acrossProcesses = acrossProcesses;
    }

    /** A lock and how many threads hold or wait for it; both changed only inside the map's atomic compute. */
    private static final class Entry {
        final ReentrantLock lock = new ReentrantLock();
        int users;
    }

    /** Runs {@code work} holding the channel's lock, and returns its result. */
    public <T> T inGame(String channelId, Supplier<T> work) {
        Entry entry = entries.compute(channelId, (k, e) -> {
            Entry held = e == null ? new Entry() : e;
            held.users++;
            return held;
        });
        entry.lock.lock();
        try {
            return entry.lock.getHoldCount() > 1 ? work.get() : acrossProcesses.holding(channelId, work);
        } finally {
            entry.lock.unlock();
            entries.compute(channelId, (k, e) -> --e.users == 0 ? null : e);
        }
    }

    /** Runs {@code work} holding the channel's lock. */
    public void inGame(String channelId, Runnable work) {
        inGame(channelId, () -> {
            work.run();
            return null;
        });
    }

    /** How many channels have a lock now (held or waited for): zero when nothing is being changed. */
    public int size() {
        return entries.size();
    }
}

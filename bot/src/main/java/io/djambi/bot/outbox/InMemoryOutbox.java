package io.djambi.bot.outbox;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The outbox of the console and the tests: one process, no database. A change and its posts cannot be torn apart
 * by a crash that loses both anyway.
 */
public final class InMemoryOutbox implements Outbox {
    private record Waiting(OutboxPost post, Instant heldUntil) {}

    private final List<Waiting> waiting = new ArrayList<>();
    private final Doorbell doorbell = new Doorbell();
    private long nextId = 1;

    @Override
    public Doorbell doorbell() {
        return doorbell;
    }

    @Override
    public synchronized void add(long tableId, String guildId, String channelId, String text) {
        waiting.add(new Waiting(new OutboxPost(nextId++, channelId, text, 0), Instant.MIN));
        doorbell.ring();
    }

    @Override
    public <T> T withChange(long tableId, Supplier<T> change) {
        return change.get();
    }

    @Override
    public synchronized List<OutboxPost> claim(Instant now, Duration hold, int limit) {
        List<OutboxPost> claimed = new ArrayList<>();
        for (int i = 0; i < waiting.size() && claimed.size() < limit; i++) {
            Waiting w = waiting.get(i);
            if (!w.heldUntil().isAfter(now)) {
                OutboxPost post = w.post();
                OutboxPost again = new OutboxPost(post.id(), post.channelId(), post.text(), post.attempts() + 1);
                waiting.set(i, new Waiting(again, now.plus(hold)));
                claimed.add(again);
            }
        }
        return claimed;
    }

    @Override
    public synchronized void done(long id) {
        waiting.removeIf(w -> w.post().id() == id);
    }
}

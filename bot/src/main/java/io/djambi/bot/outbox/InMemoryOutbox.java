package io.djambi.bot.outbox;

import io.djambi.bot.command.Reply;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
    public synchronized void add(long tableId, String guildId, String channelId, Reply.Public post) {
        // The echo is for the person who acted, told at once: the post is kept without it, as the database keeps it
        waiting.add(new Waiting(new OutboxPost(nextId++, tableId, channelId, post.echoing(""), 0), Instant.MIN));
        doorbell.ring();
    }

    @Override
    public <T> T withChange(String channelId, Supplier<T> change) {
        return change.get();
    }

    @Override
    public synchronized List<OutboxPost> claim(Instant now, Duration hold, int limit) {
        List<OutboxPost> claimed = new ArrayList<>();
        Set<String> channels = new HashSet<>();
        for (int i = 0; i < waiting.size() && claimed.size() < limit; i++) {
            Waiting w = waiting.get(i);
            boolean head = channels.add(w.post().channelId());
            if (head && !w.heldUntil().isAfter(now)) {
                OutboxPost post = w.post();
                OutboxPost again = new OutboxPost(
                        post.id(), post.tableId(), post.channelId(), post.post(), post.attempts() + 1, post.written());
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

    @Override
    public synchronized void later(long id, Instant notBefore) {
        waiting.replaceAll(w -> w.post().id() == id ? new Waiting(w.post(), notBefore) : w);
    }

    @Override
    public synchronized int dropChannel(String channelId) {
        int before = waiting.size();
        waiting.removeIf(w -> w.post().channelId().equals(channelId));
        return before - waiting.size();
    }

    @Override
    public synchronized void releaseClaims() {
        waiting.replaceAll(w -> new Waiting(w.post(), Instant.MIN));
    }

    /** The posts waiting, oldest first, and none of them claimed: what a test's channel would show next. */
    public synchronized List<OutboxPost> waiting() {
        return waiting.stream().map(Waiting::post).toList();
    }

    /** Takes every waiting post out, oldest first: a test's relay that made them all at once. */
    public synchronized List<OutboxPost> takeAll() {
        List<OutboxPost> all = waiting();
        waiting.clear();
        return all;
    }
}

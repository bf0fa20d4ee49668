package io.djambi.bot.press;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** Whispers in memory, lost when the process ends: for the console mode and tests. Thread-safe. */
public final class InMemoryWhisperStore implements WhisperStore {
    private final Map<Long, Whisper> whispers = new TreeMap<>();
    /** Until when each delivery is held by its sender, by whisper and recipient; none: held by nobody. */
    private final Map<Held, Instant> holds = new HashMap<>();
    /** How many times each delivery failed, by whisper and recipient; none: never. */
    private final Map<Held, Integer> failures = new HashMap<>();

    private final Map<Long, Draft> drafts = new HashMap<>();
    private long nextWhisper = 1;
    private long nextDraft = 1;

    private record Held(long whisperId, String recipientId) {}

    @Override
    public synchronized Whisper add(Whisper whisper, Instant heldUntil) {
        Whisper stored = whisper.withId(nextWhisper++);
        whispers.put(stored.id(), stored);
        for (String recipient : stored.recipients()) {
            holds.put(new Held(stored.id(), recipient), heldUntil);
        }
        return stored;
    }

    @Override
    public synchronized void mark(long whisperId, String recipientId, Whisper.DeliveryState state) {
        Whisper w = whispers.get(whisperId);
        if (w == null) {
            return;
        }
        List<Whisper.Addressee> addressees = w.addressees().stream()
                .map(a -> a.userId().equals(recipientId) ? new Whisper.Addressee(recipientId, state) : a)
                .toList();
        whispers.put(
                whisperId, new Whisper(w.id(), w.tableId(), w.senderId(), addressees, w.text(), w.via(), w.sentAt()));
    }

    @Override
    public synchronized Optional<Whisper> find(long whisperId) {
        return Optional.ofNullable(whispers.get(whisperId));
    }

    @Override
    public synchronized List<Whisper> ofTable(long tableId) {
        return whispers.values().stream().filter(w -> w.tableId() == tableId).toList();
    }

    @Override
    public synchronized Optional<Whisper> latestOf(String userId) {
        return whispers.values().stream().filter(w -> w.involves(userId)).reduce((older, newer) -> newer);
    }

    @Override
    public synchronized List<Whisper> refusedTo(long tableId, String userId) {
        return ofTable(tableId).stream()
                .filter(w -> w.isFor(userId, Whisper.DeliveryState.REFUSED))
                .toList();
    }

    @Override
    public synchronized List<Whisper> pending() {
        List<Whisper> pending = new ArrayList<>();
        for (Whisper w : whispers.values()) {
            if (w.addressees().stream().anyMatch(a -> a.state() == Whisper.DeliveryState.PENDING)) {
                pending.add(w);
            }
        }
        return pending;
    }

    @Override
    public synchronized List<Delivery> claimPending(Instant now, Instant heldUntil, int limit) {
        List<Delivery> claimed = new ArrayList<>();
        for (Whisper w : whispers.values()) {
            for (Whisper.Addressee a : w.addressees()) {
                Held held = new Held(w.id(), a.userId());
                if (claimed.size() < limit
                        && a.state() == Whisper.DeliveryState.PENDING
                        && !holds.getOrDefault(held, Instant.EPOCH).isAfter(now)) {
                    holds.put(held, heldUntil);
                    claimed.add(new Delivery(w, a.userId(), failures.getOrDefault(held, 0)));
                }
            }
        }
        return claimed;
    }

    @Override
    public synchronized void renew(Collection<DeliveryId> deliveries, Instant heldUntil) {
        for (DeliveryId d : deliveries) {
            Whisper w = whispers.get(d.whisperId());
            Held held = new Held(d.whisperId(), d.recipientId());
            if (w != null
                    && w.isFor(d.recipientId(), Whisper.DeliveryState.PENDING)
                    && holds.getOrDefault(held, Instant.EPOCH).isBefore(heldUntil)) {
                holds.put(held, heldUntil);
            }
        }
    }

    @Override
    public synchronized void failed(long whisperId, String recipientId, Instant heldUntil) {
        Whisper w = whispers.get(whisperId);
        if (w != null && w.isFor(recipientId, Whisper.DeliveryState.PENDING)) {
            Held held = new Held(whisperId, recipientId);
            failures.merge(held, 1, Integer::sum);
            holds.put(held, heldUntil);
        }
    }

    @Override
    public synchronized Draft addDraft(Draft draft) {
        Draft stored = draft.withId(nextDraft++);
        drafts.put(stored.id(), stored);
        return stored;
    }

    @Override
    public synchronized Optional<Draft> draft(long draftId) {
        return Optional.ofNullable(drafts.get(draftId));
    }

    @Override
    public synchronized Optional<Whisper> confirm(Draft draft, Whisper whisper, Instant heldUntil) {
        return drafts.remove(draft.id()) == null ? Optional.empty() : Optional.of(add(whisper, heldUntil));
    }

    @Override
    public synchronized boolean dropDraft(long draftId) {
        return drafts.remove(draftId) != null;
    }
}

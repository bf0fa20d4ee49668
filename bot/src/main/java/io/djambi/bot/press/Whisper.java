package io.djambi.bot.press;

import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A private message between players of one game, as stored: who sent it, to whom, how, when, and whether each
 * recipient has had it.
 *
 * @param id the store's number, 0 before the store has seen it
 * @param addressees the recipients in the order the sender named them, each with its delivery state
 */
public record Whisper(
        long id, long tableId, String senderId, List<Addressee> addressees, String text, Via via, Instant sentAt) {

    /** How a whisper was written: {@code /whisper}, the Reply button under a whisper, or a plain DM to the bot. */
    public enum Via {
        COMMAND,
        REPLY,
        DM
    }

    /** Where a whisper stands for one recipient. */
    public enum DeliveryState {
        /**
         * Stored, not yet taken by Discord (or the process stopped before it knew): sent again by some process once
         * the sender's hold on it has run out.
         */
        PENDING,
        /** Discord took the DM. */
        DELIVERED,
        /**
         * Discord refused the DM (closed DMs, no server in common), or, left pending by a process that stopped, it
         * could not be made after a few tries (its game's row throws when read): shown at the recipient's next
         * command in the game.
         */
        REFUSED,
        /** Refused by Discord, then shown to the recipient privately in the game's channel. */
        SHOWN_LATER
    }

    public record Addressee(String userId, DeliveryState state) {
        public Addressee {
            Objects.requireNonNull(userId, "userId");
            Objects.requireNonNull(state, "state");
        }
    }

    public Whisper {
        Objects.requireNonNull(senderId, "senderId");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(via, "via");
        Objects.requireNonNull(sentAt, "sentAt");
        addressees = List.copyOf(addressees);
        if (addressees.isEmpty()) {
            throw new IllegalArgumentException("a whisper has at least one recipient");
        }
    }

    /** A new whisper, not yet stored: every recipient pending. */
    public static Whisper pending(
            long tableId, String senderId, List<String> recipients, String text, Via via, Instant at) {
        return new Whisper(
                0,
                tableId,
                senderId,
                recipients.stream()
                        .map(r -> new Addressee(r, DeliveryState.PENDING))
                        .toList(),
                text,
                via,
                at);
    }

    public Whisper withId(long newId) {
        return new Whisper(newId, tableId, senderId, addressees, text, via, sentAt);
    }

    public List<String> recipients() {
        return addressees.stream().map(Addressee::userId).toList();
    }

    /** The sender and the recipients: those who may read it before any reveal. */
    public Set<String> participants() {
        Set<String> all = new LinkedHashSet<>();
        all.add(senderId);
        all.addAll(recipients());
        return all;
    }

    public boolean involves(String userId) {
        return participants().contains(userId);
    }

    public boolean isFor(String userId, DeliveryState state) {
        return addressees.stream().anyMatch(a -> a.userId().equals(userId) && a.state() == state);
    }
}

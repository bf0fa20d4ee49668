package io.djambi.bot.press;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A plain DM to the bot that waits for its sender to confirm where it goes: not a whisper yet, so never delivered,
 * archived or revealed until confirmed.
 */
public record Draft(long id, String userId, long tableId, List<String> recipients, String text, Instant createdAt) {
    public Draft {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(createdAt, "createdAt");
        recipients = List.copyOf(recipients);
    }

    public Draft withId(long newId) {
        return new Draft(newId, userId, tableId, recipients, text, createdAt);
    }
}

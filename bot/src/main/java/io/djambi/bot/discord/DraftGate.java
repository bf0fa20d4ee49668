package io.djambi.bot.discord;

import java.util.Optional;

/**
 * Whether a user may press the Send or Cancel button of a plain DM's draft, asked when he presses it: those buttons
 * edit their message in place, so someone else's click must be refused before the edit is deferred. The command
 * checks again.
 */
@FunctionalInterface
public interface DraftGate {
    /** Why this user may not send or cancel this draft, if he may not. */
    Optional<String> refusal(long draftId, String userId);
}

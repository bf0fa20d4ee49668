package io.djambi.bot.press;

import java.util.Objects;
import java.util.concurrent.CompletionStage;

/**
 * Carries a whisper to one recipient as a direct message: Discord in the bot, the terminal in the console, a fake in
 * tests. It must not block: the outcome comes later.
 */
public interface Courier {

    /**
     * What the recipient is sent: the whole DM text, and the whisper it carries (for its Reply button).
     *
     * @param replyLabel the Reply button's words, e.g. "Reply to Ann"
     */
    record DirectMessage(String recipientId, String text, long whisperId, String replyLabel) {
        public DirectMessage {
            Objects.requireNonNull(recipientId, "recipientId");
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(replyLabel, "replyLabel");
        }
    }

    /** How a delivery went. */
    sealed interface Outcome permits Delivered, Refused {}

    record Delivered() implements Outcome {}

    /** Not delivered; {@code why} says so in words for the sender, and never holds the whisper's text. */
    record Refused(String why) implements Outcome {}

    /** Sends the message; the stage completes with the outcome, never exceptionally. */
    CompletionStage<Outcome> deliver(DirectMessage message);
}

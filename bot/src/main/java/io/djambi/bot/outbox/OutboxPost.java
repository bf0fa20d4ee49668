package io.djambi.bot.outbox;

import java.util.Objects;

/**
 * A post waiting in the outbox, claimed by this process.
 *
 * @param id the outbox's number for it, which makes the message's nonce: a post made again after a crash is the same
 *     message to Discord
 * @param attempts how many times it has been claimed, this time included
 */
public record OutboxPost(long id, String channelId, String text, int attempts) {
    public OutboxPost {
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(text, "text");
    }

    /** The message's nonce: Discord keeps one message per nonce in a channel for a few minutes. */
    public String nonce() {
        return "djambi-outbox-" + id;
    }
}

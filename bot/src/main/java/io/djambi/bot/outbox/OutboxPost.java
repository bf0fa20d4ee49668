package io.djambi.bot.outbox;

import io.djambi.bot.command.Reply;
import java.time.Instant;
import java.util.Objects;

/**
 * A post waiting in the outbox, claimed by this process.
 *
 * @param id the outbox's number for it, which makes the message's nonce: a post made again after a crash is the same
 *     message to Discord
 * @param tableId the game whose change made it
 * @param post what to post: words, mentions, buttons, files, and the recipe of its picture
 * @param attempts how many times it has been claimed, this time included
 * @param written when the change that made it wrote it
 */
public record OutboxPost(long id, long tableId, String channelId, Reply.Public post, int attempts, Instant written) {
    public OutboxPost {
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(post, "post");
        Objects.requireNonNull(written, "written");
    }

    /** A post written just now. */
    public OutboxPost(long id, long tableId, String channelId, Reply.Public post, int attempts) {
        this(id, tableId, channelId, post, attempts, Instant.now());
    }

    /** The message's nonce: Discord keeps one message per nonce in a channel for a few minutes. */
    public String nonce() {
        return "djambi-outbox-" + id;
    }

    /** The same post with its picture drawn. */
    public OutboxPost with(Reply.Public drawn) {
        return new OutboxPost(id, tableId, channelId, drawn, attempts, written);
    }
}

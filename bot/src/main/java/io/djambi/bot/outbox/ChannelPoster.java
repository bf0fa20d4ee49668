package io.djambi.bot.outbox;

import java.util.concurrent.CompletionStage;

/** Where the relay posts: a channel of a server this process holds. Discord in the bot, fakes in tests. */
public interface ChannelPoster {
    /**
     * Makes {@code post} in its channel as one message, identified by its nonce: a second post with the same nonce
     * within minutes is the first message again, not a new one. A post claimed before ({@code attempts > 1}) may have
     * been made by a process that died before it could say so, longer ago than Discord keeps nonces: the poster looks
     * for it among the channel's latest messages first. The stage completes with whether the post was made (or found
     * made), never exceptionally.
     */
    CompletionStage<Boolean> postOnce(OutboxPost post);
}

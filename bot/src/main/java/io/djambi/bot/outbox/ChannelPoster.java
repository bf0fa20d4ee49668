package io.djambi.bot.outbox;

import java.util.concurrent.CompletionStage;

/** Where the relay posts: a channel of a server this process holds. Discord in the bot, fakes in tests. */
public interface ChannelPoster {
    /** What became of one attempt at a post. */
    enum Delivery {
        /** Made (or found made before): the post leaves the outbox. */
        MADE,
        /** Discord failed or was out of reach (5xx, a timeout, a dropped connection): tried again later. */
        LATER,
        /** Discord refused this post for itself (a malformed message): it is dropped, the channel's next goes on. */
        REFUSED,
        /**
         * The channel is gone or closed to the bot (unknown channel, missing access or permissions): nothing more can
         * be posted there until someone fixes it.
         */
        CHANNEL_LOST
    }

    /**
     * Makes {@code post} in its channel as one message, identified by its nonce: a second post with the same nonce
     * within minutes is the first message again, not a new one. A post claimed before ({@code attempts > 1}) may have
     * been made by a process that died before it could say so, longer ago than Discord keeps nonces: the poster looks
     * for it among the channel's latest messages first. The stage completes with what became of it, never
     * exceptionally.
     */
    CompletionStage<Delivery> postOnce(OutboxPost post);
}

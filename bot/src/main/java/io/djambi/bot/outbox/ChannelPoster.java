package io.djambi.bot.outbox;

import java.util.concurrent.CompletionStage;

/** Where the relay posts: a channel of a server this process holds. Discord in the bot, fakes in tests. */
public interface ChannelPoster {
    /**
     * Posts {@code text} in {@code channelId} as one message identified by {@code nonce}: a second post with the same
     * nonce within minutes is the first message again, not a new one. The stage completes with whether the post was
     * made (or found made), never exceptionally.
     */
    CompletionStage<Boolean> postOnce(String channelId, String text, String nonce);
}

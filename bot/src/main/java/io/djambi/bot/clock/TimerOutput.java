package io.djambi.bot.clock;

import io.djambi.bot.command.Reply;
import io.djambi.bot.outbox.ChannelPoster;
import io.djambi.bot.outbox.OutboxPost;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** Where the turn timer speaks: a player's DMs, and a game's channel. Discord in the bot, fakes in tests. */
public interface TimerOutput extends ChannelPoster {
    /** Sends a DM; the stage completes with whether Discord took it, never exceptionally. */
    CompletionStage<Boolean> directMessage(String userId, String text, List<Reply.Attachment> files);

    /**
     * A turn reminder by DM for a game of {@code tableId}, with a way to the game's latest board in {@code channelId}
     * and a way to take a day's absence where the output has them (buttons on Discord); the stage completes with
     * whether it was taken.
     */
    default CompletionStage<Boolean> reminder(
            String userId, long tableId, String channelId, String text, List<Reply.Attachment> files) {
        return directMessage(userId, text, files);
    }

    /** Posts in a channel (a new message, so its mentions notify). */
    void post(String channelId, Reply.Public post);

    /** Where posts cannot be repeated by accident (the console, tests): an ordinary post. */
    @Override
    default CompletionStage<Boolean> postOnce(OutboxPost post) {
        post(post.channelId(), Reply.Public.text(post.text()));
        return CompletableFuture.completedFuture(true);
    }
}

package io.djambi.bot.clock;

import io.djambi.bot.command.Reply;
import java.util.List;
import java.util.concurrent.CompletionStage;

/** Where the turn timer speaks: a player's DMs, and a game's channel. Discord in the bot, fakes in tests. */
public interface TimerOutput {
    /** Sends a DM; the stage completes with whether Discord took it, never exceptionally. */
    CompletionStage<Boolean> directMessage(String userId, String text, List<Reply.Attachment> files);

    /**
     * A turn reminder by DM, with a way to the game's latest board in {@code channelId} where the output has one (a
     * link button on Discord); the stage completes with whether it was taken.
     */
    default CompletionStage<Boolean> reminder(
            String userId, String channelId, String text, List<Reply.Attachment> files) {
        return directMessage(userId, text, files);
    }

    /** Posts in a channel (a new message, so its mentions notify). */
    void post(String channelId, Reply.Public post);
}

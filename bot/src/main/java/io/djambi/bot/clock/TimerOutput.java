package io.djambi.bot.clock;

import io.djambi.bot.command.Reply;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletionStage;

/**
 * Where the turn timer speaks to a player: his DMs. Discord in the bot, fakes in tests. What it says in a game's
 * channel goes through the outbox, like every public post.
 */
public interface TimerOutput {
    /** Sends a DM; the stage completes with whether Discord took it, never exceptionally. */
    CompletionStage<Boolean> directMessage(String userId, String text, List<Reply.Attachment> files);

    /**
     * A turn reminder by DM for a game of {@code tableId}, with a way to the game's latest board in {@code channelId}
     * and a way to take a day's absence where the output has them (buttons on Discord, labelled in {@code language},
     * the reader's, as the text is); the stage completes with whether it was taken.
     */
    default CompletionStage<Boolean> reminder(
            String userId, long tableId, String channelId, String text, List<Reply.Attachment> files, Locale language) {
        return directMessage(userId, text, files);
    }
}

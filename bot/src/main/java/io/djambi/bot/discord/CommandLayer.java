package io.djambi.bot.discord;

import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.dispatch.ReplyGate;
import io.djambi.bot.game.DeletedThreads;
import io.djambi.bot.ops.Meters;

/**
 * What the bot's command layer hands the Discord edge.
 *
 * @param meters told of each interaction ({@link Meters#NONE} when the bot keeps no metrics)
 */
public record CommandLayer(
        Dispatcher dispatcher, ReplyGate replyGate, DraftGate draftGate, Meters meters, DeletedThreads deletedThreads) {
    /** Nobody told of a deleted thread. */
    public CommandLayer(Dispatcher dispatcher, ReplyGate replyGate, DraftGate draftGate, Meters meters) {
        this(dispatcher, replyGate, draftGate, meters, DeletedThreads.IGNORED);
    }
}

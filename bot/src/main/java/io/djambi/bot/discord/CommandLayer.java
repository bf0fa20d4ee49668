package io.djambi.bot.discord;

import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.OwedAnswers;
import io.djambi.bot.dispatch.ReplyGate;
import io.djambi.bot.game.DeletedThreads;
import io.djambi.bot.ops.Meters;
import java.time.Clock;

/**
 * What the bot's command layer hands the Discord edge.
 *
 * @param meters told of each interaction ({@link Meters#NONE} when the bot keeps no metrics)
 * @param owedAnswers where each acknowledged interaction is noted until it is answered, so that a start after a kill
 *     tells its player ({@link OwedAnswers#NONE}: nothing kept)
 * @param clock the bot's time, which dates each acknowledgement and judges at a start whether its token still works
 */
public record CommandLayer(
        Dispatcher dispatcher,
        ReplyGate replyGate,
        DraftGate draftGate,
        Meters meters,
        DeletedThreads deletedThreads,
        OwedAnswers owedAnswers,
        Clock clock) {
    /** Nobody told of a deleted thread, and nothing kept of the interactions under way. */
    public CommandLayer(Dispatcher dispatcher, ReplyGate replyGate, DraftGate draftGate, Meters meters) {
        this(dispatcher, replyGate, draftGate, meters, DeletedThreads.IGNORED, OwedAnswers.NONE, Clock.systemUTC());
    }
}

package io.djambi.bot.press;

import io.djambi.bot.command.Outage;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Table;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The small shapes every part of the press answers in, and the reading of a number a button or option carries. */
final class PressReplies {
    private static final Logger log = LoggerFactory.getLogger(PressReplies.class);

    private PressReplies() {}

    /** The digits of an option as a number; empty if they are none. */
    static Optional<Long> number(String digits) {
        try {
            return Optional.of(Long.parseLong(digits.strip()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    static CompletionStage<List<Reply>> answered(String answer) {
        return CompletableFuture.completedFuture(privately(answer));
    }

    /**
     * The answer to a whisper whose storing failed with {@code failure}, if the database went away as it was being
     * committed: kept or not, nobody can tell now, and if kept it is delivered within minutes (by the round that sends
     * what a stopped process left pending), so sent again at once it would come twice; the sender is told where to
     * look: the game's channel or thread, where {@code /djambi press} lists it. Any other failure is thrown again,
     * for the dispatcher to answer. One line in the log, never the whisper.
     */
    static CompletionStage<List<Reply>> keptOrNot(RuntimeException failure, Table table, Catalogue text) {
        if (!Outage.outcomeUnknown(failure)) {
            throw failure;
        }
        log.warn("A whisper met the database away at its commit: {}", failure.getMessage());
        return answered(text.get("press.unsure", table.channelId())); // the game's channel, or its thread
    }

    static List<Reply> privately(String answer) {
        return List.of(new Reply.Private(answer));
    }
}

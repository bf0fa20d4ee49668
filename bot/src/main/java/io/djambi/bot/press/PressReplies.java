package io.djambi.bot.press;

import io.djambi.bot.command.Reply;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** The small shapes every part of the press answers in, and the reading of a number a button or option carries. */
final class PressReplies {
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

    static List<Reply> privately(String answer) {
        return List.of(new Reply.Private(answer));
    }
}

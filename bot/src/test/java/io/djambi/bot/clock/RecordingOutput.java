package io.djambi.bot.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.command.Reply;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** Records what the turn timer says; DMs to the users in {@code closed} fail as on Discord. */
final class RecordingOutput implements TimerOutput {
    final List<String> dms = new ArrayList<>();
    final Set<String> closed = new HashSet<>();

    @Override
    public CompletionStage<Boolean> directMessage(String userId, String text, List<Reply.Attachment> files) {
        if (closed.contains(userId)) {
            return CompletableFuture.completedFuture(false);
        }
        assertEquals("djambi-board.png", files.get(0).fileName(), "a reminder shows the board");
        dms.add(userId + ": " + text);
        return CompletableFuture.completedFuture(true);
    }
}

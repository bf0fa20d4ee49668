package io.djambi.bot.console;

import io.djambi.bot.command.Reply;
import io.djambi.bot.outbox.ChannelPoster;
import io.djambi.bot.outbox.OutboxPost;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** The console's one channel: the posts the outbox's relay made there, kept until the console prints them. */
final class ConsoleChannel implements ChannelPoster {
    private final List<Reply.Public> made = new ArrayList<>();

    @Override
    public synchronized CompletionStage<Delivery> postOnce(OutboxPost post) {
        made.add(post.post());
        return CompletableFuture.completedFuture(Delivery.MADE);
    }

    /** The posts made since the last call, oldest first. */
    synchronized List<Reply.Public> take() {
        List<Reply.Public> taken = List.copyOf(made);
        made.clear();
        return taken;
    }
}

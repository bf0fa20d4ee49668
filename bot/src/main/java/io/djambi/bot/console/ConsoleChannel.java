package io.djambi.bot.console;

import io.djambi.bot.outbox.ChannelPoster;
import io.djambi.bot.outbox.OutboxPost;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The console's channels: the posts the outbox's relay made there (in the console's channel, its cards' edits, and in
 * its simulated threads), each with the channel it went to, kept until the console prints them.
 */
final class ConsoleChannel implements ChannelPoster {
    private final List<OutboxPost> made = new ArrayList<>();

    @Override
    public synchronized CompletionStage<Delivery> postOnce(OutboxPost post) {
        made.add(post);
        return CompletableFuture.completedFuture(Delivery.MADE);
    }

    /** The posts made since the last call, oldest first. */
    synchronized List<OutboxPost> take() {
        List<OutboxPost> taken = List.copyOf(made);
        made.clear();
        return taken;
    }
}

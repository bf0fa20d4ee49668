package io.djambi.bot.press;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** Delivers at once into a list, except to the users whose DMs are "closed", whom it refuses as Discord would. */
public final class FakeCourier implements Courier {
    private final List<DirectMessage> delivered = new ArrayList<>();
    private final Set<String> closed = new HashSet<>();

    public synchronized void closeDms(String userId) {
        closed.add(userId);
    }

    public synchronized List<DirectMessage> delivered() {
        return List.copyOf(delivered);
    }

    public synchronized List<DirectMessage> deliveredTo(String userId) {
        return delivered.stream().filter(d -> d.recipientId().equals(userId)).toList();
    }

    @Override
    public synchronized CompletionStage<Outcome> deliver(DirectMessage message) {
        if (closed.contains(message.recipientId())) {
            return CompletableFuture.completedFuture(new Refused("Discord refused the DM (closed DMs)"));
        }
        delivered.add(message);
        return CompletableFuture.completedFuture(new Delivered());
    }
}

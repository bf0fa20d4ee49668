package io.djambi.bot.press;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Delivers at once into a list, except to the users whose DMs are "closed", whom it refuses as Discord would. Told to
 * {@link #holdAnswers}, it delivers but keeps Discord's answer back: a DM in flight, sent and not yet acknowledged.
 */
public final class FakeCourier implements Courier {
    private final List<DirectMessage> delivered = new ArrayList<>();
    private final Set<String> closed = new HashSet<>();
    private final List<CompletableFuture<Outcome>> unanswered = new ArrayList<>();
    private boolean holding;

    /** From now on each DM is delivered, but its answer waits for {@link #answerHeld}. */
    public synchronized void holdAnswers() {
        holding = true;
    }

    /** Answers the DMs held so far ("delivered"), and every later DM at once. */
    public void answerHeld() {
        List<CompletableFuture<Outcome>> answers;
        synchronized (this) {
            holding = false;
            answers = List.copyOf(unanswered);
            unanswered.clear();
        }
        answers.forEach(a -> a.complete(new Delivered())); // outside the lock: the answer runs the bot's own steps
    }

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
        if (holding) {
            CompletableFuture<Outcome> answer = new CompletableFuture<>();
            unanswered.add(answer);
            return answer;
        }
        return CompletableFuture.completedFuture(new Delivered());
    }
}

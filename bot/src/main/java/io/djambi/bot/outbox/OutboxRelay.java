package io.djambi.bot.outbox;

import io.djambi.bot.outbox.ChannelPoster.Delivery;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one owner of public posts: makes the outbox's posts of this process's servers. Woken when a post is committed
 * (PostgreSQL's {@code NOTIFY}, or the adding thread itself on SQLite), and every few seconds anyway, so a lost
 * wake-up only delays a post. A post is deleted only once Discord has it; if the process dies in between, the next
 * start lets go of its claims and makes it again with the same nonce, which Discord answers with the message already
 * made. A post Discord fails (5xx, a timeout, a dropped connection) is tried again after a back-off that doubles, for
 * as long as it waits, across restarts; the posts after it in its channel wait for it, so a later board never comes
 * before an earlier one.
 */
public final class OutboxRelay implements Runnable {
    private static final Logger log = LoggerFactory.getLogger(OutboxRelay.class);
    /** How long a claimed post is this process's: longer than a post takes, short enough for a quick retry. */
    static final Duration HOLD = Duration.ofSeconds(30);
    /** How long one attempt may take before it counts as failed (JDA may still finish it: the nonce covers that). */
    static final Duration ATTEMPT = Duration.ofSeconds(15);
    /** The safety net when no wake-up comes. */
    static final Duration POLL = Duration.ofSeconds(5);
    /** The wait after a first failed attempt; it doubles after each further one, up to {@link #LONGEST_WAIT}. */
    static final Duration FIRST_RETRY = Duration.ofSeconds(1);
    /** Even through a long outage a waiting post is tried this often, so it follows soon after Discord is back. */
    static final Duration LONGEST_WAIT = Duration.ofMinutes(2);

    static final int BATCH = 20;

    private final PendingPosts pending;
    private final ChannelPoster poster;
    private final PostPictures pictures;
    private final ChannelLost channelLost;
    private final Clock clock;
    private final Doorbell doorbell;
    private final Executor drawing;

    /** Draws each post's board on the thread that runs the relay, one after the other. */
    public OutboxRelay(
            PendingPosts pending,
            ChannelPoster poster,
            PostPictures pictures,
            ChannelLost channelLost,
            Clock clock,
            Doorbell doorbell) {
        this(pending, poster, pictures, channelLost, clock, doorbell, Runnable::run);
    }

    /**
     * @param pictures draws a post's board when it is made
     * @param channelLost told when a channel can no longer be posted in
     * @param doorbell rung by whoever learns of a new post: the outbox itself, or PostgreSQL's notifications
     * @param drawing where the boards of a round's posts are drawn, and their posts begun: a round holds one post of
     *     each of several channels, so drawing them at once keeps each channel's order, and a board waits for one
     *     drawing rather than for those of every other channel before it
     */
    public OutboxRelay(
            PendingPosts pending,
            ChannelPoster poster,
            PostPictures pictures,
            ChannelLost channelLost,
            Clock clock,
            Doorbell doorbell,
            Executor drawing) {
        this.pending = pending;
        this.poster = poster;
        this.pictures = pictures;
        this.channelLost = channelLost;
        this.clock = clock;
        this.doorbell = doorbell;
        this.drawing = drawing;
    }

    /** The wait before attempt {@code attempts + 1}, after {@code attempts} failed ones. */
    static Duration retryAfter(int attempts) {
        Duration wait = FIRST_RETRY.multipliedBy(1L << Math.min(Math.max(attempts - 1, 0), 20));
        return wait.compareTo(LONGEST_WAIT) < 0 ? wait : LONGEST_WAIT;
    }

    /** Posts what can be posted now, round after round; returns how many posts were made. */
    public int drain() {
        int made = 0;
        List<OutboxPost> claimed;
        do {
            claimed = pending.claim(clock.instant(), HOLD, BATCH);
            made += round(claimed);
        } while (!claimed.isEmpty());
        return made;
    }

    /**
     * Makes one post of each of several channels at once, each the oldest waiting in its channel (their boards drawn
     * side by side where the drawing executor has the threads), and settles each as Discord answered it; returns how
     * many were made.
     */
    private int round(List<OutboxPost> claimed) {
        List<CompletableFuture<Delivery>> attempts = new ArrayList<>();
        for (OutboxPost post : claimed) {
            attempts.add(attempt(post));
        }
        int made = 0;
        for (int i = 0; i < claimed.size(); i++) {
            OutboxPost post = claimed.get(i);
            Delivery delivery = outcome(post, attempts.get(i));
            switch (delivery) {
                case MADE -> {
                    pending.done(post.id());
                    made++;
                }
                case LATER -> {
                    Duration wait = retryAfter(post.attempts());
                    log.info(
                            "Outbox post {} in channel {} not made (attempt {}); trying again in {} s",
                            post.id(),
                            post.channelId(),
                            post.attempts(),
                            wait.toSeconds());
                    pending.later(post.id(), clock.instant().plus(wait));
                }
                case REFUSED -> {
                    log.warn("Outbox post {} refused by Discord in channel {}; dropped", post.id(), post.channelId());
                    pending.done(post.id());
                }
                case CHANNEL_LOST -> {
                    int dropped = pending.dropChannel(post.channelId());
                    log.warn(
                            "Channel {} of table {} can no longer be posted in; {} waiting posts dropped, the game"
                                    + " waits for it",
                            post.channelId(),
                            post.tableId(),
                            dropped);
                    channelLost.lost(post.tableId(), post.channelId());
                }
            }
        }
        return made;
    }

    private CompletableFuture<Delivery> attempt(OutboxPost post) {
        try {
            return CompletableFuture.supplyAsync(() -> post.with(pictures.drawn(post.post())), drawing)
                    .thenCompose(drawn -> poster.postOnce(drawn))
                    .exceptionally(
                            failure -> { // drawing or building the message failed: tried again like any failure
                                log.warn(
                                        "Outbox post {} could not be prepared: {}",
                                        post.id(),
                                        cause(failure).toString());
                                return Delivery.LATER;
                            });
        } catch (RejectedExecutionException e) { // the drawing pool is stopping: the next start makes it
            return CompletableFuture.completedFuture(Delivery.LATER);
        }
    }

    private static Throwable cause(Throwable failure) {
        return failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
    }

    private static Delivery outcome(OutboxPost post, CompletableFuture<Delivery> attempt) {
        try {
            return attempt.get(ATTEMPT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Delivery.LATER;
        } catch (ExecutionException | TimeoutException e) {
            log.debug("Outbox post {} not made: {}", post.id(), e.toString());
            return Delivery.LATER;
        }
    }

    /**
     * For a stop: makes the posts waiting now, for as long as {@code patience} allows; what is left is made by the
     * next start. Returns whether nothing postable was left.
     */
    public boolean finish(Duration patience) {
        // The process's own time, not the bot's clock (a test's may stand still)
        long deadline = System.nanoTime() + patience.toNanos();
        while (System.nanoTime() < deadline) {
            List<OutboxPost> claimed = pending.claim(clock.instant(), HOLD, BATCH);
            if (claimed.isEmpty()) {
                return true;
            }
            round(claimed);
        }
        return false;
    }

    /**
     * Run once when the process starts, its shards ready: lets go of the claims a process that died left on this
     * process's shards (they are its own: nobody else holds them), so their posts are made now rather than when
     * their hold runs out, and makes what is waiting. Returns how many posts were made.
     */
    public int catchUp() {
        pending.releaseClaims();
        return drain();
    }

    /** Catches up, then drains when woken and every {@link #POLL}, until the thread is interrupted. */
    @Override
    public void run() {
        boolean caughtUp = false;
        while (!Thread.currentThread().isInterrupted()) {
            try {
                if (caughtUp) {
                    drain();
                } else {
                    catchUp();
                    caughtUp = true;
                }
                doorbell.await(POLL);
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) { // a database fault: the next round tries again
                log.warn("Outbox round failed: {}", e.getMessage());
                try {
                    doorbell.await(POLL);
                } catch (InterruptedException stop) {
                    return;
                }
            }
        }
    }
}

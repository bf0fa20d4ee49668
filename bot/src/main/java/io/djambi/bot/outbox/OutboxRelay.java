package io.djambi.bot.outbox;

import io.djambi.bot.command.Outage;
import io.djambi.bot.outbox.ChannelPoster.Delivery;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
    /**
     * A post that fails before it reaches Discord (its message cannot be built) is a fault of ours, not Discord's:
     * after this many attempts it is dropped rather than holding its channel's later posts back for ever.
     */
    static final int PREPARE_ATTEMPTS = 10;

    private final PendingPosts pending;
    private final ChannelPoster poster;
    private final PostPictures pictures;
    private final ChannelLost channelLost;
    private final Clock clock;
    private final Doorbell doorbell;
    private final Executor drawing;
    /** Set by {@link #stop}: the relay's thread ends after the round under way. */
    private volatile boolean stopping;

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

    /** Posts what can be posted now, round after round (until {@link #stop}); returns how many posts were made. */
    public int drain() {
        int made = 0;
        List<OutboxPost> claimed;
        do {
            claimed = pending.claim(clock.instant(), HOLD, BATCH);
            made += round(claimed, System.nanoTime() + ATTEMPT.toNanos());
        } while (!claimed.isEmpty() && !stopping);
        return made;
    }

    /**
     * Makes one post of each of several channels at once, each the oldest waiting in its channel (their boards drawn
     * side by side where the drawing executor has the threads), and settles each as Discord answered it; returns how
     * many were made.
     */
    private int round(List<OutboxPost> claimed, long deadline) {
        List<CompletableFuture<Delivery>> attempts = new ArrayList<>();
        for (OutboxPost post : claimed) {
            attempts.add(attempt(post));
        }
        int made = 0;
        for (int i = 0; i < claimed.size(); i++) {
            OutboxPost post = claimed.get(i);
            Delivery delivery = outcome(post, attempts.get(i), deadline);
            try {
                made += settle(post, delivery);
            } catch (RuntimeException e) { // the others are settled all the same; this one's hold runs out
                log.warn("Outbox post {} could not be settled: {}", post.id(), e.toString());
            }
        }
        return made;
    }

    /** Settles one post as Discord answered it; 1 if it was made. */
    private int settle(OutboxPost post, Delivery delivery) {
        switch (delivery) {
            case MADE -> {
                pending.done(post.id());
                return 1;
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
                log.warn("Outbox post {} refused in channel {}; dropped", post.id(), post.channelId());
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
        return 0;
    }

    private CompletableFuture<Delivery> attempt(OutboxPost post) {
        try {
            return CompletableFuture.supplyAsync(() -> post.with(pictures.drawn(post.post())), drawing)
                    .thenCompose(drawn -> poster.postOnce(drawn))
                    .exceptionally(failure -> unprepared(post, cause(failure)));
        } catch (RejectedExecutionException e) { // the drawing pool is stopping: the next start makes it
            return CompletableFuture.completedFuture(Delivery.LATER);
        }
    }

    /**
     * Drawing or building the message failed before Discord heard of it: a fault of ours, tried again like any
     * failure, and dropped after {@link #PREPARE_ATTEMPTS} so that it does not hold its channel's later posts for ever.
     */
    private static Delivery unprepared(OutboxPost post, Throwable failure) {
        if (post.attempts() >= PREPARE_ATTEMPTS) {
            log.error("Outbox post {} could not be prepared {} times; dropped", post.id(), post.attempts(), failure);
            return Delivery.REFUSED;
        }
        log.warn("Outbox post {} could not be prepared: {}", post.id(), failure.toString());
        return Delivery.LATER;
    }

    private static Throwable cause(Throwable failure) {
        return failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
    }

    /** What became of an attempt, waited for until {@code deadline} (by {@link System#nanoTime}) at most. */
    private static Delivery outcome(OutboxPost post, CompletableFuture<Delivery> attempt, long deadline) {
        try {
            return attempt.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Delivery.LATER;
        } catch (ExecutionException | TimeoutException e) {
            log.debug("Outbox post {} not made: {}", post.id(), e.toString());
            return Delivery.LATER;
        }
    }

    /**
     * For a stop, once the relay's own thread has stopped: makes the posts waiting now, each attempt waited for no
     * longer than {@code patience} allows in all; what is left is made by the next start. Returns whether every post
     * was made.
     */
    public boolean finish(Duration patience) {
        // The process's own time, not the bot's clock (a test's may stand still)
        long deadline = System.nanoTime() + patience.toNanos();
        // The relay's own thread, stopped, may have left a post claimed or put off: the stop tries each once more now
        pending.releaseClaims();
        boolean allMade = true;
        while (System.nanoTime() < deadline) {
            List<OutboxPost> claimed = pending.claim(clock.instant(), HOLD, BATCH);
            if (claimed.isEmpty()) {
                return allMade;
            }
            allMade &= round(claimed, deadline) == claimed.size();
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

    /**
     * For a stop: the relay's thread ends once the round under way is over, its posts made or put off, rather than
     * being interrupted in the middle of one; the stop then makes what is left with {@link #finish}, under its
     * deadline.
     */
    public void stop() {
        stopping = true;
        doorbell.ring();
    }

    /** Catches up, then drains when woken and every {@link #POLL}, until {@link #stop} or the thread is interrupted. */
    @Override
    public void run() {
        boolean caughtUp = false;
        while (!stopping && !Thread.currentThread().isInterrupted()) {
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
            } catch (RuntimeException e) { // the next round tries again
                Optional<Throwable> outage = Outage.in(e);
                if (outage.isPresent()) {
                    log.warn("Outbox waits for the database: {}", outage.get().getMessage());
                } else {
                    log.error("Outbox round failed", e);
                }
                try {
                    doorbell.await(POLL);
                } catch (InterruptedException stop) {
                    return;
                }
            }
        }
    }
}

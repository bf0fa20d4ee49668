package io.djambi.bot.outbox;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes the outbox's posts of this process's servers: woken when a post is added (PostgreSQL's {@code NOTIFY}, or
 * the adding thread itself on SQLite), and every few seconds anyway, so a lost wake-up only delays a post. A post is
 * deleted only once Discord has it; if the process dies in between, its claim runs out and the post is made again
 * with the same nonce, which Discord answers with the message already made.
 */
public final class OutboxRelay implements Runnable {
    private static final Logger log = LoggerFactory.getLogger(OutboxRelay.class);
    /** How long a claimed post is this process's: longer than a post takes, short enough for a quick retry. */
    static final Duration HOLD = Duration.ofSeconds(30);
    /** The safety net when no wake-up comes. */
    static final Duration POLL = Duration.ofSeconds(5);

    static final int BATCH = 20;
    /** A channel deleted or closed to the bot refuses every attempt; after this many the post is dropped. */
    static final int MAX_ATTEMPTS = 10;

    private final PendingPosts pending;
    private final ChannelPoster poster;
    private final Clock clock;
    private final Doorbell doorbell;

    /** @param doorbell rung by whoever learns of a new post: the outbox itself, or PostgreSQL's notifications */
    public OutboxRelay(PendingPosts pending, ChannelPoster poster, Clock clock, Doorbell doorbell) {
        this.pending = pending;
        this.poster = poster;
        this.clock = clock;
        this.doorbell = doorbell;
    }

    /** Posts what is waiting now, batch after batch; returns how many posts were made. */
    public int drain() {
        int made = 0;
        List<OutboxPost> claimed;
        do {
            claimed = pending.claim(clock.instant(), HOLD, BATCH);
            for (OutboxPost post : claimed) {
                if (posted(post)) {
                    pending.done(post.id());
                    made++;
                } else if (post.attempts() >= MAX_ATTEMPTS) {
                    log.warn(
                            "Outbox post {} dropped after {} attempts in channel {}",
                            post.id(),
                            post.attempts(),
                            post.channelId());
                    pending.done(post.id());
                } else {
                    return made; // Discord refuses or is slow: try the rest when the claim has run out
                }
            }
        } while (claimed.size() == BATCH);
        return made;
    }

    private boolean posted(OutboxPost post) {
        try {
            return poster.postOnce(post).toCompletableFuture().get(HOLD.toSeconds() / 2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException | TimeoutException e) {
            log.debug("Outbox post {} not made: {}", post.id(), e.getMessage());
            return false;
        }
    }

    /** Drains when woken and every {@link #POLL}, until the thread is interrupted. */
    @Override
    public void run() {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                doorbell.await(POLL);
                drain();
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) { // a database fault: the next round tries again
                log.warn("Outbox round failed: {}", e.getMessage());
            }
        }
    }
}

package io.djambi.bot.outbox;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/** The outbox as its relay sees it: the posts of this process's servers, claimed a few at a time. */
public interface PendingPosts {
    /**
     * Claims up to {@code limit} posts of this process's servers, oldest first, that nobody holds: each is held for
     * {@code hold}, after which another claim (this process's or, after a crash, its successor's) may take it again.
     */
    List<OutboxPost> claim(Instant now, Duration hold, int limit);

    /** The post is made: it leaves the outbox. */
    void done(long id);
}

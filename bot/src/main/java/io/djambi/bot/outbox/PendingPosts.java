package io.djambi.bot.outbox;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * The outbox as its relay sees it: the posts of this process's servers. Only the oldest post of each channel is ever
 * claimed, so a channel's posts are made in the order of the changes that made them, whatever fails in between.
 */
public interface PendingPosts {
    /**
     * Claims up to {@code limit} posts of this process's servers, oldest first, each the oldest still waiting in its
     * channel, that nobody holds and that are not waiting out a back-off: each is held for {@code hold}, after which
     * another claim (this process's or, after a crash, its successor's) may take it again.
     */
    List<OutboxPost> claim(Instant now, Duration hold, int limit);

    /** The post is made: it leaves the outbox. */
    void done(long id);

    /** The post could not be made now: it is tried again from {@code notBefore}, still ahead of its channel's others. */
    void later(long id, Instant notBefore);

    /** The channel cannot be posted in: its waiting posts leave the outbox; how many there were. */
    int dropChannel(String channelId);

    /**
     * Lets go of the claims on this process's servers' posts: a process that held them died, and its successor (this
     * one, just started) should not wait for their hold to run out.
     */
    void releaseClaims();
}

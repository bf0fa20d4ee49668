package io.djambi.bot.outbox;

/** The outbox, both sides: where changes add their posts, and where the relay claims them. */
public interface Outbox extends ChannelOutbox, PendingPosts {
    /** Rung when a post is added where this process can hear of it; the relay waits on it. */
    Doorbell doorbell();
}

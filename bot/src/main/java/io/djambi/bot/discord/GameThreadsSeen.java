package io.djambi.bot.discord;

import java.time.OffsetDateTime;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import net.dv8tion.jda.api.entities.channel.attribute.IThreadContainer;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.TimeUtil;

/**
 * A game's thread by its id, also once Discord has archived it. JDA holds the active threads only: one archived while
 * the bot ran stays held, but after a start an archived thread is known to Discord alone, and is looked for among
 * its channel's archived threads.
 *
 * <p>Discord lists those newest archive first, a page of 100 at a time. A thread is archived after it was made, so
 * once the list reaches threads archived before the game's thread was made (its id says when), the game's thread, had
 * it been archived, would have come already: the search stops there, however many threads that is. In a channel that
 * archives threads by the hundred, that could still be many pages for a game's thread archived long ago, so it also
 * stops after {@link #LOOKED_THROUGH} threads, ten pages: a few seconds of Discord's time, within the outbox's wait
 * for one post. A thread not found is taken as gone.
 */
final class GameThreadsSeen {
    /** At most how many archived threads of a channel are looked through for one thread. */
    static final int LOOKED_THROUGH = 1000;

    private final ShardManager shards;
    private final Function<String, Optional<String>> openedFrom;

    /** @param openedFrom the channel a game's thread was opened from, by the thread's id (none: not a game's thread) */
    GameThreadsSeen(ShardManager shards, Function<String, Optional<String>> openedFrom) {
        this.shards = shards;
        this.openedFrom = openedFrom;
    }

    /** The game's thread {@code threadId}, if it is archived and still there; empty for any other channel. */
    CompletionStage<Optional<ThreadChannel>> archived(String threadId) {
        Optional<IThreadContainer> parent =
                openedFrom.apply(threadId).map(id -> shards.getChannelById(IThreadContainer.class, id));
        if (parent.isEmpty()) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return find(parent.get(), Long.parseLong(threadId));
    }

    /**
     * Thread {@code threadId} of {@code parent}, held or archived; empty if it is gone. Completes exceptionally with
     * Discord's answer (or JDA's refusal, the bot lacking Read Message History there) when the search fails.
     */
    CompletionStage<Optional<ThreadChannel>> find(IThreadContainer parent, long threadId) {
        ThreadChannel held = shards.getThreadChannelById(threadId);
        if (held != null) {
            return CompletableFuture.completedFuture(Optional.of(held));
        }
        OffsetDateTime made = TimeUtil.getTimeCreated(threadId);
        AtomicReference<ThreadChannel> found = new AtomicReference<>();
        AtomicInteger seen = new AtomicInteger();
        try {
            return parent.retrieveArchivedPublicThreadChannels()
                    .forEachAsync(
                            thread -> {
                                if (thread.getIdLong() == threadId) {
                                    found.set(thread);
                                    return false;
                                }
                                // Archived before the game's thread was made: the game's would have come already
                                boolean older =
                                        thread.getTimeArchiveInfoLastModified().isBefore(made);
                                return !older && seen.incrementAndGet() < LOOKED_THROUGH;
                            },
                            failure -> {}) // the future fails with it: the caller classes it
                    .thenApply(done -> Optional.ofNullable(found.get()));
        } catch (RuntimeException e) { // JDA checks the bot's permissions before it asks, on this thread
            return CompletableFuture.failedFuture(e);
        }
    }
}

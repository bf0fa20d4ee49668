package io.djambi.bot.discord;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import net.dv8tion.jda.api.entities.channel.attribute.IThreadContainer;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.sharding.ShardManager;

/**
 * A game's thread by its id, also once Discord has archived it. JDA holds the active threads only: one archived while
 * the bot ran stays held, but after a start an archived thread is known to Discord alone, and is looked for among
 * its channel's archived threads (newest first). A message sent there brings it back, as it would for a member.
 */
final class GameThreadsSeen {
    /** How many archived threads of a channel are looked through: a game's is among the latest. */
    private static final int LOOKED_THROUGH = 300;

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

    /** Thread {@code threadId} of {@code parent}, held or archived; empty if it is gone. */
    CompletionStage<Optional<ThreadChannel>> find(IThreadContainer parent, long threadId) {
        ThreadChannel held = shards.getThreadChannelById(threadId);
        if (held != null) {
            return CompletableFuture.completedFuture(Optional.of(held));
        }
        return parent.retrieveArchivedPublicThreadChannels()
                .takeAsync(LOOKED_THROUGH)
                .thenApply(threads ->
                        threads.stream().filter(t -> t.getIdLong() == threadId).findFirst());
    }
}

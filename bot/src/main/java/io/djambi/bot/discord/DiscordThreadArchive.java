package io.djambi.bot.discord;

import io.djambi.bot.game.ThreadArchive;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.exceptions.PermissionException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.sharding.ShardManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Discord's threads for {@link ThreadArchive}: a finished game's thread archived (not locked) through its manager, and
 * a deleted thread told from one merely archived. JDA keeps only active threads: one it does not hold was archived (or
 * deleted) already, and is done with; so is one the bot may no longer manage (its permissions there were taken).
 */
public final class DiscordThreadArchive implements ThreadArchive {
    private static final Logger log = LoggerFactory.getLogger(DiscordThreadArchive.class);
    /** What Discord answers for a channel or message that is not there. */
    private static final Set<ErrorResponse> GONE = Set.of(ErrorResponse.UNKNOWN_CHANNEL);

    private final ShardManager shards;

    public DiscordThreadArchive(ShardManager shards) {
        this.shards = shards;
    }

    @Override
    public CompletionStage<Archived> archive(String guildId, String threadId) {
        ThreadChannel thread = shards.getThreadChannelById(threadId);
        if (thread == null || thread.isArchived()) {
            return CompletableFuture.completedFuture(Archived.DONE);
        }
        try {
            return thread.getManager()
                    .setArchived(true)
                    .submit()
                    .handle((done, failure) -> failure == null ? Archived.DONE : archived(threadId, failure));
        } catch (RuntimeException e) { // JDA checks the bot's permissions before it sends anything, on this thread
            return CompletableFuture.completedFuture(archived(threadId, e));
        }
    }

    private static Archived archived(String threadId, Throwable failure) {
        Throwable cause = cause(failure);
        if (cause instanceof ErrorResponseException e && GONE.contains(e.getErrorResponse())) {
            return Archived.GONE;
        }
        if (cause instanceof PermissionException
                || cause instanceof ErrorResponseException e && !e.isServerError() && e.getErrorCode() > 0) {
            log.warn("Discord refused to archive thread {}; it is left as it is: {}", threadId, cause.getMessage());
            return Archived.DONE;
        }
        // 5xx, a timeout, a dropped connection: the next sweep asks again
        log.debug("Thread {} not archived: {}", threadId, cause.toString());
        return Archived.LATER;
    }

    /**
     * A thread JDA holds is there. One it does not hold was archived or deleted: for a thread opened from a card, the
     * card's message says which (it names the thread it started until the thread is deleted). A forum post's forum is
     * not known, and a card that cannot be read tells nothing: there, as for any failure, the answer is "not deleted".
     */
    @Override
    public CompletionStage<Boolean> deleted(String guildId, String threadId, String cardChannelId) {
        if (shards.getThreadChannelById(threadId) != null || cardChannelId.equals(threadId)) {
            return CompletableFuture.completedFuture(false);
        }
        GuildMessageChannel cards = shards.getChannelById(GuildMessageChannel.class, cardChannelId);
        if (cards == null) {
            return CompletableFuture.completedFuture(false);
        }
        try {
            return cards.retrieveMessageById(threadId)
                    .submit()
                    .handle((card, failure) -> failure == null && card.getStartedThread() == null);
        } catch (RuntimeException e) { // no permission to read the card's channel: nothing can be told
            return CompletableFuture.completedFuture(false);
        }
    }

    private static Throwable cause(Throwable failure) {
        return failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
    }
}

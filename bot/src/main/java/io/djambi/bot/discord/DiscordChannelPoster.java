package io.djambi.bot.discord;

import io.djambi.bot.command.Reply;
import io.djambi.bot.outbox.ChannelPoster;
import io.djambi.bot.outbox.OutboxPost;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.concrete.ForumChannel;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.exceptions.PermissionException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes the outbox's posts in their channels, with the bot's token: a new message carrying the post's nonce (JDA asks
 * Discord to enforce it), or a message edited in place (the channel's lobby card, a game's card, its review, its draw
 * offer or takeback request as more players agree). Tells the relay what became of each: made,
 * to be tried again (Discord failed or could not be reached), refused, or the channel lost to the bot.
 */
final class DiscordChannelPoster implements ChannelPoster {
    private static final Logger log = LoggerFactory.getLogger(DiscordChannelPoster.class);
    /** How far back a post claimed before is looked for: more than a game's channel says while a process restarts. */
    private static final int RECENT = 50;
    /** A little less than Discord keeps a message's nonce: within it, a post sent again is the first message again. */
    static final Duration NONCE_KEPT = Duration.ofMinutes(4);
    /**
     * What Discord answers about a game's thread closed to the bot: locked by a moderator (the bot has no Manage
     * Threads), or archived and locked, so that a message may not bring it back. Until a moderator opens it again,
     * nothing the game says can be posted there.
     */
    private static final Set<ErrorResponse> THREAD_CLOSED =
            EnumSet.of(ErrorResponse.THREAD_LOCKED, ErrorResponse.ILLEGAL_OPERATION_ARCHIVED_THREAD);
    /**
     * What Discord answers when the channel is gone or closed to the bot: no post can be made there for now (the game
     * waits, and its host is told).
     */
    private static final Set<ErrorResponse> LOST = EnumSet.of(
            ErrorResponse.UNKNOWN_CHANNEL,
            ErrorResponse.MISSING_ACCESS,
            ErrorResponse.MISSING_PERMISSIONS,
            ErrorResponse.THREAD_LOCKED,
            ErrorResponse.ILLEGAL_OPERATION_ARCHIVED_THREAD);
    /**
     * What Discord answers for a while only: the server has as many active threads as it may, so an archived thread
     * cannot be brought back by a post until another is archived.
     */
    private static final Set<ErrorResponse> FOR_NOW = EnumSet.of(ErrorResponse.MAX_ACTIVE_THREADS);

    /** A card's stage while its game's lobby is open ({@link Reply.Card#stage()}). */
    private static final String LOBBY = "lobby";

    private final ShardManager shards;
    private final Messages messages;
    /** The threads this process has renamed for their game: each once (a moderator's later name stays). */
    private final Set<Long> renamed = ConcurrentHashMap.newKeySet();

    private final ChannelPosts channels;
    private final GameThreadsSeen threads;
    private final ForumTags tags;

    /** For channels only: no game's thread is known. */
    DiscordChannelPoster(ShardManager shards, Messages messages, ChannelPosts channels) {
        this(
                shards,
                messages,
                channels,
                new GameThreadsSeen(shards, thread -> java.util.Optional.empty()),
                new ForumTags(new io.djambi.bot.config.GamesConfig(null, null)));
    }

    /**
     * @param threads finds a game's thread Discord has archived, which JDA forgets (a post there unarchives it)
     * @param tags the forum tags of a game's post at each stage
     */
    DiscordChannelPoster(
            ShardManager shards, Messages messages, ChannelPosts channels, GameThreadsSeen threads, ForumTags tags) {
        this.shards = shards;
        this.messages = messages;
        this.channels = channels;
        this.threads = threads;
        this.tags = tags;
    }

    @Override
    public CompletionStage<Delivery> postOnce(OutboxPost post) {
        try {
            return attempt(post);
        } catch (RuntimeException e) {
            // JDA checks the bot's permissions before it sends anything, on this thread: a refusal is an answer too
            return CompletableFuture.completedFuture(delivery(post, e));
        }
    }

    private CompletionStage<Delivery> attempt(OutboxPost post) {
        if (post.post().target() instanceof Reply.Card card) {
            return editCard(post, card);
        }
        GuildMessageChannel channel = shards.getChannelById(GuildMessageChannel.class, post.channelId());
        if (channel != null) {
            return attempt(post, channel);
        }
        // A game's thread Discord archived while JDA did not hold it (it forgets archived threads at each start); a
        // failure of the search is Discord's answer like any other (a 5xx: later; the channel closed: lost)
        return threads.archived(post.channelId())
                .thenCompose(thread -> thread.isPresent()
                        ? attempt(post, thread.get())
                        : CompletableFuture.completedFuture(unseen(post)))
                .exceptionally(failure -> delivery(post, failure));
    }

    /**
     * A game's card edited in place: in the channel of the cards, or, in a forum, the post's first message. Then the
     * thread named for the game and, in a forum, tagged for its stage; that part is Discord's to get round to (a
     * rename waits out its rate limit) and does not hold the channel's next post. Whatever Discord answers on the way
     * (the search for an archived post, bringing it back, the edit) is classed as a post's answer is
     * ({@link #cardDelivery}).
     */
    private CompletionStage<Delivery> editCard(OutboxPost post, Reply.Card card) {
        GuildChannel cards = shards.getGuildChannelById(post.channelId());
        if (cards instanceof ForumChannel forum) {
            return threads.find(forum, card.messageId())
                    .thenCompose(thread -> {
                        if (thread.isEmpty()) {
                            // The post was deleted, and its card with it: nothing to edit
                            log.debug("The post of card {} is gone", card.messageId());
                            return CompletableFuture.completedFuture(Delivery.MADE);
                        }
                        ThreadChannel open = thread.get();
                        if (!open.isArchived()) {
                            return editCard(post, card, open, Optional.of(open));
                        }
                        // A message in an archived post cannot be edited: the post is brought back first, as the
                        // bot's own
                        return open.getManager()
                                .setArchived(false)
                                .submit()
                                .thenCompose(reopened -> editCard(post, card, open, Optional.of(open)));
                    })
                    .exceptionally(failure -> cardDelivery(post, card, failure));
        }
        if (cards instanceof GuildMessageChannel channel) {
            // An archived thread JDA does not hold is left as it is named: renaming it would bring it back
            return editCard(post, card, channel, Optional.ofNullable(shards.getThreadChannelById(card.messageId())));
        }
        return CompletableFuture.completedFuture(unseen(post));
    }

    private CompletionStage<Delivery> editCard(
            OutboxPost post, Reply.Card card, GuildMessageChannel holder, Optional<ThreadChannel> thread) {
        return holder.editMessageById(card.messageId(), Messages.replacing(messages.publicPost(post.post())))
                .submit()
                .handle((edited, failure) -> {
                    if (failure != null && isUnknownMessage(failure)) {
                        // Someone deleted the card: the game goes on in its thread, without one
                        log.debug("The card {} is gone", card.messageId());
                        return Delivery.MADE;
                    }
                    if (failure != null) {
                        return cardDelivery(post, card, failure);
                    }
                    thread.ifPresent(t -> tidy(t, card));
                    return Delivery.MADE;
                });
    }

    /**
     * A card edit's failure, classed as a post's ({@link #delivery}), but for a forum post closed to the bot (locked,
     * or archived and locked): that one card cannot be edited, which is no reason to drop the other games' cards in
     * the same forum, as a lost channel would. The edit is dropped; the game's own next post, in its thread, finds the
     * thread closed, and the game waits for it.
     */
    private static Delivery cardDelivery(OutboxPost post, Reply.Card card, Throwable failure) {
        if (answer(failure).filter(THREAD_CLOSED::contains).isPresent()) {
            log.warn(
                    "The card {} in channel {} could not be edited: its thread is closed to the bot ({})",
                    card.messageId(),
                    post.channelId(),
                    answer(failure).get().getMeaning());
            return Delivery.REFUSED;
        }
        return delivery(post, failure);
    }

    /**
     * The thread named for its game once it has left its lobby, and a forum post tagged for its stage. The name changes
     * once: a thread keeps the name it was opened with while its lobby is open, and is renamed only from that name, so
     * a name a moderator gives it later stays, after a restart too (Discord allows two renames in ten minutes, and the
     * card is edited at every move; {@code renamed} covers the moments before JDA has heard of the new name). The rename and the tags are two calls, each on its own: one refused (a forum that requires a tag, say)
     * does not undo the other.
     */
    private void tidy(ThreadChannel thread, Reply.Card card) {
        if (!thread.getName().equals(card.threadName())
                && thread.getName().equals(card.openedAs())
                && !card.stage().equals(LOBBY)
                && renamed.add(thread.getIdLong())) {
            // Undone if refused: tried again at the card's next edit
            bestEffort(
                    thread,
                    "rename",
                    () -> thread.getManager().setName(card.threadName()),
                    () -> renamed.remove(thread.getIdLong()));
        }
        if (thread.getParentChannel() instanceof ForumChannel forum) {
            var wanted = tags.forStage(forum, thread.getAppliedTags(), card.stage());
            if (wanted.isPresent() && wanted.get().isEmpty() && forum.isTagRequired()) {
                // The forum has no tag for this stage and a post may not go bare: the post keeps the tags it has
                log.debug("Thread {} keeps its tags: forum {} requires one", thread.getId(), forum.getId());
            } else if (wanted.isPresent()) {
                bestEffort(thread, "tag", () -> thread.getManager().setAppliedTags(wanted.get()), () -> {});
            }
        }
    }

    /** Queues one change of a thread; a refusal, by JDA now or by Discord later, is a line in the log and {@code undo}. */
    private static void bestEffort(ThreadChannel thread, String what, Supplier<RestAction<?>> change, Runnable undo) {
        try {
            change.get().queue(null, failure -> {
                undo.run();
                log.debug("Could not {} thread {}: {}", what, thread.getId(), failure.getMessage());
            });
        } catch (RuntimeException e) {
            undo.run();
            log.debug("Could not {} thread {}: {}", what, thread.getId(), e.getMessage());
        }
    }

    private CompletionStage<Delivery> attempt(OutboxPost post, GuildMessageChannel channel) {
        if (post.post().controls() instanceof Reply.OfferClosed closed && closed.alone()) {
            // Told by the offer's own line, struck through with why: no message of its own (a decline said twice)
            channels.closedAlone(post.channelId(), closed);
            return CompletableFuture.completedFuture(Delivery.MADE);
        }
        String replacing = inPlace(post).isPresent()
                ? ""
                : switch (post.post().target()) {
                    case Reply.ReviewOf review -> review.replacing();
                    case Reply.OfferInPlace offer -> offer.replacing();
                    default -> "";
                };
        if (!replacing.isEmpty()) {
            // The words this post takes the place of were made before this run (a restart came between): found
            // among the channel's latest messages, they are edited like those made now; else the post is a new one
            return ownAmongLatest(channel, m -> m.getContentRaw().equals(replacing))
                    .thenCompose(found -> {
                        found.ifPresent(words -> channels.posted(post.post(), words));
                        return placed(post, channel);
                    })
                    .exceptionally(failure -> delivery(post, failure));
        }
        return placed(post, channel);
    }

    /**
     * The message this post is made in place of, if this run made or found it: the lobby's card while it is there, a
     * game's review post once the review is ready, a draw offer or a takeback request as more players agree.
     */
    private Optional<ChannelPosts.Posted> inPlace(OutboxPost post) {
        if (post.post().controls() instanceof Reply.LobbyControls) {
            return channels.lobby(post.channelId());
        }
        return switch (post.post().target()) {
            case Reply.ReviewOf review -> channels.review(review.tableId());
            case Reply.OfferInPlace offer -> channels.offer(post.channelId(), post.post());
            default -> Optional.empty();
        };
    }

    /** The post as a new message, or as the message it is made in place of. */
    private CompletionStage<Delivery> placed(OutboxPost post, GuildMessageChannel channel) {
        MessageCreateData message = messages.publicPost(post.post());
        CompletableFuture<Message> made;
        Optional<ChannelPosts.Posted> earlier = inPlace(post);
        if (earlier.isPresent()) {
            // Edited in place; posted anew only if it was deleted
            made = channels.edit(earlier.get(), Messages.replacing(message))
                    .submit()
                    .exceptionallyCompose(failure -> {
                        if (isUnknownMessage(failure)) {
                            channels.gone(post.post(), post.channelId());
                            return send(channel, post, message).toCompletableFuture();
                        }
                        if (answer(failure)
                                .filter(ErrorResponse.ILLEGAL_OPERATION_ARCHIVED_THREAD::equals)
                                .isPresent()) {
                            // A message in an archived thread cannot be edited, but a new one brings the thread back
                            // (or, the thread locked, is refused, and the thread is lost)
                            return send(channel, post, message).toCompletableFuture();
                        }
                        return CompletableFuture.failedFuture(failure);
                    });
        } else {
            made = send(channel, post, message).toCompletableFuture();
        }
        return made.handle((sent, failure) -> {
            if (failure == null) {
                if (sent != null) {
                    channels.posted(post.post(), sent);
                }
                return Delivery.MADE;
            }
            return delivery(post, failure);
        });
    }

    /**
     * A channel this process cannot see: gone, or closed to the bot, once every shard is connected and every server
     * it holds is available; until then the post waits (a server's outage; a shard whose session Discord ended
     * forgets its servers until its new session has sent them again).
     */
    private Delivery unseen(OutboxPost post) {
        boolean allSeen = shards.getShards().stream()
                .allMatch(jda -> jda.getStatus() == JDA.Status.CONNECTED
                        && jda.getUnavailableGuilds().isEmpty());
        return allSeen ? Delivery.CHANNEL_LOST : Delivery.LATER;
    }

    /**
     * A new message with the post's nonce. A post claimed before, first written longer ago than Discord keeps a nonce,
     * is first looked for among the channel's latest messages, in case the process that made it died before it could
     * say so: the bot's own, made since the post was written, with the same words and files. Completes with the
     * message, made now or found made before (noted as the channel's board or lobby like one made now).
     */
    private CompletionStage<Message> send(GuildMessageChannel channel, OutboxPost post, MessageCreateData message) {
        boolean nonceForgotten =
                post.attempts() > 1 && post.written().isBefore(Instant.now().minus(NONCE_KEPT));
        CompletionStage<Optional<Message>> madeBefore = !nonceForgotten
                ? CompletableFuture.completedFuture(Optional.empty())
                : ownAmongLatest(
                        channel,
                        m -> !m.getTimeCreated().toInstant().isBefore(post.written())
                                && m.getContentRaw().equals(message.getContent())
                                && fileNames(m).equals(fileNames(message)));
        return madeBefore.thenCompose(found -> found.isPresent()
                ? CompletableFuture.completedFuture(found.get())
                : channel.sendMessage(message).setNonce(post.nonce()).submit());
    }

    /** The newest of the bot's own messages among the channel's latest {@value #RECENT} that {@code which} picks. */
    private static CompletionStage<Optional<Message>> ownAmongLatest(
            GuildMessageChannel channel, java.util.function.Predicate<Message> which) {
        return channel.getHistory().retrievePast(RECENT).submit().thenApply(recent -> recent.stream()
                .filter(m -> m.getAuthor().equals(channel.getJDA().getSelfUser()) && which.test(m))
                .findFirst());
    }

    private static List<String> fileNames(Message m) {
        return m.getAttachments().stream().map(Message.Attachment::getFileName).toList();
    }

    private static List<String> fileNames(MessageCreateData m) {
        return m.getFiles().stream().map(FileUpload::getName).toList();
    }

    /**
     * What Discord's answer (or JDA's own refusal) means for a post: the channel lost to the bot, a wait, or a refusal
     * of this post alone; anything else (a 5xx, a timeout) is tried again later.
     */
    private static Delivery delivery(OutboxPost post, Throwable failure) {
        Throwable cause = cause(failure);
        if (cause instanceof PermissionException
                || cause instanceof ErrorResponseException e && LOST.contains(e.getErrorResponse())) {
            return Delivery.CHANNEL_LOST;
        }
        if (cause instanceof ErrorResponseException e && FOR_NOW.contains(e.getErrorResponse())) {
            log.info("Outbox post {} in channel {} waits: {}", post.id(), post.channelId(), e.getMeaning());
            return Delivery.LATER;
        }
        if (cause instanceof ErrorResponseException e && !e.isServerError() && e.getErrorCode() > 0) {
            log.warn("Discord refused outbox post {} in channel {}: {}", post.id(), post.channelId(), e.getMeaning());
            return Delivery.REFUSED;
        }
        // 5xx, a timeout, a dropped connection, JDA's requester stopping: tried again after a back-off
        log.debug("Outbox post {} in channel {} not made: {}", post.id(), post.channelId(), cause.toString());
        return Delivery.LATER;
    }

    private static boolean isUnknownMessage(Throwable failure) {
        return answer(failure).filter(ErrorResponse.UNKNOWN_MESSAGE::equals).isPresent();
    }

    /** Discord's error code in a failure, if it is one of Discord's answers. */
    private static Optional<ErrorResponse> answer(Throwable failure) {
        return cause(failure) instanceof ErrorResponseException e
                ? Optional.of(e.getErrorResponse())
                : Optional.empty();
    }

    /** The failure itself, out of the wrappers a future's stages put round it (also read by the acknowledgements). */
    static Throwable cause(Throwable failure) {
        Throwable cause = failure;
        while (cause instanceof CompletionException && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }
}

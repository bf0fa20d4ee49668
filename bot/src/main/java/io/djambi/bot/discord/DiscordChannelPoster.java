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
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.concrete.ForumChannel;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.exceptions.PermissionException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes the outbox's posts in their channels, with the bot's token: a new message carrying the post's nonce (JDA asks
 * Discord to enforce it), or the channel's lobby card edited in place. Tells the relay what became of each: made,
 * to be tried again (Discord failed or could not be reached), refused, or the channel lost to the bot.
 */
final class DiscordChannelPoster implements ChannelPoster {
    private static final Logger log = LoggerFactory.getLogger(DiscordChannelPoster.class);
    /** How far back a post claimed before is looked for: more than a game's channel says while a process restarts. */
    private static final int RECENT = 50;
    /** A little less than Discord keeps a message's nonce: within it, a post sent again is the first message again. */
    static final Duration NONCE_KEPT = Duration.ofMinutes(4);
    /** What Discord answers when the channel is gone or closed to the bot: no post can be made there for now. */
    private static final Set<ErrorResponse> LOST =
            EnumSet.of(ErrorResponse.UNKNOWN_CHANNEL, ErrorResponse.MISSING_ACCESS, ErrorResponse.MISSING_PERMISSIONS);

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
        // A game's thread Discord archived while JDA did not hold it (it forgets archived threads at each start)
        return threads.archived(post.channelId())
                .thenCompose(thread -> thread.isPresent()
                        ? attempt(post, thread.get())
                        : CompletableFuture.completedFuture(unseen(post)));
    }

    /**
     * A game's card edited in place: in the channel of the cards, or, in a forum, the post's first message. Then the
     * thread named for the game and, in a forum, tagged for its stage; that part is Discord's to get round to (a
     * rename waits out its rate limit) and does not hold the channel's next post.
     */
    private CompletionStage<Delivery> editCard(OutboxPost post, Reply.Card card) {
        GuildChannel cards = shards.getGuildChannelById(post.channelId());
        if (cards instanceof ForumChannel forum) {
            return threads.find(forum, card.messageId()).thenCompose(thread -> {
                if (thread.isEmpty()) {
                    // The post was deleted, and its card with it: nothing to edit
                    log.debug("The post of card {} is gone", card.messageId());
                    return CompletableFuture.completedFuture(Delivery.MADE);
                }
                ThreadChannel open = thread.get();
                if (!open.isArchived()) {
                    return editCard(post, card, open, Optional.of(open));
                }
                // A message in an archived post cannot be edited: the post is brought back first, as the bot's own
                return open.getManager()
                        .setArchived(false)
                        .submit()
                        .thenCompose(reopened -> editCard(post, card, open, Optional.of(open)))
                        .exceptionally(failure -> delivery(post, failure));
            });
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
                        return delivery(post, failure);
                    }
                    thread.ifPresent(t -> tidy(t, card));
                    return Delivery.MADE;
                });
    }

    /**
     * The thread named for its game once it has left its lobby, and a forum post tagged for its stage. The name changes
     * once: a thread keeps the name it was opened with while its lobby is open, and once this process has renamed it,
     * a name a moderator gives it later stays (Discord allows two renames in ten minutes, and the card is edited at every
     * move).
     */
    private void tidy(ThreadChannel thread, Reply.Card card) {
        boolean renaming = false;
        try {
            var manager = thread.getManager();
            boolean changed = false;
            if (!thread.getName().equals(card.threadName())
                    && !card.stage().equals(LOBBY)
                    && renamed.add(thread.getIdLong())) {
                manager = manager.setName(card.threadName());
                changed = true;
                renaming = true;
            }
            if (thread.getParentChannel() instanceof ForumChannel forum) {
                var wanted = tags.forStage(forum, thread.getAppliedTags(), card.stage());
                if (wanted.isPresent()) {
                    manager = manager.setAppliedTags(wanted.get());
                    changed = true;
                }
            }
            if (changed) {
                boolean renameSent = renaming;
                manager.queue(null, failure -> {
                    if (renameSent) {
                        renamed.remove(thread.getIdLong()); // tried again at the card's next edit
                    }
                    log.debug("Could not rename or tag thread {}: {}", thread.getId(), failure.getMessage());
                });
            }
        } catch (RuntimeException e) {
            if (renaming) {
                renamed.remove(thread.getIdLong());
            }
            log.debug("Could not rename or tag thread {}: {}", thread.getId(), e.getMessage());
        }
    }

    private CompletionStage<Delivery> attempt(OutboxPost post, GuildMessageChannel channel) {
        MessageCreateData message = messages.publicPost(post.post());
        CompletableFuture<Message> made;
        Optional<ChannelPosts.Posted> lobby = post.post().controls() instanceof Reply.LobbyControls
                ? channels.lobby(post.channelId())
                : Optional.empty();
        if (lobby.isPresent()) {
            // The lobby's card is edited in place; posted anew only if it was deleted
            made = channels.editLobby(lobby.get(), Messages.replacing(message))
                    .submit()
                    .exceptionallyCompose(failure -> {
                        if (isUnknownMessage(failure)) {
                            channels.lobbyGone(post.channelId());
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
     * message, or null when it was found made before.
     */
    private CompletionStage<Message> send(GuildMessageChannel channel, OutboxPost post, MessageCreateData message) {
        boolean nonceForgotten =
                post.attempts() > 1 && post.written().isBefore(Instant.now().minus(NONCE_KEPT));
        CompletionStage<Boolean> madeBefore = !nonceForgotten
                ? CompletableFuture.completedFuture(false)
                : channel.getHistory().retrievePast(RECENT).submit().thenApply(recent -> recent.stream()
                        .anyMatch(m -> m.getAuthor().equals(channel.getJDA().getSelfUser())
                                && !m.getTimeCreated().toInstant().isBefore(post.written())
                                && m.getContentRaw().equals(message.getContent())
                                && fileNames(m).equals(fileNames(message))));
        return madeBefore.thenCompose(found -> found
                ? CompletableFuture.<Message>completedFuture(null)
                : channel.sendMessage(message).setNonce(post.nonce()).submit());
    }

    private static List<String> fileNames(Message m) {
        return m.getAttachments().stream().map(Message.Attachment::getFileName).toList();
    }

    private static List<String> fileNames(MessageCreateData m) {
        return m.getFiles().stream().map(FileUpload::getName).toList();
    }

    private static Delivery delivery(OutboxPost post, Throwable failure) {
        Throwable cause =
                failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        if (cause instanceof PermissionException
                || cause instanceof ErrorResponseException e && LOST.contains(e.getErrorResponse())) {
            return Delivery.CHANNEL_LOST;
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
        Throwable cause =
                failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        return cause instanceof ErrorResponseException e && e.getErrorResponse() == ErrorResponse.UNKNOWN_MESSAGE;
    }
}

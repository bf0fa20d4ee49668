package io.djambi.bot.discord;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameThreads;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.attribute.IThreadContainer;
import net.dv8tion.jda.api.entities.channel.concrete.ForumChannel;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.forums.ForumPost;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.exceptions.PermissionException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.sharding.ShardManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens a new game's thread on Discord: in a text (or announcement) channel, the game's card posted and a public
 * thread started from it; in a forum, a post whose first message is the card, tagged as a lobby. Runs on a command's
 * worker and waits for Discord. Where the server chose games in channels, or the bot lacks Create Public Threads or
 * Send Messages in Threads, or the server is at Discord's limit of active threads, the game plays in the channel;
 * a forum holds no game outside a post, so there the host is refused instead.
 */
final class DiscordThreads implements GameThreads {
    private static final Logger log = LoggerFactory.getLogger(DiscordThreads.class);
    /** How long a command waits for Discord to make the card and the thread. */
    private static final Duration PATIENCE = Duration.ofSeconds(20);

    private final ShardManager shards;
    private final Messages messages;
    private final ForumTags tags;
    private final Predicate<String> wanted;

    /** @param wanted whether a server wants its games in threads (its own choice, else the config's) */
    DiscordThreads(ShardManager shards, Messages messages, ForumTags tags, Predicate<String> wanted) {
        this.shards = shards;
        this.messages = messages;
        this.tags = tags;
        this.wanted = wanted;
    }

    @Override
    public Opening open(String guildId, String channelId, String name, Reply.Public card) {
        GuildChannel channel = shards.getGuildChannelById(channelId);
        if (channel instanceof ForumChannel forum) {
            return inForum(forum, name, card);
        }
        if (!(channel instanceof IThreadContainer container) || !(channel instanceof GuildMessageChannel text)) {
            return new Opening.InChannel(Opening.Why.NOT_HERE); // a thread, a voice channel's chat, a DM
        }
        if (!wanted.test(guildId)) {
            return new Opening.InChannel(Opening.Why.TURNED_OFF);
        }
        Member self = channel.getGuild().getSelfMember();
        if (!self.hasPermission(
                container,
                Permission.VIEW_CHANNEL,
                Permission.MESSAGE_SEND,
                Permission.CREATE_PUBLIC_THREADS,
                Permission.MESSAGE_SEND_IN_THREADS)) {
            return new Opening.InChannel(Opening.Why.NO_PERMISSION);
        }
        Message posted;
        try {
            posted = waitFor(text.sendMessage(messages.publicPost(card)).submit());
        } catch (RuntimeException e) {
            return new Opening.InChannel(why(e, channelId));
        }
        try {
            ThreadChannel thread = waitFor(posted.createThreadChannel(name)
                    .setAutoArchiveDuration(ThreadChannel.AutoArchiveDuration.TIME_1_WEEK)
                    .submit());
            log.debug("Opened thread {} from card {} in channel {}", thread.getId(), posted.getId(), channelId);
            return new Opening.Opened(thread.getId(), channelId);
        } catch (RuntimeException e) {
            // The card of a game that will not be: taken back, as the game plays in the channel instead
            posted.delete().queue(null, gone -> log.debug("Could not take back card {}", posted.getId()));
            return new Opening.InChannel(why(e, channelId));
        }
    }

    /** A forum post: the thread and its first message, the card, in one call. */
    private Opening inForum(ForumChannel forum, String name, Reply.Public card) {
        Member self = forum.getGuild().getSelfMember();
        if (!self.hasPermission(
                forum, Permission.VIEW_CHANNEL, Permission.MESSAGE_SEND, Permission.MESSAGE_SEND_IN_THREADS)) {
            return new Opening.Refused(Opening.Why.NO_PERMISSION);
        }
        Optional<String> missing = tags.lobbyTagMissing(forum);
        if (missing.isPresent()) {
            // Told apart before the command runs (SlashPath): here only if the forum changed in between
            log.warn("Forum {} requires a tag on each post and has no tag named {}", forum.getId(), missing.get());
            return new Opening.Refused(Opening.Why.FAILED);
        }
        try {
            var post = forum.createForumPost(name, messages.publicPost(card));
            tags.forStage(forum, List.of(), "lobby").ifPresent(post::setTags);
            ForumPost made = waitFor(post.submit());
            return new Opening.Opened(made.getThreadChannel().getId(), forum.getId());
        } catch (RuntimeException e) {
            return new Opening.Refused(why(e, forum.getId()));
        }
    }

    private static <T> T waitFor(java.util.concurrent.CompletableFuture<T> made) {
        return made.orTimeout(PATIENCE.toMillis(), TimeUnit.MILLISECONDS).join();
    }

    private static Opening.Why why(RuntimeException e, String channelId) {
        Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
        if (cause instanceof PermissionException
                || cause instanceof ErrorResponseException r
                        && (r.getErrorResponse() == ErrorResponse.MISSING_PERMISSIONS
                                || r.getErrorResponse() == ErrorResponse.MISSING_ACCESS)) {
            return Opening.Why.NO_PERMISSION;
        }
        if (cause instanceof ErrorResponseException r && r.getErrorResponse() == ErrorResponse.MAX_ACTIVE_THREADS) {
            log.warn("Channel {}: the server has as many active threads as Discord allows", channelId);
            return Opening.Why.TOO_MANY_THREADS;
        }
        log.warn("Could not open a game's thread in channel {}: {}", channelId, cause.toString());
        return Opening.Why.FAILED;
    }
}

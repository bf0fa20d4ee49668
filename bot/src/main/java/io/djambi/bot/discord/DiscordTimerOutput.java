package io.djambi.bot.discord;

import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.Reply;
import io.djambi.bot.outbox.OutboxPost;
import io.djambi.bot.text.Catalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The turn timer's reminders and timeouts, sent through JDA without blocking the timer's thread. */
final class DiscordTimerOutput implements TimerOutput {
    private static final Logger log = LoggerFactory.getLogger(DiscordTimerOutput.class);

    /** How far back a post claimed before is looked for: more than a game's channel says while a process restarts. */
    private static final int RECENT = 50;

    private final ShardManager shards;
    private final Messages messages;
    private final ChannelPosts channels;
    private final Catalogue text;

    DiscordTimerOutput(ShardManager shards, Catalogue text, ChannelPosts channels) {
        this.shards = shards;
        this.messages = new Messages(text);
        this.channels = channels;
        this.text = text;
    }

    @Override
    public CompletionStage<Boolean> reminder(
            String userId, long tableId, String channelId, String words, List<Reply.Attachment> files) {
        MessageCreateData dm = messages.privateMessage(new Reply.Private(words, files));
        List<Button> buttons = new ArrayList<>();
        channels.boardLink(channelId)
                .ifPresent(link -> buttons.add(Button.link(link, text.get("button.to-the-board"))));
        buttons.add(Button.secondary(ComponentIds.awayFromReminder(tableId), text.get("button.away-a-day")));
        MessageCreateData withLink = new MessageCreateBuilder()
                .applyData(dm)
                .setComponents(ActionRow.of(buttons))
                .build();
        return PrivateChannels.open(shards, userId)
                .flatMap(channel -> channel.sendMessage(withLink))
                .submit()
                .handle((sent, failure) -> {
                    if (failure != null) {
                        log.debug("Reminder DM to {} not delivered: {}", userId, failure.getMessage());
                    }
                    return failure == null;
                });
    }

    @Override
    public CompletionStage<Boolean> directMessage(String userId, String text, List<Reply.Attachment> files) {
        return PrivateChannels.open(shards, userId)
                .flatMap(channel -> channel.sendMessage(messages.privateMessage(new Reply.Private(text, files))))
                .submit()
                .handle((sent, failure) -> {
                    if (failure != null) {
                        log.debug("Reminder DM to {} not delivered: {}", userId, failure.getMessage());
                    }
                    return failure == null;
                });
    }

    @Override
    public void post(String channelId, Reply.Public post) {
        GuildMessageChannel channel = shards.getChannelById(GuildMessageChannel.class, channelId);
        if (channel == null) {
            log.warn("Channel {} is gone, or not on this process's shards; a timer post was not made", channelId);
            return;
        }
        channel.sendMessage(messages.publicPost(post))
                .queue(
                        sent -> channels.posted(post, sent),
                        failure -> log.warn("Could not post in channel {}: {}", channelId, failure.getMessage()));
    }

    /**
     * Discord keeps the nonce (JDA asks it to enforce it) for a few minutes: a post made again soon after a crash is
     * the first message. A post claimed before is first looked for among the channel's latest messages, in case the
     * process that made it was down for longer than that.
     */
    @Override
    public CompletionStage<Boolean> postOnce(OutboxPost post) {
        GuildMessageChannel channel = shards.getChannelById(GuildMessageChannel.class, post.channelId());
        if (channel == null) {
            log.warn("Channel {} is gone, or not on this process's shards; an outbox post waits", post.channelId());
            return CompletableFuture.completedFuture(false);
        }
        MessageCreateData message = messages.publicPost(Reply.Public.text(post.text()));
        CompletionStage<Boolean> madeBefore = post.attempts() == 1
                ? CompletableFuture.completedFuture(false)
                : channel.getHistory().retrievePast(RECENT).submit().thenApply(recent -> recent.stream()
                        .anyMatch(m -> m.getAuthor().equals(channel.getJDA().getSelfUser())
                                && m.getContentRaw().equals(message.getContent())));
        return madeBefore
                .thenCompose(found -> found
                        ? CompletableFuture.completedFuture(true)
                        : channel.sendMessage(message)
                                .setNonce(post.nonce())
                                .submit()
                                .thenApply(sent -> true))
                .exceptionally(failure -> {
                    log.warn("Could not post in channel {}: {}", post.channelId(), failure.getMessage());
                    return false;
                });
    }
}

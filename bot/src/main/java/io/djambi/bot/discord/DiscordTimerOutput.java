package io.djambi.bot.discord;

import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletionStage;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The turn timer's reminders by DM, sent through JDA without blocking the timer's thread. */
final class DiscordTimerOutput implements TimerOutput {
    private static final Logger log = LoggerFactory.getLogger(DiscordTimerOutput.class);

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
            String userId,
            long tableId,
            String channelId,
            String words,
            List<Reply.Attachment> files,
            Locale language) {
        MessageCreateData dm = messages.privateMessage(new Reply.Private(words, files));
        // The buttons in the reader's language, as the reminder's words are
        Catalogue his = text.forLocale(language);
        List<Button> buttons = new ArrayList<>();
        channels.boardLink(channelId).ifPresent(link -> buttons.add(Button.link(link, his.get("button.to-the-board"))));
        buttons.add(Button.secondary(ComponentIds.awayFromReminder(tableId), his.get("button.away-a-day")));
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
}

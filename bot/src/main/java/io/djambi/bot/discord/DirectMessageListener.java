package io.djambi.bot.discord;

import io.djambi.bot.CommandRouter;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.events.message.MessageReceivedEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plain messages a player writes to the bot in a DM: handed to the press, which relays them to his last partner
 * (after he confirms the recipient once); the answer goes back in the same DM. Messages in servers are never read.
 */
public final class DirectMessageListener extends ListenerAdapter {
    private static final Logger log = LoggerFactory.getLogger(DirectMessageListener.class);

    private final CommandRouter router;
    private final Executor workers;

    public DirectMessageListener(CommandRouter router, Executor workers) {
        this.router = router;
        this.workers = workers;
    }

    @Override
    public void onMessageReceived(MessageReceivedEvent event) {
        if (!event.isFromType(ChannelType.PRIVATE) || event.getAuthor().isBot() || event.getAuthor().isSystem()) {
            return;
        }
        String text = event.getMessage().getContentRaw();
        MessageChannel channel = event.getChannel();
        if (text.isBlank()) {
            channel.sendMessage("I pass on text only; write your message in words.").queue();
            return;
        }
        CommandRequest request = new CommandRequest(event.getAuthor().getId(), event.getAuthor().getEffectiveName(),
                "", channel.getId(), false, CommandRouter.DIRECT_MESSAGE, "", Map.of("message", text));
        log.debug("Direct message from {}", request.userId());
        try {
            workers.execute(() -> relay(channel, request));
        } catch (RejectedExecutionException e) {
            channel.sendMessage("The bot is shutting down; your message was not sent. Please send it again later.")
                    .queue();
        }
    }

    private void relay(MessageChannel channel, CommandRequest request) {
        router.handle(request).whenComplete((replies, failure) -> {
            if (failure != null) {
                log.error("Relaying a direct message from {} failed", request.userId(), failure);
                replies = List.of(new Reply.Private(InteractionListener.FAILED));
            }
            for (Reply reply : replies) {
                if (reply instanceof Reply.Private p) {
                    channel.sendMessage(Messages.privateMessage(p)).queue();
                }
            }
        });
    }
}

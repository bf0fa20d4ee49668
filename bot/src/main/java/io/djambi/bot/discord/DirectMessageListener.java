package io.djambi.bot.discord;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.dispatch.PressCommands;
import io.djambi.bot.command.Reply;
import io.djambi.bot.command.UserText;
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

    static final String RESTARTING = "The bot is restarting; your message was not sent. Send it again in a minute.";

    private final Dispatcher dispatcher;
    private final Executor workers;

    public DirectMessageListener(Dispatcher dispatcher, Executor workers) {
        this.dispatcher = dispatcher;
        this.workers = workers;
    }

    @Override
    public void onMessageReceived(MessageReceivedEvent event) {
        if (!event.isFromType(ChannelType.PRIVATE) || event.getAuthor().isBot() || event.getAuthor().isSystem()) {
            return;
        }
        String text = event.getMessage().getContentRaw();
        MessageChannel channel = event.getChannel();
        Trace trace = new Trace("", channel.getId(), event.getAuthor().getId(), event.getMessageIdLong());
        if (text.isBlank()) {
            channel.sendMessage(Messages.privateMessage("I pass on text only; write your message in words.")).queue();
            return;
        }
        CommandRequest request = new CommandRequest(event.getAuthor().getId(),
                UserText.name(event.getAuthor().getEffectiveName()), "", channel.getId(), false,
                PressCommands.DIRECT_MESSAGE, "", Map.of("message", text));
        log.debug("Direct message from {}", request.userId());
        try {
            workers.execute(() -> relay(channel, request, trace));
        } catch (RejectedExecutionException e) { // shutting down: the workers take nothing new
            channel.sendMessage(Messages.privateMessage(RESTARTING)).queue();
        }
    }

    private void relay(MessageChannel channel, CommandRequest request, Trace trace) {
        trace.within(() -> {
            try {
                dispatcher.handle(request).whenComplete((replies, failure) -> {
                    if (failure != null) {
                        trace.failed(log, "Relaying a direct message", failure);
                        replies = List.of(new Reply.Private(trace.apology()));
                    }
                    for (Reply reply : replies) {
                        if (reply instanceof Reply.Private p) {
                            channel.sendMessage(Messages.privateMessage(p)).queue();
                        }
                    }
                });
            } catch (RuntimeException e) {
                trace.failed(log, "Relaying a direct message", e);
                channel.sendMessage(Messages.privateMessage(trace.apology())).queue();
            }
        });
    }
}

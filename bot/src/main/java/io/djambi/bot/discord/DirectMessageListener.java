package io.djambi.bot.discord;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Reply;
import io.djambi.bot.command.UserText;
import io.djambi.bot.dispatch.PressCommands;
import io.djambi.bot.text.Catalogue;
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

    /** The catalogue's key of the refusal while shutting down, which the tests look up too. */
    static final String RESTARTING = "dm.restarting";

    private final Dispatcher dispatcher;
    private final Executor workers;
    private final Catalogue text;
    private final Messages messages;

    public DirectMessageListener(Dispatcher dispatcher, Executor workers, Catalogue text) {
        this.dispatcher = dispatcher;
        this.workers = workers;
        this.text = text;
        this.messages = new Messages(text);
    }

    @Override
    public void onMessageReceived(MessageReceivedEvent event) {
        if (!event.isFromType(ChannelType.PRIVATE)
                || event.getAuthor().isBot()
                || event.getAuthor().isSystem()) {
            return;
        }
        String written = event.getMessage().getContentRaw();
        MessageChannel channel = event.getChannel();
        Trace trace = new Trace("", channel.getId(), event.getAuthor().getId(), event.getMessageIdLong());
        if (written.isBlank()) {
            channel.sendMessage(messages.privateMessage(text.get("dm.text-only")))
                    .queue();
            return;
        }
        CommandRequest request = new CommandRequest(
                event.getAuthor().getId(),
                UserText.name(event.getAuthor().getEffectiveName()),
                "",
                channel.getId(),
                false,
                PressCommands.DIRECT_MESSAGE,
                "",
                Map.of("message", written),
                // A DM says no language: the author's last seen one
                dispatcher.languageOf(event.getAuthor().getId()),
                dispatcher.languageOf(event.getAuthor().getId()));
        log.debug("Direct message from {}", request.userId());
        try {
            workers.execute(() -> relay(channel, request, trace));
        } catch (RejectedExecutionException e) { // shutting down: the workers take nothing new
            channel.sendMessage(messages.privateMessage(text.get(RESTARTING))).queue();
        }
    }

    private void relay(MessageChannel channel, CommandRequest request, Trace trace) {
        trace.within(() -> {
            try {
                dispatcher.handle(request).whenComplete((replies, failure) -> {
                    if (failure != null) {
                        trace.failed(log, "Relaying a direct message", failure);
                        replies = List.of(new Reply.Private(trace.apology(text)));
                    }
                    for (Reply reply : replies) {
                        if (reply instanceof Reply.Private p) {
                            channel.sendMessage(messages.privateMessage(p)).queue();
                        }
                    }
                });
            } catch (RuntimeException e) {
                trace.failed(log, "Relaying a direct message", e);
                channel.sendMessage(messages.privateMessage(trace.apology(text)))
                        .queue();
            }
        });
    }
}

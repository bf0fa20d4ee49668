package io.djambi.bot.discord;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Outage;
import io.djambi.bot.command.Reply;
import io.djambi.bot.command.UserText;
import io.djambi.bot.dispatch.PressCommands;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.events.message.MessageReceivedEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plain messages a player writes to the bot in a DM: handed to the press, which relays them to his last partner
 * (after he confirms the recipient once); the answer goes back in the same DM. Messages in servers are never read.
 * Once the bot stops taking them ({@link Underway}), a message is answered that it was not sent.
 */
public final class DirectMessageListener extends ListenerAdapter {
    private static final Logger log = LoggerFactory.getLogger(DirectMessageListener.class);

    /** The catalogue's key of the refusal while shutting down, which the tests look up too. */
    static final String RESTARTING = "dm.restarting";

    private final Dispatcher dispatcher;
    private final Executor workers;
    private final Messages messages;
    private final Underway underway;

    public DirectMessageListener(Dispatcher dispatcher, Executor workers, Catalogue text) {
        this(dispatcher, workers, text, new Underway());
    }

    /** @param underway the direct messages taken and not yet answered, and whether the bot still takes them */
    DirectMessageListener(Dispatcher dispatcher, Executor workers, Catalogue text, Underway underway) {
        this.dispatcher = dispatcher;
        this.workers = workers;
        this.messages = new Messages(text);
        this.underway = underway;
    }

    @Override
    public void onMessageReceived(MessageReceivedEvent event) {
        if (!event.isFromType(ChannelType.PRIVATE)
                || event.getAuthor().isBot()
                || event.getAuthor().isSystem()) {
            return;
        }
        underway.begin(); // before the question, so that a stop either waits for this message or is seen here
        try {
            MessageChannel channel = event.getChannel();
            Optional<Messages> speaking = speakingTo(event.getAuthor().getId(), channel);
            if (speaking.isEmpty()) {
                return;
            }
            Messages said = speaking.get();
            if (underway.stopping()) {
                log.debug(
                        "Direct message from {} while the bot stops: not taken",
                        event.getAuthor().getId());
                say(channel, said, said.text().get(RESTARTING));
                return;
            }
            take(event, channel, said);
        } finally {
            underway.end();
        }
    }

    /**
     * A DM says no language: the author's last seen one, for the bot's own words and the draft's buttons. It is read
     * from the database; with the database away (on JDA's thread, where nothing would catch it) the author is told in
     * the bot's default language that nothing was sent and to try again in a moment, as a command would be, and the
     * log has one line.
     */
    private Optional<Messages> speakingTo(String authorId, MessageChannel channel) {
        try {
            return Optional.of(messages.speaking(dispatcher.languageOf(authorId)));
        } catch (RuntimeException e) {
            Optional<Throwable> outage = Outage.in(e);
            if (outage.isEmpty()) {
                throw e;
            }
            log.warn(
                    "Direct message from {} not taken, the database is away: {}",
                    authorId,
                    outage.get().getMessage());
            say(channel, messages, messages.text().get(Outage.ANSWER));
            return Optional.empty();
        }
    }

    private void take(MessageReceivedEvent event, MessageChannel channel, Messages said) {
        String written = event.getMessage().getContentRaw();
        Trace trace = new Trace("", channel.getId(), event.getAuthor().getId(), event.getMessageIdLong());
        if (written.isBlank()) {
            say(channel, said, said.text().get("dm.text-only"));
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
                said.text().locale(),
                said.text().locale());
        log.debug("Direct message from {}", request.userId());
        underway.begin(); // until the relay's answers are sent
        try {
            workers.execute(() -> relay(channel, request, trace, said));
        } catch (RejectedExecutionException e) { // shutting down: the workers take nothing new
            say(channel, said, said.text().get(RESTARTING));
            underway.end();
        }
    }

    private void relay(MessageChannel channel, CommandRequest request, Trace trace, Messages said) {
        trace.within(() -> {
            try {
                dispatcher.handle(request).whenComplete((replies, failure) -> {
                    try {
                        if (failure != null) {
                            trace.failed(log, "Relaying a direct message", failure);
                            replies = List.of(new Reply.Private(trace.apology(said.text())));
                        }
                        for (Reply reply : replies) {
                            if (reply instanceof Reply.Private p) {
                                say(channel, said.privateMessage(p));
                            }
                        }
                    } finally {
                        underway.end();
                    }
                });
            } catch (RuntimeException e) {
                try {
                    trace.failed(log, "Relaying a direct message", e);
                    say(channel, said.privateMessage(trace.apology(said.text())));
                } finally {
                    underway.end();
                }
            }
        });
    }

    private void say(MessageChannel channel, Messages said, String words) {
        say(channel, said.privateMessage(words));
    }

    private void say(MessageChannel channel, MessageCreateData message) {
        underway.queue(
                channel.sendMessage(message),
                sent -> {},
                failure -> log.warn("Could not answer a direct message: {}", failure.getMessage()));
    }
}

package io.djambi.bot.discord;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Reply;
import io.djambi.bot.discord.Answers.Origin;
import io.djambi.bot.ops.InteractionKind;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.ops.Outcome;
import io.djambi.bot.text.Catalogue;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IDeferrableCallback;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.interactions.commands.CommandAutoCompleteInteraction;
import net.dv8tion.jda.api.interactions.components.buttons.ButtonInteraction;
import net.dv8tion.jda.api.interactions.components.selections.StringSelectInteraction;
import net.dv8tion.jda.api.interactions.modals.ModalInteraction;
import net.dv8tion.jda.api.requests.RestAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What every path of the {@link InteractionListener} shares: a refusal at the click, the guard that turns an
 * unexpected failure into an apology with a reference, and the running of a command on the workers once its
 * interaction is acknowledged, answered through {@link Answers}. Every interaction counts as {@link Underway} until
 * its answer is sent; once the bot stops taking them, one that arrives is only told the bot is restarting.
 */
final class CommandRunner {
    // The edge logs under one name, the listener's, whichever of its parts met the failure
    private static final Logger log = LoggerFactory.getLogger(InteractionListener.class);

    private final Dispatcher dispatcher;
    private final Executor workers;
    private final Catalogue text;
    private final Messages messages;
    private final ChannelPosts channels;
    private final Meters meters;
    private final Underway underway;
    private final Acknowledgements acknowledgements;

    /** @param acknowledgements where each acknowledged command is noted until answered, for a start after a kill */
    CommandRunner(
            Dispatcher dispatcher,
            Executor workers,
            Catalogue text,
            Messages messages,
            ChannelPosts channels,
            Meters meters,
            Underway underway,
            Acknowledgements acknowledgements) {
        this.dispatcher = dispatcher;
        this.workers = workers;
        this.text = text;
        this.messages = messages;
        this.channels = channels;
        this.meters = meters;
        this.underway = underway;
        this.acknowledgements = acknowledgements;
    }

    /** The catalogue in the language of the person who acted: what the edge itself tells him is in his words. */
    Catalogue said(Interaction event) {
        return text.forLocale(InteractionRequests.language(event.getUserLocale()));
    }

    /** A new ephemeral answer that edits nothing: the interaction's first and only response. */
    void refuse(IReplyCallback event, String refusal) {
        send(event.reply(messages.privateMessage(refusal)).setEphemeral(true), "refusal");
        meter(event, Outcome.REFUSED);
    }

    /** Sends an answer that nothing follows, counted as under way until Discord has taken it. */
    void send(RestAction<?> answer, String what) {
        underway.queue(
                answer, taken -> {}, failure -> log.warn("Could not send the {}: {}", what, failure.getMessage()));
    }

    /**
     * Sends the interaction's acknowledgement (a deferral) and, once Discord has taken it, runs the command on a
     * worker; if Discord did not take it, the command is not run ({@link #dropped}).
     */
    void acknowledgeThenRun(
            IDeferrableCallback event,
            RestAction<?> acknowledgement,
            CommandRequest request,
            Origin origin,
            Trace trace) {
        underway.queue(
                acknowledgement,
                ok -> run(event.getHook(), request, origin, trace),
                failure -> dropped(request, trace, failure));
    }

    /**
     * Tells the meters how {@code interaction} ended, timed from its creation by Discord, the clock players feel
     * (Discord's three seconds to acknowledge count from there too). Fakes in tests may have no creation time.
     */
    void meter(Interaction interaction, Outcome outcome) {
        since(interaction, Instant.now()).ifPresent(took -> meters.interaction(kind(interaction), outcome, took));
    }

    private static Optional<Duration> since(Interaction interaction, Instant then) {
        if (interaction == null || interaction.getTimeCreated() == null) {
            return Optional.empty();
        }
        return Optional.of(Duration.between(interaction.getTimeCreated().toInstant(), then));
    }

    static InteractionKind kind(Interaction interaction) {
        return switch (interaction) {
            case ButtonInteraction b -> InteractionKind.BUTTON;
            case StringSelectInteraction m -> InteractionKind.MENU;
            case ModalInteraction f -> InteractionKind.FORM;
            case CommandAutoCompleteInteraction a -> InteractionKind.AUTOCOMPLETE;
            default -> InteractionKind.SLASH;
        };
    }

    /**
     * Runs what JDA's thread does for an interaction, or only tells its author the bot is restarting once it has
     * stopped taking them; an unexpected failure there is logged with a reference and the player gets the apology
     * with it (as the first answer, or after the acknowledgement if one was made).
     */
    <E extends IReplyCallback> void guarded(E event, Runnable work) {
        underway.begin(); // before the question, so that a stop either waits for this interaction or is seen here
        try {
            if (underway.stopping()) {
                refuse(event, said(event).get(InteractionListener.RESTARTING));
                return;
            }
            work.run();
        } catch (RuntimeException e) {
            meter(event, Outcome.FAILED);
            Trace trace = Trace.of(event);
            trace.failed(log, "Interaction", e);
            try {
                if (event.isAcknowledged()) {
                    send(
                            event.getHook()
                                    .sendMessage(messages.privateMessage(trace.answer(said(event), e)))
                                    .setEphemeral(true),
                            "apology-" + trace.ref());
                } else {
                    refuse(event, trace.answer(said(event), e));
                }
            } catch (RuntimeException again) { // the apology could not go either; the log line has it all
                log.warn("Could not apologise for ref {}: {}", trace.ref(), again.getMessage());
            }
        } finally {
            underway.end();
        }
    }

    /**
     * Discord did not take the acknowledgement (the interaction expired): the player was shown a failure, so the
     * command is not run at all; nothing happens that he was not told of.
     */
    static void dropped(CommandRequest request, Trace trace, Throwable failure) {
        trace.within(() -> log.warn(
                "Could not acknowledge /{} {} in channel {}, not run: {}",
                request.name(),
                request.subcommand(),
                request.channelId(),
                failure.getMessage()));
    }

    /**
     * Runs the command on a worker and answers through the hook once its deliveries (if any) have gone out; under
     * way until the answer's first step is sent (each step then counts itself). The interaction is noted as owed
     * before the command runs, and forgotten once its answer was sent or refused: a process killed in between leaves
     * it to the next start, which tells the player.
     */
    void run(InteractionHook hook, CommandRequest request, Origin origin, Trace trace) {
        Instant acknowledged = Instant.now(); // the hook itself is left alone on JDA's thread: the worker reads it
        underway.begin();
        try {
            workers.execute(() -> {
                Interaction interaction = hook.getInteraction();
                since(interaction, acknowledged).ifPresent(took -> meters.acknowledged(kind(interaction), took));
                // A command's own private reply is a deferred one; every button that defers edits its message
                boolean owed = acknowledgements.owe(interaction, request.language(), origin == Origin.COMMAND);
                Runnable answered = owed ? () -> acknowledgements.paid(interaction.getId()) : () -> {};
                answer(hook, request, origin, trace, answered);
            });
        } catch (RejectedExecutionException e) { // shutting down: the workers take nothing new
            send(
                    hook.sendMessage(messages.privateMessage(
                                    text.forLocale(request.language()).get(InteractionListener.RESTARTING)))
                            .setEphemeral(true),
                    "restarting-notice");
            underway.end();
        }
    }

    /**
     * On a worker, with the interaction in the MDC for whatever the command logs; {@code answered} once the answer was
     * sent or refused.
     */
    private void answer(InteractionHook hook, CommandRequest request, Origin origin, Trace trace, Runnable answered) {
        trace.within(() -> {
            try {
                dispatcher.handle(request).whenComplete((replies, failure) -> {
                    try {
                        if (failure != null) {
                            trace.failed(log, command(request), failure);
                            replies = List.of(new Reply.Private(trace.apology(text)));
                        }
                        Answers.send(messages, channels, hook, replies, request, origin, trace, underway, answered);
                        meter(hook.getInteraction(), failure == null ? Outcome.OK : Outcome.FAILED);
                    } finally {
                        underway.end();
                    }
                });
            } catch (RuntimeException e) {
                try {
                    meter(hook.getInteraction(), Outcome.FAILED);
                    trace.failed(log, command(request), e);
                    Answers.send(
                            messages,
                            channels,
                            hook,
                            List.of(new Reply.Private(trace.apology(text))),
                            request,
                            origin,
                            trace,
                            underway,
                            answered);
                } finally {
                    underway.end();
                }
            }
        });
    }

    private static String command(CommandRequest request) {
        return "Command /" + request.name() + (request.subcommand().isEmpty() ? "" : " " + request.subcommand());
    }
}

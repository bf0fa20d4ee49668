package io.djambi.bot.discord;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.requests.RestAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends a command's private answers through the interaction's hook, one after the other (each once Discord has taken
 * the one before), so they arrive in order; under way ({@link Underway}) until the last is taken. The first private answer fills the deferred reply (or, for a button on a
 * private message, replaces that message); further private answers are ephemeral follow-ups. Public posts are not
 * this path's: the outbox's relay makes them; here the person who acted is only told what is being posted.
 */
final class Answers {
    private static final Logger log = LoggerFactory.getLogger(Answers.class);

    /** Where an interaction came from, which decides where its answers go. */
    enum Origin {
        /** A slash command, the Make-a-move button or the reply form: the deferred reply is private to the sender. */
        COMMAND,
        /** A button on a lobby message, which is shared and updated in place. */
        LOBBY_BUTTON,
        /** A picker menu, a page button or a draft's button, on a private message updated in place. */
        PRIVATE_MESSAGE,
        /**
         * A button on a shared public message that it leaves as it is (a draw offer's Accept and Decline): private
         * answers are ephemeral follow-ups, public posts new messages, and nothing says "Done."
         */
        PUBLIC_BUTTON
    }

    private Answers() {}

    /** One answer to send, and what to note once Discord has taken it (the message it made, if any). */
    private record Step(Supplier<RestAction<?>> action, Consumer<Object> taken) {
        Step(Supplier<RestAction<?>> action) {
            this(action, sent -> {});
        }
    }

    /**
     * Sends {@code replies} in order, then runs {@code answered}: once every step was sent or refused by Discord, and
     * not if a step was cut by Discord's client closing under it (the process stopping), so that the next start tells
     * the player his command was cut short.
     */
    static void send(
            Messages base,
            ChannelPosts channels,
            InteractionHook hook,
            List<Reply> replies,
            CommandRequest request,
            Origin origin,
            Trace trace,
            Underway underway,
            Runnable answered) {
        Messages messages = base.speaking(request.language());
        List<Step> steps = new ArrayList<>();
        // The shared lobby is only edited by the relay, and a public button's message not at all
        boolean originalFilled = origin == Origin.LOBBY_BUTTON || origin == Origin.PUBLIC_BUTTON;
        for (Reply reply : replies) {
            switch (reply) {
                case Reply.Private p -> {
                    if (originalFilled) {
                        steps.add(new Step(() ->
                                hook.sendMessage(messages.privateMessage(p)).setEphemeral(true)));
                    } else {
                        steps.add(new Step(() -> hook.editOriginal(Messages.replacing(messages.privateMessage(p)))));
                        originalFilled = true;
                    }
                }
                case Reply.Picker p -> {
                    steps.add(new Step(() -> hook.editOriginal(Messages.replacing(messages.picker(p)))));
                    originalFilled = true;
                }
                case Reply.Posted p -> {
                    if (!originalFilled) {
                        // The deferred reply is private and must be filled: it says what is being posted
                        Reply.Private said =
                                new Reply.Private(echo(messages, channels, p, request), List.of(), p.controls());
                        steps.add(new Step(() -> hook.editOriginal(Messages.replacing(messages.privateMessage(said)))));
                        originalFilled = true;
                    }
                }
                // The game layer hands its public posts to the outbox; none reaches the interaction's path
                case Reply.Public p ->
                    throw new IllegalStateException("a public post outside the outbox: " + request.name());
            }
        }
        run(steps, 0, new Sending(request, trace, underway, answered), false);
    }

    /** What each step of one answer shares. */
    private record Sending(CommandRequest request, Trace trace, Underway underway, Runnable answered) {}

    /**
     * What the person who acted reads of the post his change made: a link to the lobby's card when it is edited in
     * place, else the post's first line.
     */
    private static String echo(Messages messages, ChannelPosts channels, Reply.Posted post, CommandRequest request) {
        if (!post.channelId().isEmpty() && !post.channelId().equals(request.channelId())) {
            // Typed beside a game's card, posted in the game's thread (or its card, beside)
            return messages.text().get("answer.posted-in", post.said(), "<#" + post.channelId() + ">");
        }
        if (post.lobby()) {
            return channels.lobby(request.channelId())
                    .map(lobby -> messages.text().get("answer.lobby-updated", post.said(), lobby.link()))
                    .orElseGet(() -> messages.text().get("answer.posted", post.said()));
        }
        return messages.text().get("answer.posted", post.said());
    }

    /** Sends step {@code next} and those after it; {@code cut} once a step was lost to the client closing. */
    private static void run(List<Step> steps, int next, Sending sending, boolean cut) {
        if (next >= steps.size()) {
            if (!cut) {
                sending.answered().run();
            }
            return;
        }
        Step step = steps.get(next);
        CommandRequest request = sending.request();
        sending.underway()
                .queue(
                        step.action().get(),
                        done -> {
                            step.taken().accept(done);
                            run(steps, next + 1, sending, cut);
                        },
                        failure -> {
                            sending.trace()
                                    .within(() -> log.warn(
                                            "Could not answer /{} {} in channel {}: {}",
                                            request.name(),
                                            request.subcommand(),
                                            request.channelId(),
                                            failure.getMessage()));
                            run(steps, next + 1, sending, cut || closing(failure));
                        });
    }

    /**
     * Whether a step failed because Discord's client was closing (the stop past its deadline): the request refused
     * or cancelled before it went, not an answer of Discord's.
     */
    private static boolean closing(Throwable failure) {
        return failure instanceof RejectedExecutionException || failure instanceof CancellationException;
    }
}

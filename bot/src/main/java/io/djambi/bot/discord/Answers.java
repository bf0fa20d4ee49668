package io.djambi.bot.discord;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.requests.RestAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends a command's answers through the interaction's hook, one after the other (each once Discord has taken the
 * one before), so they arrive in order. The first private answer fills the deferred reply (or, for a button on a
 * private message, replaces that message); further private answers are ephemeral follow-ups; public posts are new
 * follow-up messages, so their mentions notify.
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

    static void send(
            Messages messages,
            InteractionHook hook,
            List<Reply> replies,
            CommandRequest request,
            Origin origin,
            Trace trace) {
        List<Supplier<RestAction<?>>> steps = new ArrayList<>();
        // The shared lobby is only edited by a lobby post, and a public button's message not at all
        boolean originalFilled = origin == Origin.LOBBY_BUTTON || origin == Origin.PUBLIC_BUTTON;
        for (Reply reply : replies) {
            switch (reply) {
                case Reply.Private p -> {
                    if (originalFilled) {
                        steps.add(() ->
                                hook.sendMessage(messages.privateMessage(p)).setEphemeral(true));
                    } else {
                        steps.add(() -> hook.editOriginal(Messages.replacing(messages.privateMessage(p))));
                        originalFilled = true;
                    }
                }
                case Reply.Picker p -> {
                    steps.add(() -> hook.editOriginal(Messages.replacing(messages.picker(p))));
                    originalFilled = true;
                }
                case Reply.Public p -> {
                    if (origin == Origin.LOBBY_BUTTON) {
                        if (p.controls() instanceof Reply.LobbyControls) {
                            steps.add(() -> hook.editOriginal(Messages.replacing(messages.publicPost(p))));
                            continue; // the lobby message shows the new seats
                        }
                        // Start: the lobby closes, and the board comes as a new message, whose ping notifies
                        steps.add(() -> hook.editOriginal(Messages.replacing(messages.privateMessage(
                                new Reply.Private(messages.text().get("answer.lobby-closed"))))));
                    } else if (!originalFilled) {
                        // The deferred reply is private and must be filled first: the first follow-up would
                        // otherwise become it, and be as private as it is.
                        String ack = messages.text()
                                .get(
                                        request.name().equals("move")
                                                        || request.subcommand().equals("pick")
                                                ? "answer.played"
                                                : "answer.done");
                        steps.add(() ->
                                hook.editOriginal(Messages.replacing(messages.privateMessage(new Reply.Private(ack)))));
                        originalFilled = true;
                    }
                    steps.add(() -> hook.sendMessage(messages.publicPost(p)).setEphemeral(false));
                }
            }
        }
        run(steps, 0, request, trace);
    }

    private static void run(List<Supplier<RestAction<?>>> steps, int next, CommandRequest request, Trace trace) {
        if (next >= steps.size()) {
            return;
        }
        steps.get(next).get().queue(done -> run(steps, next + 1, request, trace), failure -> {
            trace.within(() -> log.warn(
                    "Could not answer /{} {} in channel {}: {}",
                    request.name(),
                    request.subcommand(),
                    request.channelId(),
                    failure.getMessage()));
            run(steps, next + 1, request, trace);
        });
    }
}

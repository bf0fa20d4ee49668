package io.djambi.bot.discord;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
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

    /** One answer to send, and what to note once Discord has taken it (the message it made, if any). */
    private record Step(Supplier<RestAction<?>> action, Consumer<Object> taken) {
        Step(Supplier<RestAction<?>> action) {
            this(action, sent -> {});
        }
    }

    static void send(
            Messages base,
            ChannelPosts channels,
            InteractionHook hook,
            List<Reply> replies,
            CommandRequest request,
            Origin origin,
            Trace trace) {
        Messages messages = base.speaking(request.language());
        List<Step> steps = new ArrayList<>();
        // The shared lobby is only edited by a lobby post, and a public button's message not at all
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
                case Reply.Public p ->
                    originalFilled = publicPost(messages, channels, hook, p, request, origin, steps, originalFilled);
            }
        }
        run(steps, 0, request, trace);
    }

    /** A public post's steps; whether the deferred reply is filled after them. */
    private static boolean publicPost(
            Messages messages,
            ChannelPosts channels,
            InteractionHook hook,
            Reply.Public p,
            CommandRequest request,
            Origin origin,
            List<Step> steps,
            boolean originalFilled) {
        if (origin == Origin.LOBBY_BUTTON) {
            if (p.controls() instanceof Reply.LobbyControls) {
                steps.add(new Step(
                        () -> hook.editOriginal(Messages.replacing(messages.publicPost(p))),
                        sent -> channels.posted(p, sent)));
                return originalFilled; // the lobby message shows the new seats
            }
            // Start: the lobby closes, and the board comes as a new message, whose ping notifies
            steps.add(new Step(() -> hook.editOriginal(Messages.replacing(
                    messages.privateMessage(new Reply.Private(messages.text().get("answer.lobby-closed")))))));
        } else if (p.controls() instanceof Reply.LobbyControls
                && channels.lobby(request.channelId()).isPresent()) {
            lobbyInPlace(messages, channels, hook, p, request, steps, originalFilled);
            return true;
        } else if (!originalFilled) {
            // The deferred reply is private and must be filled first: the first follow-up would otherwise become
            // it, and be as private as it is. It says what is posted, not "Done."
            String ack = messages.text()
                    .get("answer.posted", p.text().lines().findFirst().orElse(""));
            steps.add(new Step(
                    () -> hook.editOriginal(Messages.replacing(messages.privateMessage(new Reply.Private(ack))))));
        }
        steps.add(new Step(
                () -> hook.sendMessage(messages.publicPost(p)).setEphemeral(false), sent -> channels.posted(p, sent)));
        return true;
    }

    /**
     * A lobby command typed as a slash command while the channel's lobby message is there: that message is edited in
     * place, and posted again only if it was deleted; the player is told the change privately, with a link to it.
     */
    private static void lobbyInPlace(
            Messages messages,
            ChannelPosts channels,
            InteractionHook hook,
            Reply.Public post,
            CommandRequest request,
            List<Step> steps,
            boolean originalFilled) {
        ChannelPosts.Posted lobby = channels.lobby(request.channelId()).orElseThrow();
        String change = post.text().lines().findFirst().orElse("");
        Reply.Private said = new Reply.Private(messages.text().get("answer.lobby-updated", change, lobby.link()));
        steps.add(new Step(
                originalFilled
                        ? () -> hook.sendMessage(messages.privateMessage(said)).setEphemeral(true)
                        : () -> hook.editOriginal(Messages.replacing(messages.privateMessage(said)))));
        steps.add(new Step(
                () -> channels.editLobby(lobby, Messages.replacing(messages.publicPost(post)))
                        .onErrorFlatMap(gone -> {
                            channels.lobbyGone(request.channelId());
                            return hook.sendMessage(messages.publicPost(post)).setEphemeral(false);
                        }),
                sent -> channels.posted(post, sent)));
    }

    private static void run(List<Step> steps, int next, CommandRequest request, Trace trace) {
        if (next >= steps.size()) {
            return;
        }
        Step step = steps.get(next);
        step.action()
                .get()
                .queue(
                        done -> {
                            step.taken().accept(done);
                            run(steps, next + 1, request, trace);
                        },
                        failure -> {
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

package io.djambi.bot.discord;

import static io.djambi.bot.discord.InteractionRequests.request;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.discord.Answers.Origin;
import io.djambi.bot.dispatch.PressCommands;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;

/** The form the Reply button under a whisper opens: sent, it becomes the whisper's answer to its sender. */
final class ModalPath {
    private final CommandRunner runner;

    ModalPath(CommandRunner runner) {
        this.runner = runner;
    }

    void modal(ModalInteractionEvent event) {
        Optional<Long> whisper = ComponentIds.numberAfter(ComponentIds.REPLY, event.getModalId());
        ModalMapping message = event.getValue(ComponentIds.MESSAGE_FIELD);
        if (whisper.isEmpty() || message == null) {
            runner.refuse(event, runner.said(event).get("interaction.old-form"));
            return;
        }
        CommandRequest request = request(
                event,
                PressCommands.WHISPER_REPLY,
                "",
                Map.of("whisper", whisper.get().toString(), "message", message.getAsString()));
        Trace trace = Trace.of(event);
        runner.acknowledgeThenRun(event, event.deferReply(true), request, Origin.COMMAND, trace);
    }
}

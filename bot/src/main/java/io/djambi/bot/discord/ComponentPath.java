package io.djambi.bot.discord;

import static io.djambi.bot.discord.InteractionRequests.pickOptions;
import static io.djambi.bot.discord.InteractionRequests.request;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.discord.Answers.Origin;
import io.djambi.bot.dispatch.PressCommands;
import io.djambi.bot.dispatch.ReplyGate;
import io.djambi.bot.text.Catalogue;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;

/**
 * Buttons and menus. A control acts only on the message it is on: its id must be one of that message's own
 * components, and the controls that edit their message in place (the picker's menus, the press's pages, a draft's
 * buttons) must be on a message only the clicker sees; a draft's buttons also only for the draft's author. Anything
 * else gets a new ephemeral refusal and edits nothing.
 */
final class ComponentPath {
    private final CommandRunner runner;
    private final ReplyGate replyGate;
    private final DraftGate draftGate;
    private final Messages messages;
    private final Catalogue text;
    private final GuidePath guide;

    ComponentPath(CommandRunner runner, ReplyGate replyGate, DraftGate draftGate, Messages messages, Catalogue text) {
        this.runner = runner;
        this.replyGate = replyGate;
        this.draftGate = draftGate;
        this.messages = messages;
        this.text = text;
        this.guide = new GuidePath(runner, text);
    }

    void button(ButtonInteractionEvent event) {
        String id = event.getComponentId();
        if (id.equals(ComponentIds.JOIN)
                || id.equals(ComponentIds.LEAVE)
                || id.equals(ComponentIds.START)
                || id.equals(ComponentIds.ADD_AI)) {
            lobbyButton(event, id);
            return;
        }
        Optional<Long> whisper = ComponentIds.numberAfter(ComponentIds.REPLY, id);
        if (whisper.isPresent()) {
            replyForm(event, whisper.get());
            return;
        }
        if (GuidePath.owns(id)) {
            guide.button(event);
            return;
        }
        Optional<ComponentIds.Board> board = ComponentIds.parseMakeAMove(id);
        if (board.isPresent()) {
            makeAMove(event, board.get());
            return;
        }
        inPlace(event, id);
    }

    /** Join, Leave, Start, Add AI: the shared lobby message is updated in place. */
    private void lobbyButton(ButtonInteractionEvent event, String id) {
        if (!OwnMessage.holds(event)) {
            runner.refuse(event, text.get(InteractionListener.NOT_THIS_MESSAGE));
            return;
        }
        CommandRequest request = request(event, "djambi", id.substring(id.indexOf(':') + 1), Map.of());
        Trace trace = Trace.of(event);
        event.deferEdit()
                .queue(
                        ok -> runner.run(event.getHook(), request, Origin.LOBBY_BUTTON, trace),
                        failure -> CommandRunner.dropped(request, trace, failure));
    }

    /** Make a move under a board: opens a new private picker; edits nothing. */
    private void makeAMove(ButtonInteractionEvent event, ComponentIds.Board board) {
        if (!OwnMessage.holds(event)) {
            runner.refuse(event, text.get(InteractionListener.NOT_THIS_MESSAGE));
            return;
        }
        CommandRequest request =
                request(event, "djambi", "pick", pickOptions(board.tableId(), board.version(), "", false));
        Trace trace = Trace.of(event);
        event.deferReply(true)
                .queue(
                        ok -> runner.run(event.getHook(), request, Origin.COMMAND, trace),
                        failure -> CommandRunner.dropped(request, trace, failure));
    }

    /**
     * The Reply button under a whisper: the form opens only for the whisper's recipient while its game is live. A
     * form must be the first answer, so the check is made here, on JDA's thread (one read by key).
     */
    private void replyForm(ButtonInteractionEvent event, long whisperId) {
        if (event.getGuild() != null || !OwnMessage.holds(event)) {
            runner.refuse(event, text.get(InteractionListener.NOT_THIS_MESSAGE));
            return;
        }
        Optional<String> refusal = replyGate.refusal(whisperId, event.getUser().getId());
        if (refusal.isPresent()) {
            runner.refuse(event, refusal.get());
            return;
        }
        event.replyModal(messages.replyForm(whisperId)).queue();
    }

    /**
     * A button that updates its own private message: a page of the press, a draft's Send or Cancel. A draft's
     * author is checked here, on JDA's thread (one read by key), as the edit is deferred before the command runs.
     */
    private void inPlace(ButtonInteractionEvent event, String id) {
        Optional<CommandRequest> request = privateButtonRequest(event, id);
        if (request.isEmpty()) {
            runner.refuse(event, text.get(InteractionListener.OLD_BUTTON));
            return;
        }
        if (!OwnMessage.isPrivateWith(event)) {
            runner.refuse(event, text.get(InteractionListener.NOT_THIS_MESSAGE));
            return;
        }
        Optional<String> notYours = request.get()
                .option("draft")
                .map(Long::parseLong)
                .flatMap(draft -> draftGate.refusal(draft, event.getUser().getId()));
        if (notYours.isPresent()) {
            runner.refuse(event, notYours.get());
            return;
        }
        Trace trace = Trace.of(event);
        event.deferEdit()
                .queue(
                        ok -> runner.run(event.getHook(), request.get(), Origin.PRIVATE_MESSAGE, trace),
                        failure -> CommandRunner.dropped(request.get(), trace, failure));
    }

    /** The command of a button that updates its own private message: a page of the press, a draft's Send or Cancel. */
    private static Optional<CommandRequest> privateButtonRequest(ButtonInteractionEvent event, String id) {
        var page = ComponentIds.parsePressPage(id);
        if (page.isPresent()) {
            return Optional.of(request(
                    event,
                    "djambi",
                    "press",
                    Map.of(
                            "table",
                            Long.toString(page.get().tableId()),
                            "page",
                            Integer.toString(page.get().page()))));
        }
        var send = ComponentIds.numberAfter(ComponentIds.DRAFT_SEND, id);
        if (send.isPresent()) {
            return Optional.of(request(
                    event,
                    PressCommands.DRAFT_SEND,
                    "",
                    Map.of("draft", send.get().toString())));
        }
        return ComponentIds.numberAfter(ComponentIds.DRAFT_CANCEL, id)
                .map(d -> request(event, PressCommands.DRAFT_CANCEL, "", Map.of("draft", d.toString())));
    }

    /**
     * A step of the private picker. Only a menu of the ephemeral picker itself is honoured, with one of its own
     * options; a stale but genuine picker is then edited by the game's answer to say so.
     */
    void select(StringSelectInteractionEvent event) {
        if (GuidePath.owns(event.getComponentId())) {
            guide.select(event);
            return;
        }
        var pick = ComponentIds.parsePickerMenu(event.getComponentId());
        if (pick.isEmpty() || event.getValues().size() != 1) {
            runner.refuse(event, text.get(InteractionListener.OLD_MENU));
            return;
        }
        String value = event.getValues().get(0);
        if (!OwnMessage.isEphemeralWith(event) || !OwnMessage.offers(event, value)) {
            runner.refuse(event, text.get(InteractionListener.NOT_THIS_MESSAGE));
            return;
        }
        boolean play = value.equals(Messages.PLAY);
        CommandRequest request = request(
                event,
                "djambi",
                "pick",
                pickOptions(
                        pick.get().tableId(), pick.get().version(), pick.get().picked() + (play ? "" : value), play));
        Trace trace = Trace.of(event);
        event.deferEdit()
                .queue(
                        ok -> runner.run(event.getHook(), request, Origin.PRIVATE_MESSAGE, trace),
                        failure -> CommandRunner.dropped(request, trace, failure));
    }
}

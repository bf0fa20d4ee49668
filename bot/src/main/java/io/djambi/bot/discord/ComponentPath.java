package io.djambi.bot.discord;

import static io.djambi.bot.discord.InteractionRequests.request;

import io.djambi.bot.clock.ClockCommands;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.discord.Answers.Origin;
import io.djambi.bot.dispatch.PressCommands;
import io.djambi.bot.dispatch.ReplyGate;
import java.util.HashMap;
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
    private final GuidePath guide;

    ComponentPath(CommandRunner runner, ReplyGate replyGate, DraftGate draftGate, Messages messages) {
        this.runner = runner;
        this.replyGate = replyGate;
        this.draftGate = draftGate;
        this.messages = messages;
        this.guide = new GuidePath(runner);
    }

    void button(ButtonInteractionEvent event) {
        String id = event.getComponentId();
        Optional<ComponentIds.Lobby> lobby = ComponentIds.parseLobby(id);
        if (lobby.isPresent()) {
            lobbyButton(event, lobby.get());
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
        Optional<ComponentIds.DrawAnswer> answer = ComponentIds.parseDrawAnswer(id);
        if (answer.isPresent()) {
            drawAnswer(event, answer.get(), "djambi", "draw-answer");
            return;
        }
        Optional<ComponentIds.Board> ask = ComponentIds.parseTakebackAsk(id);
        if (ask.isPresent()) {
            takebackAsk(event, ask.get());
            return;
        }
        Optional<ComponentIds.DrawAnswer> takeback = ComponentIds.parseTakebackAnswer(id);
        if (takeback.isPresent()) {
            drawAnswer(event, takeback.get(), "takeback-answer", "");
            return;
        }
        Optional<ComponentIds.SeatAnswer> seat = ComponentIds.parseSeatAnswer(id);
        if (seat.isPresent()) {
            publicButton(
                    event,
                    ClockCommands.REPLACE_ANSWER,
                    Map.of(
                            "table", Long.toString(seat.get().tableId()),
                            "version", Integer.toString(seat.get().version()),
                            "seat", seat.get().seat(),
                            "to", seat.get().to(),
                            "answer", seat.get().answer()));
            return;
        }
        Optional<ComponentIds.TakeTheSeat> take = ComponentIds.parseTakeTheSeat(id);
        if (take.isPresent()) {
            publicButton(
                    event,
                    ClockCommands.REPLACE_TAKE,
                    Map.of(
                            "table",
                            Long.toString(take.get().tableId()),
                            "seat",
                            take.get().seat()));
            return;
        }
        inPlace(event, id);
    }

    /**
     * A button under a public line about a seat (Accept, Decline, Take the seat): the line stays as it is; the answer
     * is a new public line, or an ephemeral refusal for anyone who may not press it.
     */
    private void publicButton(ButtonInteractionEvent event, String command, Map<String, String> options) {
        if (!OwnMessage.holds(event)) {
            runner.refuse(event, runner.said(event).get(InteractionListener.NOT_THIS_MESSAGE));
            return;
        }
        CommandRequest request = request(event, command, "", options);
        Trace trace = Trace.of(event);
        runner.acknowledgeThenRun(event, event.deferEdit(), request, Origin.PUBLIC_BUTTON, trace);
    }

    /**
     * Accept or Decline under a public draw offer or takeback request (the command {@code name sub} answers it): the
     * offer's line stays as it is; the answer is a new public line, or an ephemeral refusal for anyone who may not
     * answer.
     */
    private void drawAnswer(ButtonInteractionEvent event, ComponentIds.DrawAnswer answer, String name, String sub) {
        if (!OwnMessage.holds(event)) {
            runner.refuse(event, runner.said(event).get(InteractionListener.NOT_THIS_MESSAGE));
            return;
        }
        CommandRequest request = request(
                event,
                name,
                sub,
                Map.of(
                        "table", Long.toString(answer.tableId()),
                        "version", Integer.toString(answer.version()),
                        "answer", answer.answer()));
        Trace trace = Trace.of(event);
        runner.acknowledgeThenRun(event, event.deferEdit(), request, Origin.PUBLIC_BUTTON, trace);
    }

    /**
     * Take back under a player's private Played answer: {@code /takeback} for that game, answered privately as a
     * command is (the request itself is a public post).
     */
    private void takebackAsk(ButtonInteractionEvent event, ComponentIds.Board ask) {
        if (!OwnMessage.holds(event)) {
            runner.refuse(event, runner.said(event).get(InteractionListener.NOT_THIS_MESSAGE));
            return;
        }
        CommandRequest request = request(
                event,
                "takeback",
                "",
                Map.of("table", Long.toString(ask.tableId()), "version", Integer.toString(ask.version())));
        Trace trace = Trace.of(event);
        runner.acknowledgeThenRun(event, event.deferReply(true), request, Origin.COMMAND, trace);
    }

    /**
     * Join, Leave, Start, Add AI: the shared lobby message is updated in place. A card's buttons name its game, as a
     * {@code game} option would: its channel holds other games' cards too.
     */
    private void lobbyButton(ButtonInteractionEvent event, ComponentIds.Lobby lobby) {
        if (!OwnMessage.holds(event)) {
            runner.refuse(event, runner.said(event).get(InteractionListener.NOT_THIS_MESSAGE));
            return;
        }
        Map<String, String> options =
                lobby.tableId() == 0 ? Map.of() : Map.of(OptionSpec.GAME_NAME, Long.toString(lobby.tableId()));
        CommandRequest request = request(event, "djambi", lobby.action(), options);
        Trace trace = Trace.of(event);
        runner.acknowledgeThenRun(event, event.deferEdit(), request, Origin.LOBBY_BUTTON, trace);
    }

    /** Make a move under a board: opens a new private picker; edits nothing. */
    private void makeAMove(ButtonInteractionEvent event, ComponentIds.Board board) {
        if (!OwnMessage.holds(event)) {
            runner.refuse(event, runner.said(event).get(InteractionListener.NOT_THIS_MESSAGE));
            return;
        }
        CommandRequest request = request(
                event,
                "djambi",
                "pick",
                pickerOptions(new Reply.PickerView(board.tableId(), board.version(), "", "1"), false));
        Trace trace = Trace.of(event);
        runner.acknowledgeThenRun(event, event.deferReply(true), request, Origin.COMMAND, trace);
    }

    /**
     * The Reply button under a whisper: the form opens only for the whisper's recipient while its game is live. A
     * form must be the first answer, so the check is made here, on JDA's thread (one read by key).
     */
    private void replyForm(ButtonInteractionEvent event, long whisperId) {
        if (event.getGuild() != null || !OwnMessage.holds(event)) {
            runner.refuse(event, runner.said(event).get(InteractionListener.NOT_THIS_MESSAGE));
            return;
        }
        Optional<String> refusal = replyGate.refusal(whisperId, event.getUser().getId());
        if (refusal.isPresent()) {
            runner.refuse(event, refusal.get());
            return;
        }
        // The form's words in the recipient's language: a button in a DM, where nothing else says it
        runner.send(
                event.replyModal(messages.speaking(InteractionRequests.language(event.getUserLocale()))
                        .replyForm(whisperId)),
                "reply-form");
    }

    /**
     * A button that updates its own private message: a page of the press, a draft's Send or Cancel, the picker's
     * Back, More and Cancel, a question's Confirm and Cancel. A draft's
     * author is checked here, on JDA's thread (one read by key), as the edit is deferred before the command runs.
     */
    private void inPlace(ButtonInteractionEvent event, String id) {
        Optional<CommandRequest> request = privateButtonRequest(event, id);
        if (request.isEmpty()) {
            runner.refuse(event, runner.said(event).get(InteractionListener.OLD_BUTTON));
            return;
        }
        if (!OwnMessage.isPrivateWith(event)) {
            runner.refuse(event, runner.said(event).get(InteractionListener.NOT_THIS_MESSAGE));
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
        runner.acknowledgeThenRun(event, event.deferEdit(), request.get(), Origin.PRIVATE_MESSAGE, trace);
    }

    /** The command of a button that updates its own private message. */
    private static Optional<CommandRequest> privateButtonRequest(ButtonInteractionEvent event, String id) {
        var view = ComponentIds.parsePickerView(id);
        if (view.isPresent()) {
            return Optional.of(request(event, "djambi", "pick", pickerOptions(view.get(), false)));
        }
        if (id.equals(ComponentIds.CANCEL)) {
            return Optional.of(request(event, "djambi", "cancel", Map.of()));
        }
        var confirm = ComponentIds.parseConfirm(id);
        if (confirm.isPresent()) {
            return Optional.of(request(
                    event,
                    "djambi",
                    confirm.get().action() + "-confirm",
                    Map.of(
                            "table", Long.toString(confirm.get().tableId()),
                            "asked", Long.toString(confirm.get().askedAt()))));
        }
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
        var away = ComponentIds.numberAfter(ComponentIds.AWAY, id);
        if (away.isPresent()) {
            return Optional.of(request(
                    event,
                    ClockCommands.AWAY_REMINDER,
                    "",
                    Map.of("table", away.get().toString())));
        }
        return ComponentIds.numberAfter(ComponentIds.DRAFT_CANCEL, id)
                .map(d -> request(event, PressCommands.DRAFT_CANCEL, "", Map.of("draft", d.toString())));
    }

    /**
     * A step of the private picker. Only the menu of the ephemeral picker itself is honoured, with one of its own
     * options; a stale but genuine picker is then edited by the game's answer to say so.
     */
    void select(StringSelectInteractionEvent event) {
        if (GuidePath.owns(event.getComponentId())) {
            guide.select(event);
            return;
        }
        var view = ComponentIds.parsePickerView(event.getComponentId());
        if (view.isEmpty() || event.getValues().size() != 1) {
            runner.refuse(event, runner.said(event).get(InteractionListener.OLD_MENU));
            return;
        }
        String value = event.getValues().get(0);
        if (!OwnMessage.isEphemeralWith(event) || !OwnMessage.offers(event, value)) {
            runner.refuse(event, runner.said(event).get(InteractionListener.NOT_THIS_MESSAGE));
            return;
        }
        CommandRequest request = request(event, "djambi", "pick", chosen(view.get(), value));
        Trace trace = Trace.of(event);
        runner.acknowledgeThenRun(event, event.deferEdit(), request, Origin.PRIVATE_MESSAGE, trace);
    }

    /** The picker's options after a choice: play the move as it stands, show a rank's squares, or add the part. */
    static Map<String, String> chosen(Reply.PickerView view, String value) {
        if (value.equals(Messages.PLAY)) {
            return pickerOptions(view, true);
        }
        Reply.PickerView next = value.startsWith("r")
                ? new Reply.PickerView(view.tableId(), view.version(), view.picked(), value)
                : new Reply.PickerView(view.tableId(), view.version(), view.picked() + value, "1");
        return pickerOptions(next, false);
    }

    /** The options of {@code djambi pick} for a view of the picker, and whether to play the move as it stands. */
    private static Map<String, String> pickerOptions(Reply.PickerView view, boolean play) {
        Map<String, String> options =
                new HashMap<>(InteractionRequests.pickOptions(view.tableId(), view.version(), view.picked(), play));
        options.put("page", view.page());
        return options;
    }
}
